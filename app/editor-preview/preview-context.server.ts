import { publishedArticles } from "../content/articles.ts";
import { readContent } from "../content/content.server.ts";
import { contentFolder } from "../content/read-file.ts";
import { quotableFacts } from "../content/site-facts.ts";
import { localeIds } from "../i18n/locales.ts";
import { resolveAnalytics } from "../lib/analytics-settings.ts";
import { articleSummary } from "../pages/article/article-data.server.ts";
import { caseStudyView } from "../pages/case-studies/case-study-view.ts";
import { articleFeedPath } from "../pages/registry.ts";
import { rootData } from "../root-data.server.ts";
import type { PreviewContext } from "./preview-data.ts";

/**
 * What the editor's preview needs besides the entry being edited, from the content as it is
 * on disk (in the current directory) when the build runs (or, under `npm run dev`, when the editor loads): each locale's
 * root data (common words, the site's facts: what `useCopy()` and `useSite()` give the
 * sections), the facts a text may quote in braces, written in that locale, the case studies as
 * their page shows them, the published articles as their page lists them, the figures, each
 * case study image as the build writes it, by the path the content names it with, and whether
 * the build counts visits. Served
 * as `/admin/preview/context.json` (tooling/build-steps/editor/editor-files.ts); the YAML parser, zod
 * and the phone-number library stay on the server.
 *
 * @throws ContentError when the content is invalid (the content check runs before every build).
 */
export function editorPreviewContext(): PreviewContext {
  const content = readContent();
  const images = Object.fromEntries(
    content.caseStudies.map((study) => [study.imageFile.slice(contentFolder.length), study.image]),
  );
  return {
    figures: content.figures,
    images,
    countsVisits: resolveAnalytics(content.analytics, process.env) !== null,
    locales: Object.fromEntries(
      localeIds.map((locale) => {
        const { common, caseStudies: caseStudiesPage, articles } = content.copies[locale];
        return [
          locale,
          {
            root: rootData(locale),
            facts: quotableFacts(locale, content, common.figures.notYet),
            caseStudies: content.caseStudies.map(({ id, image, results, words }) =>
              caseStudyView(
                { id, image, results, words: words[locale] },
                locale,
                common.figures.notYet,
              ),
            ),
            caseStudiesPage,
            articles: publishedArticles(content.articles, locale).map((article) =>
              articleSummary(article, articles),
            ),
            articleFeedPath: articleFeedPath(locale),
          },
        ];
      }),
    ),
  };
}
