import { showToast } from "./toast-store";
import { whenToastRegionsMounted } from "./toast-loader";

/**
 * The one notification API the app calls (docs/decisions/003-two-toast-regions.md). The
 * regions' code loads on the first interaction, so a message normally shows at once; if it
 * has not arrived yet, the message waits for it (see `whenToastRegionsMounted`).
 *
 * - `success`: a brief confirmation ("Phone number copied"), in the Sonner stack (3 visible,
 *   4 s), so two quick copies both show.
 * - `problem`: something the visitor must act on ("select the text and copy it instead"), in
 *   the Radix region (one at a time, 5 s), so a repeated failure is not stacked.
 */
export const notify = {
  success(message: string): void {
    void whenToastRegionsMounted().then((toasts) => toasts.success(message));
  },
  problem(message: string): void {
    void whenToastRegionsMounted().then(() => showToast(message));
  },
};
