import { localeIds, locales, type Locale } from "../i18n/locales.ts";
import { textWidthPx, type TextWeight } from "./text-width.ts";

/**
 * Where the site header's items fit, decided at build time from the words of one language
 * (docs/decisions/066-header-fits-by-measurement.md). The header is drawn in its phone layout
 * by default (app/components/layout/site-header.tsx): the logo's mark, the other languages and
 * the menu button, with the phone action bar at the bottom. Each page's stylesheet then adds,
 * for its language, the widths from which the site's name, the header's booking button and the
 * full navigation fit ({@link headerFitCss}), as container queries on the header's bar, so no
 * label ever wraps or runs past the screen, without JavaScript. Plain TypeScript without path
 * aliases, so build-time code imports it too.
 */

/** The words the header shows in one language. */
export interface HeaderWords {
  /** The `lang` of the page's `<html>` (`en`, `es-AR`): the rules apply to that language only. */
  lang: string;
  siteName: string;
  /** The navigation's links, in order: the home page's sections, then the registry's pages. */
  links: readonly string[];
  /** The other languages' names, as the language switcher shows them (`Español`). */
  languages: readonly string[];
  /** The booking button's label (`Get Started`). */
  getStarted: string;
}

/**
 * The header's boxes in CSS px, as app/components/layout/site-header.tsx, logo.tsx and
 * language-switcher.tsx draw them (Tailwind's spacing unit is 4 px). The end-to-end sweep
 * (e2e/header-fit.desktop.spec.ts) fails when they and the components part ways.
 */
export const headerBoxes = {
  /** The logo's mark (32 px) and the gap before the name (`gap-2`). */
  logoMark: 32 + 8,
  /** The gap between the bar's items: logo, navigation or languages, Get Started, menu (`gap-1`). */
  barGap: 4,
  /** The gap between the navigation's items, and between the languages' links (`gap-1`). */
  itemGap: 4,
  /** A navigation link's and a language link's padding, both sides (`px-3`). */
  linkPadding: 24,
  /** A language link's padding in the phone layout, both sides (`[&_a]:px-2`). */
  compactLinkPadding: 16,
  /** Get Started's padding, both sides (`px-4`). */
  getStartedPadding: 32,
  /** The menu button (44 px) less the 8 px it reaches into the page's margin (`-mr-2`). */
  menuButton: 44 - 8,
  /** The widest the bar's content gets inside `container-page` (72rem less 2 × 2rem). */
  maxContent: 1152 - 64,
  /** The bar's side padding from 640 px (`container-page`: 2rem). */
  sidePadding: 32,
} as const;

/** The type the labels are drawn in: size in CSS px and weight. */
const type = {
  siteName: [16, "bold"],
  link: [14, "regular"],
  getStarted: [14, "bold"],
} as const satisfies Record<string, readonly [number, TextWeight]>;

/**
 * The margin on each estimated label: 3 % and 1 px, for kerning, the rounding of each glyph's
 * position, and faces whose advances come close to DejaVu Sans's (app/lib/text-width.ts).
 */
function labelPx(text: string, [sizePx, weight]: readonly [number, TextWeight]): number {
  return textWidthPx(text, sizePx, weight) * 1.03 + 1;
}

/** The sum of `widths` with `gap` between each two. */
function row(widths: readonly number[], gap: number): number {
  return widths.reduce((sum, width) => sum + width, 0) + gap * Math.max(widths.length - 1, 0);
}

/** The widths, in CSS px of the header bar's content, from which each of its items fits. */
export interface HeaderFit {
  /** The site's name beside the logo's mark, in the phone layout. */
  siteNameFromPx: number;
  /** The phone layout's booking button, with the name. */
  bookingFromPx: number;
  /** The full navigation (logo and name, every link, the languages, the booking button). */
  fullNavigationFromPx: number;
}

/**
 * The content widths the header needs for each of its layouts, in whole CSS px, rounded up.
 *
 * @returns widths measured as the header bar's content box (`container-page` less its padding).
 */
