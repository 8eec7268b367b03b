import { localeOf } from "~/i18n/locales";
import { withContentProblems } from "~/content/content.server";
import type { Route } from "./+types/route";
import { ArticleCta } from "./article-cta";
import { ArticleView } from "./article-view";
import { articlePageData } from "./data.server";

/** The article of the URL's slug, in the URL's locale, rendered at prerender. */
export function loader({ url, params }: Route.LoaderArgs) {
  return withContentProblems(() => articlePageData(localeOf(url.pathname), params.slug));
}

/** The page's title, description, canonical and hreflang links, and link preview. */
export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData.head;
}

/**
 * `/insights/<slug>` and `/es/articulos/<slug>`: one article, with its byline and the case
 * studies it leads to, then the call to action.
 */
export default function Article({ loaderData }: Route.ComponentProps) {
  const { article, words, indexPath, newTabNote } = loaderData;
  return (
    <>
      <ArticleView article={article} words={words} indexPath={indexPath} newTabNote={newTabNote} />
      <ArticleCta cta={words.cta} />
    </>
  );
}
