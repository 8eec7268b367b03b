import { data } from "react-router";
import { publishedArticles } from "~/content/articles";
import { readContent } from "~/content/content.server";
import { homePath, localeIds, locales, type Locale } from "~/i18n/locales";
import { formatMessage } from "~/lib/message";
import { buildMeta } from "~/lib/meta";
import { blogPostingJsonLd, breadcrumbJsonLd } from "~/lib/structured-data";
import { alternatesOf, pagePath, pages } from "../registry";
import { articlePreview } from "./article-preview";
import { articleVersions } from "./article-versions";
import { renderedArticle } from "./article-data.server";

/**
 * An article's page data (`/insights/<slug>`, `/es/articulos/<slug>`), built by its loader at
 * prerender: the article rendered ({@link renderedArticle}), the words around it, and its
 * head: title and description of its own, canonical, `og:type` article with its link preview
 * ({@link articlePreview}), hreflang to its published translations (and `x-default`),
 * `BlogPosting` (its author a `Person` when a team member wrote it) and breadcrumb JSON-LD; and the WhatsApp chat's first message, naming the
 * article (docs/requirements.md R25).
 *
 * @throws a 404 route error response when the locale has no published article of that slug
 *   (only a link typed by hand gets there: the build prerenders the published ones only).
 */
export function articlePageData(locale: Locale, slug: string) {
  const content = readContent();
  const { site, copies, articles } = content;
  const article = publishedArticles(articles, locale).find((each) => each.slug === slug);
  if (!article) throw data(null, { status: 404, statusText: "Not Found" });
  const { common, articles: words } = copies[locale];
  const shown = renderedArticle(article, words, content);
  const versions = articleVersions(articles, article);
  const image = articlePreview(article);
  const indexPath = pagePath(pages.articles, locale);
  return {
    head: buildMeta(
      {
        path: shown.path,
        title: article.title,
        description: article.description,
        image,
      },
      {
        url: site.url,
        name: site.name,
        themeColor: site.themeColor,
        locale: locales[locale].ogLocale,
        alternateLocales: localeIds
          .filter((other) => other !== locale && versions[other])
          .map((other) => locales[other].ogLocale),
      },
      {
        type: "article",
        alternates: alternatesOf(versions),
        jsonLd: [
          blogPostingJsonLd(site.url, locales[locale].lang, site.name, {
            ...article,
            author: shown.author && {
              name: shown.author.name,
              jobTitle: shown.author.role,
              imagePath: shown.author.photo.src,
              ...(shown.author.linkedIn && { linkedInUrl: shown.author.linkedIn.href }),
            },
            tags: shown.tags,
            path: shown.path,
            imagePath: image.path,
          }),
          breadcrumbJsonLd(site.url, [
            [common.navigation.homeLabel, homePath(locale)],
            [common.navigation.articles, indexPath],
            [article.title, shown.path],
          ]),
        ],
      },
    ),
    article: shown,
    words: { ...words.article, cta: words.cta },
    indexPath,
    newTabNote: common.navigation.opensInNewTab,
    whatsAppText: formatMessage(words.whatsAppText, { title: article.title }, locales[locale].lang),
  };
}

/** An article's page data, as its route component gets it. */
export type ArticlePageData = ReturnType<typeof articlePageData>;
