import { CaseStudiesCta } from "~/components/case-studies/case-studies-cta";
import { CaseStudiesIntro } from "~/components/case-studies/case-studies-intro";
import { CaseStudiesList } from "~/components/case-studies/case-studies-list";
import { localeOf } from "~/i18n/locales";
import { caseStudiesPageData } from "~/i18n/page-data.server";
import type { Route } from "./+types/case-studies";

/** The page's words and case studies, results written in the locale of its URL (prerendered). */
export function loader({ url }: Route.LoaderArgs) {
  return caseStudiesPageData(localeOf(url.pathname));
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData.head;
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
