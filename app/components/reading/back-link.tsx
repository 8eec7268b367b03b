import { Link } from "react-router";
import { Icon } from "~/components/ui/icon";

/**
 * The link back to the page above this one (the home page, the list of articles), with a
 * leftward arrow, at the top of a page; at least 44 px tall (WCAG 2.5.8 asks 24).
 */
export function BackLink({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <Link
      to={to}
      className="inline-flex min-h-11 items-center gap-2 rounded-sm text-sm font-medium text-body hover:text-ink focus-visible:outline-2 focus-visible:outline-focus"
    >
      <Icon name="arrow-left" className="size-4" />
      {children}
    </Link>
  );
}
