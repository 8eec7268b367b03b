import { readContent, type Content } from "~/content/content.server";
import { localeIds, locales, type Locale } from "~/i18n/locales";
import { professionalServiceJsonLd } from "~/lib/structured-data";
import { pageHead } from "../page-head";
import { pages, previewImagePath } from "../registry";
import { homeSectionsData } from "./sections-data";

/**
 * The home page's data (`/`, `/es`), from which its loader builds the page at prerender: its
 * head with structured data and its sections' props ({@link homeSectionsData}: words, and the figures
 * and office hours written out in the locale, so the browser formats nothing). It reads the
 * content afresh unless given it, so under `npm run dev` a reload shows an edit. The loader
 * builds the static sections to HTML from it (`homeLoaderData` in
 * app/pages/home/static-sections.server.tsx).
 *
 * @param locale - the page's language.
 * @param content - the content as `readContent()` gives it, when the caller has read it.
 */
export function homePageData(locale: Locale, { site, copies, figures }: Content = readContent()) {
  const { common, home: words } = copies[locale];
  const sections = homeSectionsData({ site, common, figures, words }, locale);
  const serviceJsonLd = professionalServiceJsonLd(
    {
      ...site,
      ...common.site,
      knowsLanguage: localeIds.map((id) => locales[id].lang),
      imagePath: previewImagePath(pages.home, locale),
    },
    sections.services.map((service) => service.words),
    words.services.eyebrow,
  );
  return {
    head: pageHead(site, locale, pages.home, words.meta, [serviceJsonLd]),
    ...sections,
  };
}

/**
 * The home page's data, in full: the loader hands the route component a part of it and the
 * rest as built HTML (`HomeLoaderData` in app/pages/home/static-sections.server.tsx).
 */
export type HomePageData = ReturnType<typeof homePageData>;
