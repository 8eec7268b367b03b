import * as ToastPrimitive from "@radix-ui/react-toast";
import { dismissProblem, useProblemToasts } from "~/lib/notify";
import { singleToastDefaults } from "~/lib/ui-defaults";
import { Icon } from "./icon";

/**
 * The Radix toast region: one toast at a time, each shown 5 s (docs/requirements.md R18). Messages come
 * from `notify.problem`. Radix announces each toast to screen readers and pauses the timer
 * while it is hovered or focused (WCAG 2.2.1); F8 jumps to the region.
 *
 * @param label - the word screen readers announce before each toast ("Notification").
 * @param regionLabel - the region's name, with `{hotkey}` where Radix writes its shortcut.
 * @param dismissLabel - the accessible name of each toast's close button.
 */
export function Toaster({
  label,
  regionLabel,
  dismissLabel,
}: {
  label: string;
  regionLabel: string;
  dismissLabel: string;
}) {
  const toasts = useProblemToasts();
  return (
    <ToastPrimitive.Provider duration={singleToastDefaults.durationMs} label={label}>
      {toasts.map((toast) => (
        <ToastPrimitive.Root
          key={toast.id}
          type="foreground"
          onOpenChange={(isOpen) => {
            if (!isOpen) dismissProblem(toast.id);
          }}
          className="flex items-start gap-3 rounded-card border border-line bg-card p-4 text-sm text-ink shadow-lg motion-safe:animate-fade-in"
        >
          <ToastPrimitive.Title className="flex-1 font-medium">{toast.title}</ToastPrimitive.Title>
          <ToastPrimitive.Close
            aria-label={dismissLabel}
            className="-m-1 flex size-8 items-center justify-center rounded-md text-muted hover:bg-surface hover:text-ink focus-visible:outline-2 focus-visible:outline-focus"
          >
            <Icon name="x" className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        label={regionLabel}
        className="fixed inset-x-4 bottom-4 z-50 flex flex-col gap-2 outline-none sm:inset-x-auto sm:right-6 sm:bottom-6 sm:w-96"
      />
    </ToastPrimitive.Provider>
  );
}
