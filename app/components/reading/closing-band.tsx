import type { ReactNode } from "react";
import { placedIn, type Placement } from "~/lib/analytics-events";

/** The band's sizes: `page` closes a page of its own; `article` ends an article, a step smaller. */
const sizes = {
  page: {
    section: "bg-night py-20 text-white sm:py-24",
    heading: "text-3xl font-semibold tracking-tight text-balance sm:text-4xl",
  },
  article: {
    section: "bg-night py-16 text-white sm:py-20",
    heading: "text-2xl font-semibold tracking-tight text-balance sm:text-3xl",
  },
} as const;

/**
 * The dark band that closes a page with a call to action: a heading (the band's accessible
 * name, `headingId`), a line of text, then `children` (its links). With analytics on, the
 * calls to action inside are counted with `placement` (docs/analytics.md).
 */
export function ClosingBand({
  headingId,
  heading,
  text,
  placement,
  size,
  children,
}: {
  headingId: string;
  heading: string;
  text: string;
  placement: Placement;
  size: keyof typeof sizes;
  children: ReactNode;
}) {
  return (
    <section
      {...(__ANALYTICS__ && placedIn(placement))}
      aria-labelledby={headingId}
      className={sizes[size].section}
    >
      <div className="container-page max-w-3xl text-center">
        <h2 id={headingId} className={sizes[size].heading}>
          {heading}
        </h2>
        <p className="mt-4 text-lg leading-relaxed text-white/80">{text}</p>
        {children}
      </div>
    </section>
  );
}
