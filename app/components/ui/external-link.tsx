import { cn } from "~/lib/cn";

/**
 * A link that opens an outside page in a new tab, with `rel="noopener noreferrer"` so the
 * page cannot reach back to ours, and a visually hidden `newTabNote` ("(opens in a new tab)",
 * in the page's language) so screen reader users are told before they leave (WCAG 3.2.5,
 * technique G201).
 */
export function ExternalLink({
  className,
  children,
  newTabNote,
  ...props
}: Omit<React.ComponentProps<"a">, "target" | "rel"> & { href: string; newTabNote: string }) {
  return (
    <a target="_blank" rel="noopener noreferrer" className={cn(className)} {...props}>
      {children} <span className="sr-only">{newTabNote}</span>
    </a>
  );
}
