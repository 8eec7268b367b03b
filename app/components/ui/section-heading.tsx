import { cn } from "~/lib/cn";

/**
 * The eyebrow, heading and intro that open a section. The heading is an `h2` with `id`, for
 * the section's `aria-labelledby`; pass `as="h1"` for a page's one top heading.
 */
export function SectionHeading({
  id,
  eyebrow,
  heading,
  intro,
  as: Heading = "h2",
  align = "center",
  className,
}: {
  id: string;
  eyebrow: string;
  heading: string;
  intro?: string;
  as?: "h1" | "h2";
  align?: "center" | "start";
  className?: string;
}) {
  return (
    <div className={cn("max-w-2xl", align === "center" && "mx-auto text-center", className)}>
      <p className="text-sm font-semibold tracking-wide text-accent uppercase">{eyebrow}</p>
      <Heading
        id={id}
        className="mt-3 text-3xl font-semibold tracking-tight text-balance text-ink sm:text-4xl"
      >
        {heading}
      </Heading>
      {intro && <p className="mt-4 text-lg leading-relaxed text-pretty text-body">{intro}</p>}
    </div>
  );
}
