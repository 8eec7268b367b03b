import { cn } from "~/lib/cn";

/**
 * An article's tags as a list of small labels (not links: the site has no page per tag),
 * named for screen readers by `label` when given.
 */
export function ArticleTags({
  tags,
  label,
  className,
}: {
  tags: readonly string[];
  label?: string;
  className?: string;
}) {
  if (tags.length === 0) return null;
  return (
    <ul aria-label={label} className={cn("flex flex-wrap gap-2", className)}>
      {tags.map((tag) => (
        <li
          key={tag}
          className="rounded-full bg-accent-soft px-3 py-1 text-xs font-medium text-accent-strong"
        >
          {tag}
        </li>
      ))}
    </ul>
  );
}
