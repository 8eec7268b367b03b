import { localePrefix, type Locale } from "../i18n/locales.ts";
import { isBuilt, pagePath, pages, type BuildOptions } from "../pages/registry.ts";
import { commonWordsSchema, type CommonWords } from "./schema.ts";

/** `app/content/<locale>/common.yaml` as the file holds it. */
export const commonFileSchema = commonWordsSchema;

/** A link of the navigation: its label and where it leads. */
export interface NavigationLink {
  label: string;
  to: string;
}

/**
 * The links to the pages the registry puts in the navigation (`isInNavigation`) that the
 * locale has (the articles page only with a published article), in its order, each labelled
 * by the navigation's word named as the page's key (`caseStudies`).
 *
 * @throws Error naming the missing word when a page in the navigation has none.
 */
function navigationPageLinks(
  locale: Locale,
  words: CommonWords["navigation"],
  options: BuildOptions,
): NavigationLink[] {
  const labels: Record<string, unknown> = words;
  return Object.entries(pages)
    .filter(([, page]) => page.isInNavigation && isBuilt(page, locale, options))
    .map(([key, page]) => {
      const label = labels[key];
      if (typeof label !== "string")
        throw new Error(
          `common.yaml → navigation.${key}: the page "${key}" is in the navigation (app/pages/registry.ts) and needs its label there`,
        );
      return { label, to: pagePath(page, locale) };
    });
}

/**
 * A locale's common words as every page gets them: the file's words, with the navigation's
 * labels turned into links. The section links lead to the home page's sections (`/#services`,
 * `/es#services`), Get Started to its contact section, the case studies link to that page in
 * the locale (docs/requirements.md R3), `pages` to the pages the registry puts in the header,
 * the menu and the footer (R22; the articles page only while the locale has a published
 * article).
 *
 * @param options - which locales have published articles and which optional pages are written.
 */
export function commonCopy(
  locale: Locale,
  words: CommonWords,
  options: BuildOptions = { localesWithArticles: [], writtenPages: {} },
) {
  const { navigation } = words;
  const prefix = localePrefix(locale);
  const sectionPath = (section: string) =>
    prefix === "" ? `/#${section}` : `${prefix}#${section}`;
  const { services, about, contact } = navigation.sectionIds;
  const [servicesLabel = "", aboutLabel = "", contactLabel = ""] = navigation.links;
  return {
    ...words,
    navigation: {
      ...navigation,
      links: [
        { label: servicesLabel, to: sectionPath(services) },
        { label: aboutLabel, to: sectionPath(about) },
        { label: contactLabel, to: sectionPath(contact) },
      ] satisfies NavigationLink[],
      getStarted: {
        label: navigation.getStarted,
        to: sectionPath(contact),
      } satisfies NavigationLink,
      caseStudies: {
        label: navigation.caseStudies,
        to: pagePath(pages.caseStudies, locale),
      } satisfies NavigationLink,
      pages: navigationPageLinks(locale, navigation, options),
    },
  };
}

/** The words on every page of a locale: header, menu, skip link, notifications, footer. */
export type CommonCopy = ReturnType<typeof commonCopy>;
