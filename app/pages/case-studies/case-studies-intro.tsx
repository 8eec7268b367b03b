import { BackLink } from "~/components/reading/back-link";
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
      <BackLink to={homePath}>{caseStudiesPage.backToHome}</BackLink>
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
