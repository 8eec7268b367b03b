import { ContentImage } from "~/components/reading/content-image";
import { BackLink } from "~/components/reading/back-link";
import { articleCoverSlot } from "~/content/image-slots";
import type { ArticlesWords } from "../articles/words";
import type { RenderedArticle } from "./article-data.server";
import { ArticleByline } from "./article-byline";
import { ArticleTags } from "./article-tags";
import { RelatedCaseStudies } from "./related-case-studies";

/**
 * An article: a link back to the articles page, its title (the page's one `h1`), when it was
 * published (and updated), how long it takes to read, who wrote it ({@link ArticleByline}),
 * its tags, its cover, its text, rendered from Markdown at build time
 * (app/content/markdown.ts), and the case studies it leads to ({@link RelatedCaseStudies}).
 *
 * @param newTabNote - read after a link that opens a new tab (the author's LinkedIn page).
 */
export function ArticleView({
  article,
  words,
  indexPath,
  newTabNote,
}: {
  article: RenderedArticle;
  words: ArticlesWords["article"];
  indexPath: string;
  newTabNote: string;
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
        </p>
        <ArticleByline
          byline={article.byline}
          {...(article.author && { author: article.author })}
          newTabNote={newTabNote}
          className="mt-3"
        />
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
        <RelatedCaseStudies
          heading={words.relatedHeading}
          studies={article.related}
          className="mt-12"
        />
      </div>
    </article>
  );
}