export function headerFit(words: HeaderWords): HeaderFit {
  const box = headerBoxes;
  const logo = box.logoMark + labelPx(words.siteName, type.siteName);
  const languages = (padding: number) =>
    row(
      words.languages.map((name) => labelPx(name, type.link) + padding),
      box.itemGap,
    );
  const getStarted = labelPx(words.getStarted, type.getStarted) + box.getStartedPadding;
  // The bar's items, a gap between each two: the logo, the phone's languages and menu button,
  // or the navigation's links and languages; Get Started before the menu button, or last.
  const siteName = row([logo, languages(box.compactLinkPadding), box.menuButton], box.barGap);
  const navigation = row(
    [
      ...words.links.map((label) => labelPx(label, type.link) + box.linkPadding),
      languages(box.linkPadding),
    ],
    box.itemGap,
  );
  return {
    siteNameFromPx: Math.ceil(siteName),
    bookingFromPx: Math.ceil(siteName + box.barGap + getStarted),
    fullNavigationFromPx: Math.ceil(row([logo, navigation, getStarted], box.barGap)),
  };
}

/**
 * The viewport width from which the phone action bar and the page's room for it go: the full
 * navigation's content width and the bar's padding. A media query's width includes a classic
 * scrollbar, which the header's does not: on such a screen the header may keep its phone
 * layout for those few pixels more, with its own Get Started in view.
 */
export function fullNavigationViewportPx(fit: HeaderFit): number {
  return fit.fullNavigationFromPx + 2 * headerBoxes.sidePadding;
}

/**
 * The CSS that shows each of the header's items where it fits, for the language of `words`:
 * container queries on the header bar (`@container/site-header`, its content box) and, for
 * what lies outside it, media queries on the viewport ({@link fullNavigationViewportPx}): the
 * phone action bar and the page's room for it go where the full navigation, with its booking
 * button, is shown, and stay on a page without the header (the Not-found page). Each rule
 * names the language (`html:lang(es-AR)`), so a page showing another language keeps the phone
 * layout. When the full navigation needs more than `container-page` gives, the bar grows past
 * it on screens wide enough. The selectors are the components' `data-header-fit` and
 * `data-phone-layout` attributes; the rules override the components' utility classes, which
 * are in a cascade layer.
 */
export function headerFitCss(words: HeaderWords): string {
  const fit = headerFit(words);
  const scope = `html:lang(${words.lang})`;
  const part = (name: string) => `${scope} [data-header-fit="${name}"]`;
  const withHeader = `${scope}:has([data-header-fit="bar"])`;
  return [
    `@container site-header (width >= ${fit.siteNameFromPx}px){${part("site-name")}{position:static;width:auto;height:auto;margin:0;overflow:visible;clip-path:none}}`,
    `@container site-header (width >= ${fit.bookingFromPx}px){${part("booking")}{display:flex}}`,
    `@container site-header (width >= ${fit.fullNavigationFromPx}px){${part("full-navigation")}{display:flex}${part("phone-navigation")}{display:none}}`,
    `@media (width >= ${fullNavigationViewportPx(fit)}px){${withHeader}{scroll-padding-bottom:0}${withHeader} body{padding-bottom:0}${withHeader} [data-phone-layout]{display:none}${
      fit.fullNavigationFromPx > headerBoxes.maxContent ? `${part("bar")}{max-width:none}` : ""
    }}`,
  ].join("");
}

/** What a page's root data holds of the header's words (app/root-data.server.ts). */
interface HeaderData {
  locale: Locale;
  site: { name: string };
  common: {
    navigation: {
      links: readonly { label: string }[];
      pages: readonly { label: string }[];
      getStarted: { label: string };
    };
  };
}

/**
 * The CSS of {@link headerFitCss} for a page, from its root data: the site's name, the
 * navigation's labels and the other languages' names, in the page's language.
 */
export function headerFitStyle({ locale, site, common: { navigation } }: HeaderData): string {
  return headerFitCss({
    lang: locales[locale].lang,
    siteName: site.name,
    links: [...navigation.links, ...navigation.pages].map((link) => link.label),
    languages: localeIds.filter((other) => other !== locale).map((other) => locales[other].name),
    getStarted: navigation.getStarted.label,
  });
}
