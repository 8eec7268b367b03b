import { useLocation } from "react-router";
import type { Copy } from "~/content/schema";
import { copyOf } from "./copy";
import { localeOf, type Locale } from "./locales";

/** The locale of the page being rendered, from its URL (`/es/…` is Spanish). */
export function useLocale(): Locale {
  return localeOf(useLocation().pathname);
}

/** The current page's copy (loaded before the first render: see `loadCopy`). */
export function useCopy(): Copy {
  return copyOf(useLocale());
}
