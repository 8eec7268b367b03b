import { readContent } from "~/content/content.server";
import { localeIds, locales, type Locale } from "~/i18n/locales";
import { professionalServiceJsonLd } from "~/lib/structured-data";
import { pageHead } from "../page-head";
import { pages, previewImagePath } from "../registry";
import { homeSectionsData } from "./sections-data";

/**
 * The home page's data (`/`, `/es`), built by its loader at prerender: its head with
 * structured data and its sections' props ({@link homeSectionsData}: words, and the figures
 * and office hours written out in the locale, so the browser formats nothing). Each call reads
 * the content afresh, so under `npm run dev` a reload shows an edit. The proof sections' markup
 * is added by the loader (`homeLoaderData` in app/pages/home/proof-sections.server.tsx).
 */
export function homePageData(locale: Locale) {
  const { site, copies, figures } = readContent();
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

/** The home page's data, as its route component gets it. */
export type HomePageData = ReturnType<typeof homePageData>;
