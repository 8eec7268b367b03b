import { Icon } from "~/components/ui/icon";
import { Link } from "react-router";
import { SectionHeading } from "~/components/ui/section-heading";
import type { CaseStudiesWords } from "./words";

/**
 * The top of the case studies page: Back to Home (to `homePath`, the home page of the page's
 * locale) and the page's one `h1` (docs/requirements.md R12).
 */
export function CaseStudiesIntro({
  words: caseStudiesPage,
  homePath,
}: {
  words: CaseStudiesWords;
  homePath: string;
}) {
  return (
    <div className="container-page pt-28 pb-12 sm:pt-32">
      <Link
        to={homePath}
        className="inline-flex min-h-11 items-center gap-2 rounded-sm text-sm font-medium text-body hover:text-ink focus-visible:outline-2 focus-visible:outline-focus"
      >
        <Icon name="arrow-left" className="size-4" />
        {caseStudiesPage.backToHome}
      </Link>
      <SectionHeading
        as="h1"
        id="case-studies-heading"
        eyebrow={caseStudiesPage.eyebrow}
        heading={caseStudiesPage.heading}
        intro={caseStudiesPage.intro}
        align="start"
        className="mt-6"
      />
    </div>
  );
}
