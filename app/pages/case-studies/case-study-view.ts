import type { CaseStudy, CaseStudyWords } from "../../content/case-studies.ts";
import type { ResponsiveImage } from "../../content/content-images.ts";
import { locales, type Locale } from "../../i18n/locales.ts";
import { formatFigure } from "../../lib/figures.ts";

/** What a case study's card is made from: its facts and its words in one locale. */
export interface CaseStudyViewInput {
  id: string;
  image: ResponsiveImage;
  results: CaseStudy["results"];
  /** Its words in the card's locale, placeholders filled. */
  words: CaseStudyWords;
}

/**
 * One case study as its card shows it ({@link CaseStudyCard}) in `locale`: its words, and its
 * results written out with `Intl` (app/lib/figures.ts) and labelled by position from
 * `resultLabels` (a result without a label gets an empty one). Pure: the page's loader calls it
 * at prerender, the editor's preview context at build (relative imports: it runs outside Vite's
 * aliases too), and the editor's preview (app/editor-preview/) in the browser.
 *
 * @param notYet - the locale's words for a figure not reached yet (common words).
 */
export function caseStudyView(
  { id, image, results, words }: CaseStudyViewInput,
  locale: Locale,
  notYet: string,
) {
  const { title, client, industry, description, tags, imageAlt, resultLabels } = words;
  return {
    id,
    image,
    words: { title, client, industry, description, tags, imageAlt },
    results: results.map((result, index) => ({
      id: result.id,
      icon: result.icon,
      value: formatFigure(result.figure, locales[locale], notYet),
      label: resultLabels[index] ?? "",
    })),
  };
}

/** One case study as the page shows it. */
export type CaseStudyData = ReturnType<typeof caseStudyView>;
