import { useLocation } from "react-router";
import type { CommonCopy, Copy } from "~/content/schema";
import { copyOf, type PageCopyPart } from "./copy";
import { formatFigure, type Figure } from "~/lib/figures";
import { localeOf, locales, type Locale } from "./locales";

/** The locale of the page being rendered, from its URL (`/es/…` is Spanish). */
export function useLocale(): Locale {
  return localeOf(useLocation().pathname);
}

/**
 * The words on every page of the current locale: header, menu, footer, skip link. Every page
 * route loads them with its own (`loadPageCopy`), before React Router renders it.
 */
export function useCopy(): CommonCopy {
  return copyOf(useLocale(), "common");
}

/**
 * One page's words in the current locale. Only the page's own route may ask for them: that
 * route module loaded them (`loadPageCopy`).
 *
 * @throws Error when the part is not loaded (a component used on another page).
 */
export function usePageCopy<Page extends PageCopyPart>(page: Page): Copy[Page] {
  return copyOf(useLocale(), page);
}

/**
 * Writes a figure of `app/content/facts.ts` in the current page's language ("$2.4M",
 * "US$ 2,4 millones"; a `notYet` figure as the copy's "Not there yet").
 */
export function useFormatFigure(): (figure: Figure) => string {
  const locale = useLocale();
  const { notYet } = copyOf(locale, "common").figures;
  return (figure) => formatFigure(figure, locales[locale], notYet);
}
