import { Link } from "react-router";
import { useSite } from "~/hooks/use-root-data";
import { homePath } from "~/i18n/locales";
import { useLocale } from "~/i18n/use-locale";
import { cn } from "~/lib/cn";

/**
 * The brand mark and name, linking to the top of the home page. `tone` picks the colours
 * for a light or a dark background. With `isNameFitted` (the site header), the name is read by
 * screen readers but shown only from the width at which the header measured that it fits
 * beside the header's other items (app/lib/header-fit.ts); it never wraps.
 */
export function Logo({
  tone = "light",
  isNameFitted = false,
  className,
}: {
  tone?: "light" | "dark";
  isNameFitted?: boolean;
  className?: string;
}) {
  const site = useSite();
  return (
    <Link
      to={homePath(useLocale())}
      className={cn(
        "inline-flex min-h-11 shrink-0 items-center gap-2 rounded-button text-base font-semibold tracking-tight whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-4",
        tone === "light"
          ? "text-ink focus-visible:outline-focus"
          : "text-white focus-visible:outline-accent-bright",
        className,
      )}
    >
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" className="fill-brand" />
        <rect x="8" y="17" width="4" height="7" rx="1" fill="#fff" opacity="0.7" />
        <rect x="14" y="12" width="4" height="12" rx="1" fill="#fff" opacity="0.85" />
        <rect x="20" y="7" width="4" height="17" rx="1" fill="#fff" />
      </svg>
      <span {...(isNameFitted && { "data-header-fit": "site-name", className: "sr-only" })}>
        {site.name}
      </span>
    </Link>
  );
}
