import { localeOf } from "~/i18n/locales";
import { withContentProblems } from "~/content/content.server";
import type { Route } from "./+types/route";
import { ArticleList } from "./article-list";
import { ArticlesIntro } from "./articles-intro";
import { articlesPageData } from "./data.server";

/** The locale's published articles, newest first (prerendered). */
export function loader({ url }: Route.LoaderArgs) {
  return withContentProblems(() => articlesPageData(localeOf(url.pathname)));
}

/** The page's title, description, canonical and hreflang links, and link preview. */
export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData.head;
}

/** `/insights` and `/es/articulos`: the language's articles, newest first. */
export default function Articles({ loaderData }: Route.ComponentProps) {
  const { words, articles, feedPath, homePath } = loaderData;
  return (
    <>
      <ArticlesIntro words={words} homePath={homePath} feedPath={feedPath} />
      <ArticleList articles={articles} />
    </>
  );
}
