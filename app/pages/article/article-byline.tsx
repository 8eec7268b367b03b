import { ContentImage } from "~/components/reading/content-image";
import { ExternalLink } from "~/components/ui/external-link";
import { Icon } from "~/components/ui/icon";
import { bylinePhotoSlot } from "~/content/image-slots";
import { cn } from "~/lib/cn";
import type { ArticleAuthor } from "./article-data.server";

/**
 * Who wrote an article, under its title. A team member's byline shows their photo, the byline
 * with their name, their role and, when the team gives one, a link to their LinkedIn page (a
 * new tab, said to screen readers: WCAG 3.2.5), in an `<address>`, the HTML element for the
 * contact information of an article's author; without one, the byline names the company.
 *
 * @param byline - "By {author}" in the page's language, the author's name filled in.
 * @param author - the team member who wrote it ({@link ArticleAuthor}), if one did.
 * @param newTabNote - read after a link that opens a new tab.
 */
export function ArticleByline({
  byline,
  author,
  newTabNote,
  className,
}: {
  byline: string;
  author?: ArticleAuthor;
  newTabNote: string;
  className?: string;
}) {
  if (!author) return <p className={cn("text-sm text-muted", className)}>{byline}</p>;
  return (
    <address className={cn("flex items-center text-sm not-italic", className)}>
      <ContentImage
        image={author.photo}
        alt=""
        sizes={bylinePhotoSlot.sizes}
        isLargest={false}
        className="size-14 shrink-0 rounded-full bg-line object-cover"
      />
      {/* A margin, not the row's gap: the photo's <source> elements are items of the row too. */}
      <div className="ml-4">
        <p className="font-semibold text-ink">{byline}</p>
        <p className="text-muted">{author.role}</p>
        {author.linkedIn && (
          <ExternalLink
            href={author.linkedIn.href}
            newTabNote={newTabNote}
            className="inline-flex min-h-6 items-center gap-1.5 font-semibold text-accent underline-offset-4 hover:underline [&_svg]:size-4"
          >
            {author.linkedIn.label}
            <Icon name="arrow-up-right" />
          </ExternalLink>
        )}
      </div>
    </address>
  );
}
