import { localeOf } from "~/i18n/locales";
import type { Route } from "./+types/route";
import { CaseStudiesCta } from "./case-studies-cta";
import { CaseStudiesIntro } from "./case-studies-intro";
import { CaseStudiesList } from "./case-studies-list";
import { withContentProblems } from "~/content/content.server";
import { caseStudiesPageData } from "./data.server";

/** The page's words and case studies, results written in the locale of its URL (prerendered). */
export function loader({ url }: Route.LoaderArgs) {
  return withContentProblems(() => caseStudiesPageData(localeOf(url.pathname)));
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData.head;
}

/** `/case-studies` and `/es/casos-de-exito` (docs/requirements.md R12). */
export default function CaseStudies({ loaderData }: Route.ComponentProps) {
  const { words, caseStudies, homePath, contactPath } = loaderData;
  return (
    <>
      <CaseStudiesIntro words={words} homePath={homePath} />
      <CaseStudiesList caseStudies={caseStudies} labels={words} />
      <CaseStudiesCta cta={words.cta} contactPath={contactPath} />
    </>
  );
}
