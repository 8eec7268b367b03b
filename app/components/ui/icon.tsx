import spriteUrl from "~/assets/icons.svg?no-inline";
import { cn } from "~/lib/cn";
import type { IconName } from "~/assets/icon-names";

/**
 * A decorative icon chosen by name (from content or the interface), drawn from the icon sprite
 * (`app/assets/icons.svg`, built from lucide by `npm run icons`) with `<use>`, so icons cost
 * no JavaScript. Same look as lucide-react: 24 px box, 2 px round strokes in `currentColor`;
 * size it with classes. Hidden from assistive technology (`aria-hidden`): the text beside it
 * carries the meaning (WCAG 1.1.1).
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      className={cn("lucide", className)}
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
