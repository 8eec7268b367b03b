import { ContentImage } from "~/components/reading/content-image";
import { BackLink } from "~/components/reading/back-link";
import { articleCoverSlot } from "~/content/image-slots";
import type { ArticlesWords } from "../articles/words";
import type { RenderedArticle } from "./article-data.server";
import { ArticleTags } from "./article-tags";

/**
 * An article: a link back to the articles page, its title (the page's one `h1`), when it was
 * published (and updated), how long it takes to read, who wrote it, its tags, its cover, and
 * its text, rendered from Markdown at build time (app/content/markdown.ts).
 */
export function ArticleView({
  article,
  words,
  indexPath,
}: {
  article: RenderedArticle;
  words: ArticlesWords["article"];
  indexPath: string;
}) {
  return (
    <article className="container-page pt-28 pb-16 sm:pt-32" aria-labelledby="article-heading">
      <div className="mx-auto max-w-3xl">
        <BackLink to={indexPath}>{words.backToArticles}</BackLink>
        <h1
          id="article-heading"
          className="mt-6 text-3xl font-semibold tracking-tight text-balance text-ink sm:text-4xl"
        >
          {article.title}
        </h1>
        <p className="mt-4 text-sm text-muted">
          <time dateTime={article.date.iso}>{article.date.text}</time>
          {article.updated && (
            <>
              <span aria-hidden="true"> · </span>
              <time dateTime={article.updated.iso}>{article.updated.text}</time>
            </>
          )}
          <span aria-hidden="true"> · </span>
          {article.readingTime}
          <span aria-hidden="true"> · </span>
          {article.byline}
        </p>
        <ArticleTags tags={article.tags} label={words.tagsLabel} className="mt-4" />
        {article.cover && (
          <ContentImage
            image={article.cover.image}
            alt={article.cover.alt}
            sizes={articleCoverSlot.sizes}
            isLargest
            className="mt-8 h-auto w-full rounded-card"
          />
        )}
        <div
          className="article-body mt-8"
          // The article's Markdown, rendered and sanitised at build time (app/content/markdown.ts).
          dangerouslySetInnerHTML={{ __html: article.html }}
        />
      </div>
    </article>
  );
}
