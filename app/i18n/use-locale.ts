import { useLocation } from "react-router";
import { localeOf, type Locale } from "./locales";

/** The locale of the page being rendered, from its URL (`/es/…` is Spanish). */
export function useLocale(): Locale {
  return localeOf(useLocation().pathname);
}
