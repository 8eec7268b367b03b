import { Icon } from "~/components/ui/icon";
import { cn } from "~/lib/cn";
import type { RelatedCaseStudy } from "./article-data.server";

/**
 * The case studies an article leads to, at its end: under a heading in the page's language,
 * each study's industry, its title as a link to its card on the case studies page, and its
 * description. Renders nothing when the article names none.
 *
 * @param heading - the section's heading ("Related case studies").
 * @param studies - the studies in the article's order ({@link RelatedCaseStudy}).
 */
export function RelatedCaseStudies({
  heading,
  studies,
  className,
}: {
  heading: string;
  studies: readonly RelatedCaseStudy[];
  className?: string;
}) {
  if (studies.length === 0) return null;
  return (
    <section
      aria-labelledby="related-case-studies-heading"
      className={cn("border-t border-line pt-10", className)}
    >
      <h2
        id="related-case-studies-heading"
        className="text-2xl font-semibold tracking-tight text-ink"
      >
        {heading}
      </h2>
      <ul className="mt-6 grid gap-4">
        {studies.map((study) => (
          <li
            key={study.id}
            className="relative rounded-card border border-line bg-card p-6 shadow-card"
          >
            <p className="inline-flex rounded-full bg-accent-soft px-3 py-1 text-xs font-semibold tracking-wide text-accent-strong uppercase">
              {study.industry}
            </p>
            <h3 className="mt-3 text-lg leading-snug font-semibold text-ink">
              <a
                href={study.href}
                className="inline-flex items-center gap-1.5 rounded-sm after:absolute after:inset-0 after:rounded-card hover:text-accent focus-visible:outline-2 focus-visible:outline-focus [&_svg]:size-4"
              >
                {study.title}
                <Icon name="arrow-right" />
              </a>
            </h3>
            <p className="mt-2 leading-relaxed text-body">{study.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
