import type { Page, Request, Response } from "@playwright/test";
import { expect, pageShipsReact, test } from "./fixtures";
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
 * budgets) cover both locales too.
 *
 * Which words a page shows and downloads is its HTML and its files, the same at both widths:
 * checked on the desktop (`@desktop`), on the load that reaches each page as the switchers lead
 * from one language to the other, every page's header and footer switchers followed or read
 * there. What the phone adds is the layout a switcher sits in (the header's is in the menu, the
 * footer's below the content, with the phone action bar): the same footer on every page, drawn
 * by React on a page that hydrates and as plain HTML on one that ships no React, so the phone
 * follows it on one page of each kind.
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

/** A page of the registry with the part of the copy that is its own words (its registry key). */
interface WordedPage {
  path: string;
  locale: "en" | "es";
  hydrates: boolean;
  part: keyof typeof en;
}

/** Each page of the registry and each Not-found page, with its words' part of the copy. */
const pagesWithWords: WordedPage[] = builtPages
  .filter(({ key }) => key !== "article")
  .map(({ path, locale, key, hydrates }) => ({
    path,
    locale,
    hydrates,
    part: key as keyof typeof en,
  }));

/** Each page of the registry built in both languages: its English and its Spanish page. */
const twins = pagesWithWords
  .filter(({ part, locale }) => part !== "notFound" && locale === "en")
  .flatMap((english) => {
    const spanish = pagesWithWords.find(
      (other) => other.part === english.part && other.locale === "es",
    );
    return spanish ? [[english, spanish] as const] : [];
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

/**
 * Follows `page`'s requests. `settled()` resolves once every request made so far has finished
 * or failed; `loaded()` once the page shown is hydrated (if it hydrates), its images that are
 * not lazy have arrived (a page drawn by a client-side navigation asks for them only as React
 * draws it, after its scripts), and every request has settled.
 */
function followRequests(page: Page) {
  const inFlight = new Set<Request>();
  let waiting: (() => void)[] = [];
  page.on("request", (request) => inFlight.add(request));
  const done = (request: Request) => {
    inFlight.delete(request);
    if (inFlight.size > 0) return;
    for (const resolve of waiting) resolve();
    waiting = [];
  };
  page.on("requestfinished", done);
  page.on("requestfailed", done);
  const settled = () =>
    inFlight.size === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiting.push(resolve));
  return {
    settled,
    async loaded() {
      if (await pageShipsReact(page)) {
        await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      }
      await page.waitForFunction(() =>
        Array.from(document.querySelectorAll("img:not([loading=lazy])")).every(
          (image) => (image as HTMLImageElement).complete,
        ),
      );
      await settled();
    },
  };
}

/**
 * Records, from now, what `page` downloads that can carry words: its HTML (with the loader data
 * for hydration, on a page that hydrates) and every script. Start it once the last page's
 * requests have settled; `take()` ends the record, once the new page has `loaded()`, and gives
 * the texts.
 */
function recordDownloads(page: Page) {
  const texts: Promise<string>[] = [];
  const record = (response: Response) => {
    if (["document", "script"].includes(response.request().resourceType()))
      texts.push(response.text());
  };
  page.on("response", record);
  return {
    async take() {
      page.off("response", record);
      return (await Promise.all(texts)).join("\n");
    },
  };
}

/**
 * The page now shown, `shown`, shows no sentence of the other language, and `files` (what it
 * downloaded) hold its own words and none of the other language's or of another page's.
 */
async function expectOwnWordsOnly(page: Page, shown: WordedPage, files: string) {
  const { path, hydrates, part } = shown;
  const copy = shown.locale === "en" ? en : es;
  const other = shown.locale === "en" ? es : en;

  // What the page shows: no sentence of the other language.
  const otherSentences = sentencesOf(other);
  expect(otherSentences.length).toBeGreaterThan(50);
  const texts = await pageTexts(page);
  expect(
    otherSentences.filter((sentence) => texts.includes(sentence)),
    `${path} shows`,
  ).toEqual([]);

  // What it downloads: its own words, none of the other language or of another page.
  // A WhatsApp link carries its first message percent-encoded in its address.
  const whatsAppTexts = [...files.matchAll(/wa\.me\/\d+\?text=([^"&\s]+)/g)].map(([, text = ""]) =>
    decodeURIComponent(text),
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

/**
 * The link named `name` (a language) in `scope` of the page, scrolled to, once the lazy images
 * that brought into view have loaded: leaving the page would abort them, which the page guard
 * reports.
 */
async function switcherIn(
  page: Page,
  requests: ReturnType<typeof followRequests>,
  scope: "header" | "footer",
  name: string,
) {
  const link = page.locator(scope).getByRole("link", { name, exact: true });
  await link.scrollIntoViewIfNeeded();
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await requests.settled();
  return link;
}

test.describe("Spanish pages", () => {
  test(`${twins.map(([english, spanish]) => `${english.path} ⇄ ${spanish.path}`).join(", ")}: each shows no sentence of the other language and downloads its own words only; the header's switcher leads from the English page to the Spanish one, the footer's back @desktop`, async ({
    page,
  }) => {
    const requests = followRequests(page);
    for (const [english, spanish] of twins) {
      await requests.settled();
      let downloads = recordDownloads(page);
      await page.goto(english.path);
      await requests.loaded();
      await expectOwnWordsOnly(page, english, await downloads.take());
      // Both switchers of the page lead to its twin; the header's is followed.
      await expect(
        page.locator("footer").getByRole("link", { name: "Español", exact: true }),
        english.path,
      ).toHaveAttribute("href", spanish.path);
      const toSpanish = await switcherIn(page, requests, "header", "Español");
      await expect(toSpanish, english.path).toHaveAttribute("lang", "es-AR");
      await expect(toSpanish, english.path).toHaveAttribute("hreflang", "es");
      downloads = recordDownloads(page);
      await toSpanish.click();
      await expect(page).toHaveURL(new RegExp(`${spanish.path}$`));
      await requests.loaded();
      await expect(page.locator("html"), spanish.path).toHaveAttribute("lang", "es-AR");
      await expectOwnWordsOnly(page, spanish, await downloads.take());

      // Both switchers of the twin lead back; the footer's is followed.
      await expect(
        page.locator("header").getByRole("link", { name: "English", exact: true }),
        spanish.path,
      ).toHaveAttribute("href", english.path);
      const toEnglish = await switcherIn(page, requests, "footer", "English");
      await expect(toEnglish, spanish.path).toHaveAttribute("lang", "en");
      await expect(toEnglish, spanish.path).toHaveAttribute("hreflang", "en");
      await toEnglish.click();
      await expect(page).toHaveURL(new RegExp(`${english.path === "/" ? "/" : english.path}$`));
      await expect(page.locator("html"), english.path).toHaveAttribute("lang", "en");
      // Leaving the page while the scripts it asked for arrive would abort them.
      await requests.loaded();
    }
  });

  test("an unknown path answers 404 with the Not-found page of its language, which shows and downloads its own words only and leads home @desktop", async ({
    page,
    guard,
  }) => {
    guard.allowResponse(/\/no-such-page$/, 404);
    guard.allowConsoleError(/status of 404|non-existent route: \/(es\/)?no-such-page/);
    const requests = followRequests(page);
    for (const notFound of pagesWithWords.filter(({ part }) => part === "notFound")) {
      const { locale, path } = notFound;
      const copy = locale === "en" ? en : es;
      const other = localeIds.find((each) => each !== locale) ?? locale;
      await requests.settled();
      const downloads = recordDownloads(page);
      const response = await page.goto(path);
      await requests.loaded();
      expect(response?.status(), path).toBe(404);
      await expectOwnWordsOnly(page, notFound, await downloads.take());
      await expect(page.locator("html"), path).toHaveAttribute("lang", locales[locale].lang);
      await expect(page.getByRole("heading", { level: 1 }), path).toHaveText(copy.notFound.heading);
      await expect(page.getByRole("link", { name: locales[other].name }), path).toHaveAttribute(
        "href",
        homePath(other),
      );
      await page.getByRole("link", { name: copy.notFound.returnHome }).click();
      await expect(page).toHaveURL(new RegExp(`${homePath(locale)}$`));
      // The home page is drawn; leaving it while what it asked for arrives would abort that.
      await expect(page.getByRole("heading", { level: 1 })).toContainText(copy.home.hero.headline);
      await requests.loaded();
    }
  });

  // One page that hydrates and one that ships no React (see the top of this file).
  const phoneTwins = [
    twins.find(([english]) => english.hydrates),
    twins.find(([english]) => !english.hydrates),
  ].filter((twin) => twin !== undefined);

  test(`on a phone, the footer's switcher leads from ${phoneTwins.map(([english, spanish]) => `${english.path} to ${spanish.path}`).join(" and from ")} and back @phone`, async ({
    page,
  }) => {
    expect(phoneTwins).toHaveLength(2);
    const requests = followRequests(page);
    for (const [english, spanish] of phoneTwins) {
      await page.goto(english.path);
      const toSpanish = await switcherIn(page, requests, "footer", "Español");
      await expect(toSpanish, english.path).toHaveAttribute("lang", "es-AR");
      await expect(toSpanish, english.path).toHaveAttribute("hreflang", "es");
      await toSpanish.click();
      await expect(page).toHaveURL(new RegExp(`${spanish.path}$`));
      await expect(page.locator("html"), spanish.path).toHaveAttribute("lang", "es-AR");
      // The new page is ready: hydrated, unless it ships no React.
      await requests.loaded();
      const toEnglish = await switcherIn(page, requests, "footer", "English");
      await expect(toEnglish, spanish.path).toHaveAttribute("lang", "en");
      await toEnglish.click();
      await expect(page).toHaveURL(new RegExp(`${english.path === "/" ? "/" : english.path}$`));
      await expect(page.locator("html"), english.path).toHaveAttribute("lang", "en");
      // Leaving the page while the scripts it asked for arrive would abort them.
      await requests.loaded();
    }
  });
});
