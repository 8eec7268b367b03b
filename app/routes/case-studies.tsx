import { CaseStudiesCta } from "~/components/case-studies/case-studies-cta";
import { CaseStudiesIntro } from "~/components/case-studies/case-studies-intro";
import { CaseStudiesList } from "~/components/case-studies/case-studies-list";
import { caseStudies } from "~/content/facts";
import { site } from "~/content/site";
import { loadPageCopy } from "~/i18n/copy";
import { locales } from "~/i18n/locales";
import { pageHead } from "~/i18n/page-head";
import { breadcrumbJsonLd, caseStudiesItemListJsonLd } from "~/lib/structured-data";
import type { Route } from "./+types/case-studies";

// React Router imports this module before rendering its page, so its words are loaded first.
await loadPageCopy("caseStudies");

export function meta({ location }: Route.MetaArgs) {
  return pageHead(location.pathname, "caseStudies", (words, common, locale) => {
    const { paths, lang } = locales[locale];
    return [
      caseStudiesItemListJsonLd(
        site.url,
        paths.caseStudies,
        lang,
        caseStudies.map(({ id, image }) => ({
          id,
          image,
          ...words.caseStudies[id],
        })),
      ),
      breadcrumbJsonLd(site.url, [
        [common.navigation.homeLabel, paths.home],
        [common.navigation.caseStudies.label, paths.caseStudies],
      ]),
    ];
  });
}

/** `/case-studies` and `/es/casos-de-exito` (spec section 2 "Case studies page"). */
export default function CaseStudies() {
  return (
    <>
      <CaseStudiesIntro />
      <CaseStudiesList />
      <CaseStudiesCta />
    </>
  );
}
