import { readContent } from "~/content/content.server";
import { homePath, locales, type Locale } from "~/i18n/locales";
import { breadcrumbJsonLd, caseStudiesItemListJsonLd } from "~/lib/structured-data";
import { pageHead } from "../page-head";
import { pagePath, pages } from "../registry";
import { caseStudyView } from "./case-study-view";

/**
 * The case studies page's data (`/case-studies`, `/es/casos-de-exito`), built by its loader at
 * prerender: its words, head with structured data, and each case study with its words and its
 * results written out in the locale ({@link caseStudyView}). The closing call to action leads to the home page's
 * contact section (docs/requirements.md R12); the WhatsApp chat's first message names the page
 * (R25).
 */
export function caseStudiesPageData(locale: Locale) {
  const { site, copies, caseStudies } = readContent();
  const { common, caseStudies: words } = copies[locale];
  const path = pagePath(pages.caseStudies, locale);
  const studies = caseStudies.map(({ id, image, results, words: studyWords }) =>
    caseStudyView({ id, image, results, words: studyWords[locale] }, locale, common.figures.notYet),
  );
  return {
    head: pageHead(site, locale, pages.caseStudies, words.meta, [
      caseStudiesItemListJsonLd(
        site.url,
        path,
        locales[locale].lang,
        studies.map(({ id, image, words: studyWords }) => ({ id, image, ...studyWords })),
      ),
      breadcrumbJsonLd(site.url, [
        [common.navigation.homeLabel, homePath(locale)],
        [common.navigation.caseStudies.label, path],
      ]),
    ]),
    words,
    /** Where the closing call to action leads: the home page's contact section. */
    contactPath: common.navigation.getStarted.to,
    homePath: homePath(locale),
    caseStudies: studies,
    whatsAppText: words.whatsAppText,
  };
}

/** The case studies page's data, as its route component gets it. */
export type CaseStudiesPageData = ReturnType<typeof caseStudiesPageData>;
