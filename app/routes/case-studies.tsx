import { CaseStudiesCta } from "~/components/case-studies/case-studies-cta";
import { CaseStudiesIntro } from "~/components/case-studies/case-studies-intro";
import { CaseStudiesList } from "~/components/case-studies/case-studies-list";
import { pageMeta } from "~/content/page-meta";
import { buildMeta } from "~/lib/meta";

export function meta() {
  return buildMeta(pageMeta.caseStudies);
}

/** `/case-studies` (spec section 2 "Case studies page"). */
export default function CaseStudies() {
  return (
    <>
      <CaseStudiesIntro />
      <CaseStudiesList />
      <CaseStudiesCta />
    </>
  );
}
