import type { Page, Request, Response } from "@playwright/test";
import { expect, isPhone, pageShipsReact, test } from "./fixtures";
import { builtPages, copies, site, teamAndClients } from "~/content/testing";
import { homePath, localeIds, locales } from "~/i18n/locales";
import { pages as registry } from "~/pages/registry";
const en = copies.en;
const es = copies.es;

/**
 * The Spanish (Argentina) pages: the language switcher, the Spanish Not-found page, and no
 * sentence of one language on the other's pages or in what they download. What the Spanish
 * sections say is asserted by the unit tests that render them under `/es` (Spanish figures:
 * app/lib/figures.test.ts; hours and the open-now line: app/lib/office-hours.test.ts and
 * e2e/office-status.spec.ts). The behaviour suites (accessibility, markup, hosts, SEO,
 * budgets) cover both locales too. Which words a page shows and downloads is its HTML and its
 * files, the same at both widths (`@desktop`), each page loaded once for both; the switcher a
 * visitor uses differs (the header's, the footer's on a phone), so it is followed at both.
 */

/** Brand and place names, the same in both languages: not counted as words of either. */
const properNames = [site.name, "Buenos Aires", "Power BI", "Fortune 500", "ROI", "ETL"];

/** Every text of a copy module: strings at any depth (functions are sentence builders). */
function textsOf(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (value && typeof value === "object") return Object.values(value).flatMap(textsOf);
  return [];
}

/**
 * The sentences of a copy module with four or more words besides proper names: what must
 * never appear on the other language's pages.
 */
function sentencesOf(copy: unknown): string[] {
  const sentences = textsOf(copy)
    .flatMap((text) => text.split(/(?<=[.!?:])\s+|\s+·\s+/))
    .map((sentence) => sentence.trim());
  const wordCount = (sentence: string) =>
    properNames
      .reduce((rest, name) => rest.replaceAll(name, " "), sentence)
      .split(/\s+/)
      .filter((word) => /\p{L}/u.test(word)).length;
  return [...new Set(sentences.filter((sentence) => wordCount(sentence) >= 4))];
}

/** What a person or a screen reader meets on the page: visible text, title, alt, aria-label. */
async function pageTexts(page: Page): Promise<string> {
  return page.evaluate(() =>
    [
      document.title,
      document.body.innerText,
      ...[...document.querySelectorAll("[alt]")].map((element) => element.getAttribute("alt")),
      ...[...document.querySelectorAll("[aria-label]")].map((element) =>
        element.getAttribute("aria-label"),
      ),
    ].join("\n"),
  );
}

/** Each page of the registry built in both languages: its English and its Spanish path. */
const twins = builtPages
  .filter(({ key, locale }) => key !== "article" && key !== "notFound" && locale === "en")
  .flatMap(({ key, path }) => {
    const spanish = builtPages.find((other) => other.key === key && other.locale === "es");
    return spanish ? [[path, spanish.path] as const] : [];
  });

