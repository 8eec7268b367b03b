import { CaseStudiesCta } from "~/components/case-studies/case-studies-cta";
import { CaseStudiesIntro } from "~/components/case-studies/case-studies-intro";
import { CaseStudiesList } from "~/components/case-studies/case-studies-list";
import { caseStudiesPage } from "~/content/case-studies";
import { navigation } from "~/content/navigation";
import { pageMeta } from "~/content/page-meta";
import { site } from "~/content/site";
import { buildMeta } from "~/lib/meta";
import { breadcrumbJsonLd, caseStudiesItemListJsonLd } from "~/lib/structured-data";

export function meta() {
  return buildMeta(pageMeta.caseStudies, site, {
    jsonLd: [
      caseStudiesItemListJsonLd(site.url, caseStudiesPage.caseStudies),
      breadcrumbJsonLd(site.url, [
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
