import { BackLink } from "~/components/reading/back-link";
import { Icon } from "~/components/ui/icon";
import { SectionHeading } from "~/components/ui/section-heading";
import type { ArticlesPageData } from "./data.server";

/**
 * The top of the articles page: a link back to the home page, the page's one `h1`, and the
 * link to the language's feed (RSS), which feed readers also find in the page's head.
 */
export function ArticlesIntro({
  words,
  homePath,
  feedPath,
}: {
  words: ArticlesPageData["words"];
  homePath: string;
  feedPath: string;
}) {
  return (
    <div className="container-page pt-28 pb-10 sm:pt-32">
      <BackLink to={homePath}>{words.backToHome}</BackLink>
      <SectionHeading
        as="h1"
        id="articles-heading"
        eyebrow={words.eyebrow}
        heading={words.heading}
        intro={words.intro}
        align="start"
        className="mt-6"
      />
      <a
        href={feedPath}
        type="application/rss+xml"
        className="mt-4 inline-flex min-h-11 items-center gap-2 rounded-sm text-sm font-medium text-accent hover:text-accent-strong focus-visible:outline-2 focus-visible:outline-focus"
      >
        <Icon name="rss" className="size-4" />
        {words.feedLabel}
      </a>
    </div>
  );
}