test.describe("Spanish pages", () => {
  test("the switcher leads from each English page to its Spanish twin and back", async ({
    page,
  }) => {
    const inFlight = new Set<Request>();
    let settled: (() => void)[] = [];
    page.on("request", (request) => inFlight.add(request));
    const done = (request: Request) => {
      inFlight.delete(request);
      if (inFlight.size > 0) return;
      for (const resolve of settled) resolve();
      settled = [];
    };
    page.on("requestfinished", done);
    page.on("requestfailed", done);
    /** Resolves once every request the page has made so far has finished or failed. */
    const requestsSettled = () =>
      inFlight.size === 0
        ? Promise.resolve()
        : new Promise<void>((resolve) => settled.push(resolve));
    // The switcher link, scrolled to, once the lazy images that brought into view have
    // loaded: leaving the page would abort them, which the page guard reports.
    const switcherIn = async (name: string) => {
      const scope = isPhone() ? page.locator("footer") : page.locator("header");
      const link = scope.getByRole("link", { name, exact: true });
      await link.scrollIntoViewIfNeeded();
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      await requestsSettled();
      return link;
    };
    for (const [english, spanish] of twins) {
      await page.goto(english);
      const toSpanish = await switcherIn("Español");
      await expect(toSpanish, english).toHaveAttribute("lang", "es-AR");
      await expect(toSpanish, english).toHaveAttribute("hreflang", "es");
      await toSpanish.click();
      await expect(page).toHaveURL(new RegExp(`${spanish}$`));
      await expect(page.locator("html"), spanish).toHaveAttribute("lang", "es-AR");
      // The new page is ready: hydrated, unless it ships no React (the case studies).
      if (await pageShipsReact(page)) {
        await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      }
      const toEnglish = await switcherIn("English");
      await expect(toEnglish, spanish).toHaveAttribute("lang", "en");
      await toEnglish.click();
      await expect(page).toHaveURL(new RegExp(`${english === "/" ? "/" : english}$`));
      await expect(page.locator("html"), english).toHaveAttribute("lang", "en");
    }
  });

  /**
   * A page's words without its link preview's headline, which is drawn into the preview image
   * (`/og/…png`), not written in the page.
   */
  function withoutPreviewHeadline<T>(words: T): T {
    const meta = (words as { meta?: { image?: Record<string, unknown> } }).meta;
    if (!meta?.image) return words;
    const image = Object.fromEntries(
      Object.entries(meta.image).filter(([key]) => key !== "headline"),
    );
    return { ...words, meta: { ...meta, image } };
  }

  /**
   * The words of `part` that its page shows: the home page's team, testimonials and client
   * logos only while the content has entries for them (without, the page has no trace of them);
   * the privacy page's words on counting for a build that counts no visits, as the tests' does.
   */
  function shownWords(copy: typeof en, part: keyof typeof en) {
    const words = withoutPreviewHeadline(copy[part]);
    if (part === "privacy") return { ...words, withAnalytics: [] };
    if (part !== "home") return words;
    const { team, testimonials, clientLogos, ...rest } = words as typeof copy.home;
    return {
      ...rest,
      ...(teamAndClients.team.length > 0 && { team }),
      ...(teamAndClients.testimonials.length > 0 && { testimonials }),
      ...(teamAndClients.clientLogos.length > 0 && { clientLogos }),
    };
  }

  for (const locale of localeIds) {
    const copy = locale === "en" ? en : es;
    const other = locale === "en" ? es : en;
    const otherLocale = localeIds.find((each) => each !== locale) ?? locale;
    /**
     * Each page of the registry in this locale and its Not-found page (last), with the part of
     * the copy that is the page's own words (its registry key).
     */
    const pagesWithWords = builtPages
      .filter((each) => each.key !== "article" && each.locale === locale)
      .map(({ path, key, hydrates }) => ({ path, hydrates, part: key as keyof typeof en }));
    const notFound = pagesWithWords.find(({ part }) => part === "notFound");

    test(`${pagesWithWords.map(({ path }) => path).join(", ")}: each shows no sentence of the other language and downloads its own words only, and an unknown path answers 404 with the Not-found page in ${locales[locale].name} @desktop`, async ({
      page,
      guard,
    }) => {
      guard.allowResponse(/\/no-such-page$/, 404);
      guard.allowConsoleError(/status of 404|non-existent route: \/(es\/)?no-such-page/);
      // Everything a page downloads that can carry words: its HTML (with the loader data for
      // hydration, on a page that hydrates) and every script.
      let downloads: Promise<string>[] = [];
      const record = (response: Response) => {
        if (["document", "script"].includes(response.request().resourceType()))
          downloads.push(response.text());
      };
      page.on("response", record);
      const otherSentences = sentencesOf(other);
      expect(otherSentences.length).toBeGreaterThan(50);
      let lastStatus: number | undefined;
      for (const { path, hydrates, part } of pagesWithWords) {
        // Each page's record starts on a blank page, once everything the last page asked for
        // has arrived (e2e/fixtures.ts), so it holds that page's downloads only.
        await page.goto("about:blank");
        downloads = [];
        lastStatus = (await page.goto(path))?.status();

        // What the page shows: no sentence of the other language.
        const texts = await pageTexts(page);
        expect(
          otherSentences.filter((sentence) => texts.includes(sentence)),
          `${path} shows`,
        ).toEqual([]);

        // What it downloads: its own words, none of the other language or of another page.
        const files = (await Promise.all(downloads)).join("\n");
        // A WhatsApp link carries its first message percent-encoded in its address.
        const whatsAppTexts = [...files.matchAll(/wa\.me\/\d+\?text=([^"&\s]+)/g)].map(
          ([, text = ""]) => decodeURIComponent(text),
        );
        const downloaded = [files, ...whatsAppTexts].join("\n");
        // Sentences as HTML and serialized data write them: without quotes, escapes or markup.
        const literal = (sentence: string) => !/["'\\`&<>]/.test(sentence);
        // A page that ships no React carries no loader data: of the common words, only those it
        // shows arrive, so its own part's words are the ones that must.
        const own = sentencesOf(
          hydrates ? [copy.common, shownWords(copy, part)] : [shownWords(copy, part)],
        );
        // The root route's data carries the locale's Not-found words to every page (a client-side
        // navigation to an unknown path has no data file to load), so they are not foreign.
        const ownTexts = textsOf([copy.common, copy[part], copy.notFound]).join("\n");
        const otherPages = Object.entries(copy).filter(
          ([key]) => key !== "common" && key !== part && key !== "notFound",
        );
        const foreign = [...sentencesOf(other), ...sentencesOf(otherPages)].filter(
          (sentence) => literal(sentence) && !ownTexts.includes(sentence),
        );
        // A page that lists articles shares its words file with the article pages: each shows
        // part of it, so only the foreign words are checked there.
        if (!(part in registry && registry[part as keyof typeof registry].listsArticles))
          expect(
            own.filter(literal).filter((sentence) => !downloaded.includes(sentence)),
            `${path} downloads its own words`,
          ).toEqual([]);
        expect(foreign.length).toBeGreaterThan(20);
        expect(
          foreign.filter((sentence) => downloaded.includes(sentence)),
          `${path} downloads no foreign words`,
        ).toEqual([]);
      }

      page.off("response", record);
      // The Not-found page, visited last: an unknown path answers 404 in this language, and
      // leads home.
      expect(lastStatus, notFound?.path).toBe(404);
      await expect(page.locator("html")).toHaveAttribute("lang", locales[locale].lang);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.notFound.heading);
      await expect(page.getByRole("link", { name: locales[otherLocale].name })).toHaveAttribute(
        "href",
        homePath(otherLocale),
      );
      await page.getByRole("link", { name: copy.notFound.returnHome }).click();
      await expect(page).toHaveURL(new RegExp(`${homePath(locale)}$`));
    });
  }
});
