import { Toaster as SonnerToaster } from "sonner";
import { stackedToastDefaults } from "~/lib/ui-defaults";

/**
 * The Sonner toaster: up to 3 toasts visible, each shown 4 s (docs/requirements.md R18), light
 * or dark as the visitor's system is (`theme="system"`, like the site's stylesheet). Messages come
 * from `notify.success`.
 *
 * @param label - the stack's name for screen readers (Sonner adds its shortcut, "alt+T").
 */
export function Sonner({ label }: { label: string }) {
  return (
    <SonnerToaster
      visibleToasts={stackedToastDefaults.visibleToasts}
      duration={stackedToastDefaults.durationMs}
      position="bottom-right"
      theme="system"
      containerAriaLabel={label}
      toastOptions={{ className: "font-sans" }}
    />
  );
}
