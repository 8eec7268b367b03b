import { ContentImage } from "~/components/reading/content-image";
import { caseStudySlot } from "~/content/image-slots";
import { cn } from "~/lib/cn";
import { CaseStudyResults } from "./case-study-results";
import type { CaseStudyData } from "./case-study-view";
import type { CaseStudiesWords } from "./words";

/** The page's words a card shows beside the study's own. */
export type CaseStudyLabels = Pick<CaseStudiesWords, "clientLabel" | "resultsLabel" | "tagsLabel">;

/**
 * One case study (docs/requirements.md R12): illustration, industry, title, client,
 * description, results (icon, value, label) and tags. On wide screens the illustration sits
 * left, or right when `isReversed`, so consecutive cards alternate (docs/requirements.md R12).
 * The image ({@link ContentImage}) has its intrinsic `width`/`height`, so it reserves its space
 * before loading (no CLS), and comes at the width its slot needs (`caseStudySlot`). It
 * sits at the top of its column: centred, it moved down as the browser parsed the rest of the
 * card's text (a layout shift on a slow connection).
 * `isFirst`: the first card's image is on screen when a phone opens the page, and its largest
 * element, so it loads at once and ahead of the scripts (`fetchpriority="high"`); the others
 * load when scrolled near.
 */
export function CaseStudyCard({
  caseStudy,
  labels: caseStudiesPage,
  isReversed,
  isFirst,
}: {
  caseStudy: CaseStudyData;
  labels: CaseStudyLabels;
  isReversed: boolean;
  isFirst: boolean;
}) {
  const { words } = caseStudy;
  const headingId = `${caseStudy.id}-heading`;
  return (
    <article
      id={caseStudy.id}
      aria-labelledby={headingId}
      className="overflow-hidden rounded-card border border-line bg-card shadow-card lg:grid lg:grid-cols-2"
    >
      <div className={cn("flex items-start bg-surface p-5 sm:p-8", isReversed && "lg:order-last")}>
        <ContentImage
          image={caseStudy.image}
          alt={words.imageAlt}
          sizes={caseStudySlot.sizes}
          isLargest={isFirst}
          className="h-auto w-full rounded-button shadow-card"
        />
      </div>
      <div className="p-7 sm:p-10">
        <p className="inline-flex rounded-full bg-accent-soft px-3 py-1 text-xs font-semibold tracking-wide text-accent-strong uppercase">
          {words.industry}
        </p>
        <h2
          id={headingId}
          className="mt-4 text-2xl font-semibold tracking-tight text-ink sm:text-3xl"
        >
          {words.title}
        </h2>
        <p className="mt-2 text-sm text-muted">
          <span className="font-medium text-body">{caseStudiesPage.clientLabel}:</span>{" "}
          {words.client}
        </p>
        <p className="mt-5 leading-relaxed text-body">{words.description}</p>
        <h3 className="sr-only">{caseStudiesPage.resultsLabel}</h3>
        <CaseStudyResults results={caseStudy.results} />
        <h3 className="sr-only">{caseStudiesPage.tagsLabel}</h3>
        <ul className="mt-6 flex flex-wrap gap-2">
          {words.tags.map((tag) => (
            <li
              key={tag}
              className="rounded-full border border-line px-3 py-1 text-xs font-medium text-body"
            >
              {tag}
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}
