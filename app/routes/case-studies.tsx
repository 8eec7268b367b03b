import { CaseStudiesCta } from "~/components/case-studies/case-studies-cta";
import { CaseStudiesIntro } from "~/components/case-studies/case-studies-intro";
import { CaseStudiesList } from "~/components/case-studies/case-studies-list";
import { caseStudiesPage } from "~/content/case-studies";
import { navigation } from "~/content/navigation";
import { pageMeta } from "~/content/page-meta";
import { buildMeta } from "~/lib/meta";
import { breadcrumbJsonLd, caseStudiesItemListJsonLd } from "~/lib/structured-data";

export function meta() {
  return buildMeta(pageMeta.caseStudies, {
    jsonLd: [
      caseStudiesItemListJsonLd(caseStudiesPage.caseStudies),
      breadcrumbJsonLd([
        [navigation.homeLabel, "/"],
        [navigation.caseStudies.label, navigation.caseStudies.to],
      ]),
    ],
  });
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
