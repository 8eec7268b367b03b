import { localeOf } from "~/i18n/locales";
import { withContentProblems } from "~/content/content.server";
import type { PageHandle } from "~/lib/page-hydration";
import type { Route } from "./+types/route";
import { ArticleList } from "./article-list";
import { ArticlesIntro } from "./articles-intro";
import { articlesPageData } from "./data.server";

/** The locale's published articles, newest first (prerendered). */
export function loader({ url }: Route.LoaderArgs) {
  return withContentProblems(() => articlesPageData(localeOf(url.pathname)));
}

/** Only read: complete HTML with no script (docs/decisions/058-reading-pages-ship-no-script.md). */
export const handle = { hydrate: false } satisfies PageHandle;

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
