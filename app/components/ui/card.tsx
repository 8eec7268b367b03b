import { cn } from "~/lib/cn";

/** A bordered surface that groups one piece of content (shadcn's Card, reduced to what is used). */
export function Card({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="card"
      className={cn("rounded-card border border-line bg-card p-6 shadow-card sm:p-7", className)}
      {...props}
    />
  );
}

/** The card's heading: an `h3`, so it sits under the section's `h2` (WCAG 1.3.1). */
export function CardTitle({ className, children, ...props }: React.ComponentProps<"h3">) {
  return (
    <h3
      data-slot="card-title"
      className={cn("text-lg leading-snug font-semibold text-ink", className)}
      {...props}
    >
      {children}
    </h3>
  );
}

/**
 * A tinted square holding the card's icon. `tone` picks the tint for a light card (default)
 * or a dark (`bg-night`) band.
 */
export function CardIcon({
  className,
  tone = "light",
  ...props
}: React.ComponentProps<"div"> & { tone?: "light" | "dark" }) {
  return (
    <div
      data-slot="card-icon"
      className={cn(
        "flex size-11 shrink-0 items-center justify-center rounded-button [&_svg]:size-5",
        tone === "light" ? "bg-accent-soft text-accent" : "bg-white/10 text-accent-bright",
        className,
      )}
      {...props}
    />
  );
}
