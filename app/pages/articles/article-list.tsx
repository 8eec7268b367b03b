import { Link } from "react-router";
import type { ArticleSummary } from "../article/article-data.server";
import { ArticleTags } from "../article/article-tags";

/**
 * The articles of the page's language, newest first: each a card with its date and reading
 * time, its title as a link to it (an `h2`), its description and its tags.
 */
export function ArticleList({ articles }: { articles: readonly ArticleSummary[] }) {
  return (
    <div className="container-page pb-20 sm:pb-24">
      <ul className="grid gap-6 md:grid-cols-2">
        {articles.map((article) => (
          <li
            key={article.path}
            className="relative flex flex-col rounded-card border border-line bg-card p-6 shadow-card sm:p-8"
          >
            <p className="text-sm text-muted">
              <time dateTime={article.date.iso}>{article.date.text}</time>
              <span aria-hidden="true"> · </span>
              {article.readingTime}
            </p>
            <h2 className="mt-3 text-xl font-semibold tracking-tight text-balance text-ink">
              <Link
                to={article.path}
                className="rounded-sm after:absolute after:inset-0 after:rounded-card hover:text-accent focus-visible:outline-2 focus-visible:outline-focus"
              >
                {article.title}
              </Link>
            </h2>
            <p className="mt-3 leading-relaxed text-body">{article.description}</p>
            <ArticleTags tags={article.tags} className="mt-5" />
          </li>
        ))}
      </ul>
    </div>
  );
}
