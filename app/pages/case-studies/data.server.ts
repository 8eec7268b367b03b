import { readContent } from "~/content/content.server";
import { homePath, locales, type Locale } from "~/i18n/locales";
import { formatFigure } from "~/lib/figures";
import { breadcrumbJsonLd, caseStudiesItemListJsonLd } from "~/lib/structured-data";
import { pageHead } from "../page-head";
import { pagePath, pages } from "../registry";

/**
 * The case studies page's data (`/case-studies`, `/es/casos-de-exito`), built by its loader at
 * prerender: its words, head with structured data, and each case study with its words and its
 * results written out in the locale. The closing call to action leads to the home page's
 * contact section (docs/requirements.md R12).
 */
export function caseStudiesPageData(locale: Locale) {
  const { site, copies, caseStudies } = readContent();
  const { common, caseStudies: words } = copies[locale];
  const path = pagePath(pages.caseStudies, locale);
  const studies = caseStudies.map(({ id, image, results, words: studyWords }) => {
    const { title, client, industry, description, tags, imageAlt, resultLabels } =
      studyWords[locale];
    return {
      id,
      image,
      words: { title, client, industry, description, tags, imageAlt },
      results: results.map((result, index) => ({
        id: result.id,
        icon: result.icon,
        value: formatFigure(result.figure, locales[locale], common.figures.notYet),
        label: resultLabels[index] ?? "",
      })),
    };
  });
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
  };
}

/** The case studies page's data, as its route component gets it. */
export type CaseStudiesPageData = ReturnType<typeof caseStudiesPageData>;

/** One case study as the page shows it. */
export type CaseStudyData = CaseStudiesPageData["caseStudies"][number];
