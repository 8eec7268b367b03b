import { useLoaderData, useRouteLoaderData, type MetaDescriptor } from "react-router";
import type { IconName } from "~/assets/icon-names";
import type {
  CaseStudiesCopy,
  CommonCopy,
  HomeCopy,
  NotFoundCopy,
  PrivacyCopy,
  SiteContent,
} from "~/content/schema";
import type { ScheduleLine, OfficeStatusLines } from "~/lib/office-hours";
import type { Locale } from "./locales";

/**
 * What each route's loader gives its page: the words of the page's locale, the facts it shows
 * and every number, currency and time already written in that locale. Loaders run when the
 * page is prerendered (app/i18n/page-data.server.ts builds these); React Router puts the data
 * in the page's HTML for hydration and in a `.data` file for client-side navigation, so the
 * browser never formats a figure and never downloads the words of another page or language.
 */

/** The root route's data, on every page: the locale's common words and the site's facts. */
export interface RootData {
  locale: Locale;
  /** Header, menu, footer, skip link, notifications. */
  common: CommonCopy;
  /** Identity, contact values, office hours (app/content/site.yaml). */
  site: SiteContent;
  /**
   * The Not-found page of the locale, kept here because an unknown path has no `.data` file
   * to load on a client-side navigation (Back to a 404 page's history entry).
   */
  notFound: { words: NotFoundCopy; head: MetaDescriptor[] };
}

/**
 * A figure of a list, written in the page's language, with its label:
 * `{ id: "projects", value: "8+", label: "Projects delivered" }`.
 */
export interface FormattedFigure {
  id: string;
  value: string;
  label: string;
}

/** The home page's data (`/`, `/es`). */
export interface HomePageData {
  head: MetaDescriptor[];
  words: HomeCopy;
  heroStats: FormattedFigure[];
  trackRecord: FormattedFigure[];
  /**
   * The service cards in the order of app/content/figures.yaml, each with its words (the same
   * objects as in `words.services.items`, so the page's data carries them once).
   */
  services: { id: string; icon: IconName; words: HomeCopy["services"]["items"][string] }[];
  /** The values, in order, each with its words (as `services`). */
  values: { id: string; icon: IconName; words: HomeCopy["values"][string] }[];
  contact: {
    /** The phone card's line, "Monday-Friday 9AM-6PM ART". */
    phoneHours: string;
    /** The office-hours card, one line per run of days. */
    schedule: ScheduleLine[];
    /** Every line the live open-now status can show. */
    statusLines: OfficeStatusLines;
  };
}

/** One case study's facts, with its results written in the page's language. */
export interface CaseStudyData {
  id: string;
  image: { src: string; widthPx: number; heightPx: number };
  /** Its words (the same object as in the page's `words.caseStudies`). */
  words: CaseStudiesCopy["caseStudies"][string];
  results: { id: string; icon: IconName; value: string; label: string }[];
}

/** The case studies page's data (`/case-studies`, `/es/casos-de-exito`). */
export interface CaseStudiesPageData {
  head: MetaDescriptor[];
  words: CaseStudiesCopy;
  caseStudies: CaseStudyData[];
}

/** The privacy page's data (`/privacy`, `/es/privacidad`; only when analytics is on). */
export interface PrivacyPageData {
  head: MetaDescriptor[];
  words: PrivacyCopy;
}

/**
 * The root route's data.
 *
 * @throws Error when there is none: the root loader failed, so only the error boundary renders.
 */
export function useRootData(): RootData {
  const data = useRouteLoaderData("root") as RootData | undefined;
  if (!data) throw new Error("The root route's data is missing");
  return data;
}

/** The words on every page of the current locale: header, menu, footer, skip link. */
export function useCopy(): CommonCopy {
  return useRootData().common;
}

/** The site's facts: name, phone, WhatsApp, scheduling link, address, office hours. */
export function useSite(): SiteContent {
  return useRootData().site;
}

/** The home page's data; only for components of the home route. */
export function useHomePage(): HomePageData {
  return useLoaderData() as HomePageData;
}

/** The privacy page's data; only for components of the privacy route. */
export function usePrivacyPage(): PrivacyPageData {
  return useLoaderData() as PrivacyPageData;
}

/** The case studies page's data; only for components of the case-studies route. */
export function useCaseStudiesPage(): CaseStudiesPageData {
  return useLoaderData() as CaseStudiesPageData;
}
