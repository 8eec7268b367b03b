import { useLocation } from "react-router";
import type { Copy } from "~/content/schema";
import { copyOf } from "./copy";
import { formatFigure, type Figure } from "~/lib/figures";
import { localeOf, locales, type Locale } from "./locales";

/** The locale of the page being rendered, from its URL (`/es/…` is Spanish). */
export function useLocale(): Locale {
  return localeOf(useLocation().pathname);
}

/** The current page's copy (loaded before the first render: see `loadCopy`). */
export function useCopy(): Copy {
  return copyOf(useLocale());
}

/**
 * Writes a figure of `app/content/facts.ts` in the current page's language ("$2.4M",
 * "US$ 2,4 millones"; a `notYet` figure as the copy's "Not there yet").
 */
export function useFormatFigure(): (figure: Figure) => string {
  const locale = useLocale();
  const { notYet } = copyOf(locale).trackRecord;
  return (figure) => formatFigure(figure, locales[locale], notYet);
}
