import { Sonner } from "~/components/ui/sonner";
import { Toaster } from "~/components/ui/toaster";

/** The words of the toast regions, from the page's copy (`navigation`). */
export interface ToastLabels {
  notificationsLabel: string;
  notificationsRegionLabel: string;
  toastStackLabel: string;
  dismissLabel: string;
}

/**
 * Both toast regions, named in the page's language: the Radix region for `notify.problem`,
 * Sonner's stack for `notify.success` (docs/decisions/032-one-notify-api-toast-regions-on-first-use.md).
 * The default export, so `AppProviders` can load it with `React.lazy`.
 */
export default function ToastRegions({ labels }: { labels: ToastLabels }) {
  return (
    <>
      <Toaster
        label={labels.notificationsLabel}
        regionLabel={labels.notificationsRegionLabel}
        dismissLabel={labels.dismissLabel}
      />
      <Sonner label={labels.toastStackLabel} />
    </>
  );
}
