import { Toaster as SonnerToaster } from "sonner";
import { stackedToastDefaults } from "~/lib/ui-defaults";

/**
 * The Sonner toaster: up to 3 toasts visible, each shown 4 s (spec section 9). Messages come
 * from `notify.success`.
 */
export function Sonner() {
  return (
    <SonnerToaster
      visibleToasts={stackedToastDefaults.visibleToasts}
      duration={stackedToastDefaults.durationMs}
      position="bottom-right"
      theme="light"
      toastOptions={{ className: "font-sans" }}
    />
  );
}
