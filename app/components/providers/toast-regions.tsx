import { Sonner } from "~/components/ui/sonner";
import { Toaster } from "~/components/ui/toaster";

/**
 * Both toast regions (docs/decisions/003-two-toast-regions.md): the Radix region for
 * `notify.problem`, Sonner's stack for `notify.success`. The default export, so
 * `AppProviders` can load it with `React.lazy`.
 *
 * @param label - the Radix region's announcement prefix for screen readers.
 * @param dismissLabel - the accessible name of a Radix toast's close button.
 */
export default function ToastRegions({
  label,
  dismissLabel,
}: {
  label: string;
  dismissLabel: string;
}) {
  return (
    <>
      <Toaster label={label} dismissLabel={dismissLabel} />
      <Sonner />
    </>
  );
}
