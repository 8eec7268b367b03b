import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "~/lib/cn";

/**
 * Class names for everything that looks like a button, whether it is a `<button>` or a
 * link (`<a>`, `<Link>`): navigation stays a link, only the look is shared.
 * Every size is at least 44 px tall, above the 24 px minimum target (WCAG 2.2 SC 2.5.8). A
 * label longer than the screen is wide wraps, centred, instead of running past its edge (WCAG
 * 1.4.10 Reflow); the header's booking link, whose width the header measures, stays on one line.
 */
export const buttonVariants = cva(
  "inline-flex max-w-full items-center justify-center gap-2 rounded-button py-2 text-center font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        primary:
          "bg-accent text-on-accent shadow-sm hover:bg-accent-strong focus-visible:outline-focus",
        secondary:
          "border border-line bg-card text-ink shadow-sm hover:border-ink/30 hover:bg-surface focus-visible:outline-focus",
        /**
         * On the dark (`bg-night`) bands, in both schemes: a white button with a bright focus
         * ring, whose hover tint stays light where the dark scheme darkens `accent-soft`.
         */
        inverse:
          "bg-white text-night hover:bg-accent-soft focus-visible:outline-accent-bright dark:hover:bg-accent-bright",
        ghost: "text-ink hover:bg-surface focus-visible:outline-focus",
        /** A secondary icon action beside text (copy buttons): muted until hovered. */
        quiet: "text-muted hover:bg-surface hover:text-ink focus-visible:outline-focus",
      },
      size: {
        md: "min-h-11 px-5 text-sm",
        lg: "min-h-12 px-6 text-base",
        icon: "size-11",
      },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);

/** Props shared by button-looking elements: a `variant` and a `size`. */
export type ButtonVariantProps = VariantProps<typeof buttonVariants>;

/** A `<button type="button">` with the site's button look. */
export function Button({
  className,
  variant,
  size,
  type = "button",
  ...props
}: React.ComponentProps<"button"> & ButtonVariantProps) {
  return (
    <button
      data-slot="button"
      type={type}
      className={cn(buttonVariants({ variant, size }), className)}
      {...props}
    />
  );
}
