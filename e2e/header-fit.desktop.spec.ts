import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import type { Page } from "@playwright/test";
import { builtPages, copies, site } from "~/content/testing";
import { homePath, localeIds, type Locale } from "~/i18n/locales";
import { advanceOf, measuredCharacters } from "~/lib/text-width";
import { freePort } from "../tooling/lib/free-port.ts";
import { expect, test } from "./fixtures";
import { copyEnv, copyRepository, type RepositoryCopy } from "./support/repository-copy";
import { untilServing } from "./support/serving";

/**
 * The header fits at every width in every language (docs/decisions/066-header-fits-by-measurement.md):
 * each page is loaded once and resized from 320 to 1920 px in 16 px steps. At each width no
 * link or button of the header wraps (its text is one line) or lies past the viewport, and a
 * booking link (the scheduling page, or Get Started to the contact section) is on screen,
 * visible and not covered, at the top of the page: the header's, the hero's or the phone action
 * bar's. The same holds on a copy of the repository with a sixth page in the navigation. The
 * estimate the build uses (app/lib/text-width.ts) is checked against the test browser's font.
 */

/** The widths from 320 to 1920 px, `step` px apart. */
const widthsEvery = (step: number) =>
  Array.from({ length: Math.floor((1920 - 320) / step) + 1 }, (_, index) => 320 + step * index);
/** A phone's height: on the home page the hero's buttons are then below the first view. */
const height = 640;

/** What is wrong with the header and the top of the page at the current width, if anything. */
interface TopOfPage {
  /** Header links and buttons whose text runs on more than one line, or taller than one. */
  wrapped: string[];
  /** Header elements that lie, wholly or partly, beyond the viewport. */
  outside: string[];
  /** Whether a link to the booking is wholly on screen, visible and the first thing under its centre. */
  hasBooking: boolean;
}

/** Runs in the page: {@link TopOfPage} for the booking links `bookingHrefs`. */
function topOfPage(bookingHrefs: string[]): TopOfPage {
  const isScreenReaderOnly = (element: Element) => {
    const hidden = element.closest(".sr-only");
    return hidden !== null && getComputedStyle(hidden).position === "absolute";
  };
  const nameOf = (element: Element) =>
    `${element.tagName.toLowerCase()} "${(element.textContent ?? "").trim() || element.getAttribute("aria-label")}"`;
  const header = document.querySelector("header");
  const wrapped: string[] = [];
  const outside: string[] = [];
  for (const element of header?.querySelectorAll("*") ?? []) {
    // The menu's dialog is closed; what screen readers alone get has no place on screen.
    if (element.closest("dialog") || isScreenReaderOnly(element)) continue;
    if (!element.checkVisibility({ visibilityProperty: true })) continue;
    const box = element.getBoundingClientRect();
    if (box.width === 0 && box.height === 0) continue;
    if (box.left < -0.5 || box.right > innerWidth + 0.5) outside.push(nameOf(element));
    if (!element.matches("a, button")) continue;
    // A control of one line is at most 48 px tall (the site's tallest, `min-h-12`).
    if (box.height > 48) wrapped.push(`${nameOf(element)} (${Math.round(box.height)} px tall)`);
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      if (
        !text.textContent?.trim() ||
        (text.parentElement && isScreenReaderOnly(text.parentElement))
      )
        continue;
      const range = document.createRange();
      range.selectNodeContents(text);
      const lineTops = new Set([...range.getClientRects()].map((line) => Math.round(line.top)));
      if (lineTops.size > 1) wrapped.push(nameOf(element));
    }
  }
  const hasBooking = [...document.querySelectorAll("a[href]")].some((link) => {
    if (!bookingHrefs.includes(link.getAttribute("href") ?? "")) return false;
    if (!link.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return false;
    const box = link.getBoundingClientRect();
    if (box.top < 0 || box.left < 0 || box.bottom > innerHeight || box.right > innerWidth)
      return false;
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && link.contains(hit);
  });
  return { wrapped, outside, hasBooking };
}

/** The booking links of a locale's pages: the scheduling page and Get Started. */
const bookingHrefsOf = (locale: Locale) => [
  site.consultation.url,
  copies[locale].common.navigation.getStarted.to,
];

/**
 * Resizes the page shown from 320 to 1920 px, `step` px at a time, its top in view, and
 * returns what is wrong at each width, as `<width>: <problem>` lines.
 */
async function sweep(page: Page, locale: Locale, step = 16): Promise<string[]> {
  const problems: string[] = [];
  const hrefs = bookingHrefsOf(locale);
  const nextFrame = () => page.evaluate(() => new Promise((done) => requestAnimationFrame(done)));
  for (const width of widthsEvery(step)) {
    await page.setViewportSize({ width, height });
    let top = await page.evaluate(topOfPage, hrefs);
    // The action bar's scroll-driven animation follows the new size at a later frame.
    for (let frame = 0; frame < 3 && !top.hasBooking; frame += 1) {
      await nextFrame();
      top = await page.evaluate(topOfPage, hrefs);
    }
    problems.push(
      ...top.wrapped.map((name) => `${width}: ${name} wraps`),
      ...top.outside.map((name) => `${width}: ${name} is past the viewport`),
      ...(top.hasBooking ? [] : [`${width}: no booking link on screen`]),
    );
  }
  return problems;
}

test.describe("the header fits", () => {
  test("the width estimate is never narrower than the test browser's own font", async ({
    page,
  }) => {
    await page.goto("/");
    const measured = await page.evaluate((characters) => {
      const context = document.createElement("canvas").getContext("2d");
      if (!context) throw new Error("no 2D canvas");
      const family = getComputedStyle(document.body).fontFamily;
      const advances = (weight: number) =>
        [...characters].map((character) => {
          context.font = `${weight} 1000px ${family}`;
          return context.measureText(character).width;
        });
      // The header's weights: medium links, semibold name and buttons.
      return { regular: advances(500), bold: advances(600) };
    }, measuredCharacters);
    const narrower = [...measuredCharacters].flatMap((character, index) =>
      (["regular", "bold"] as const)
        .filter((weight) => advanceOf(character, weight) < (measured[weight][index] ?? 0) - 0.5)
        .map((weight) => `${character} (${weight})`),
    );
    expect(narrower).toEqual([]);
  });

  for (const locale of localeIds) {
    const pagesIn = builtPages.filter((built) => built.locale === locale);
    const home = pagesIn.find((built) => built.key === "home");
    const others = pagesIn.filter((built) => built !== home);

    test(`the ${locale} home page from 320 to 1920 px in 16 px steps: no header item wraps or leaves the screen, and a booking link is in view at the top`, async ({
      page,
    }) => {
      test.slow();
      await page.goto(home?.path ?? homePath(locale));
      expect(await sweep(page, locale)).toEqual([]);
    });

    // The header has the same words on every page of a language: the other pages are swept in
    // coarser steps, for what differs (no hero; no header on the Not-found page).
    test(`every other ${locale} page from 320 to 1920 px: the same, in 64 px steps`, async ({
      page,
      guard,
    }) => {
      test.slow();
      guard.allowResponse(/\/no-such-page$/, 404);
      guard.allowConsoleError(/status of 404|non-existent route/);
      const problems: string[] = [];
      for (const { path } of others) {
        await page.goto(path);
        problems.push(...(await sweep(page, locale, 64)).map((problem) => `${path} at ${problem}`));
      }
      expect(problems).toEqual([]);
    });
  }
});

/** The sixth page's word in the navigation, per locale: as long as the longest of the five. */
const sixthLabels: Record<Locale, string> = { en: "Our Team", es: "Nuestro equipo" };

/**
 * Adds a page to the copy's navigation the documented way (docs/content.md, "Add a page"): an
 * entry in the registry, its navigation word in the schema and in each locale's common words,
 * and its words file. The header needs only the link and a page that answers, so the entry
 * reuses the privacy page's route module and schema, and its words file is a copy of the
 * privacy page's.
 */
async function addNavigationPage(copy: RepositoryCopy): Promise<void> {
  const registryFile = "app/pages/registry.ts";
  const registry = await copy.read(registryFile);
  const privacy = /\n {2}privacy: \{\n[\s\S]*?\n {2}\},/.exec(registry)?.[0];
  if (!privacy) throw new Error(`${registryFile}: the privacy page's entry not found`);
  const team = privacy
    .replace("privacy: {", "team: {")
    .replace('file: "privacy.yaml"', 'file: "team.yaml"')
    .replace(/label: "[^"]*"/, 'label: "Team page"')
    .replace(/slugs: \{[^}]*\}/, 'slugs: { en: "team", es: "equipo" }')
    .replace("isInNavigation: false", "isInNavigation: true");
  expect(team).toContain("isInNavigation: true");
  await copy.write(registryFile, registry.replace(privacy, `${privacy}${team}`));

  const schemaFile = "app/content/schema.ts";
  const schema = await copy.read(schemaFile);
  const articlesWord = "      articles: text.meta({\n";
  expect(schema).toContain(articlesWord);
  await copy.write(
    schemaFile,
    schema.replace(articlesWord, `      team: text.meta({ title: "Team link" }),\n${articlesWord}`),
  );

  for (const locale of localeIds) {
    await copy.editYaml(`app/content/${locale}/common.yaml`, (document) => {
      document.setIn(["navigation", "team"], sixthLabels[locale]);
    });
    await copy.write(
      `app/content/${locale}/team.yaml`,
      await copy.read(`app/content/${locale}/privacy.yaml`),
    );
  }
}

test.describe("with a sixth page in the navigation", () => {
  // One copy and one build for both languages, in one worker.
  test.describe.configure({ mode: "serial" });
  let copy: RepositoryCopy;
  let server: ChildProcess | undefined;
  let origin: string;

  test.beforeAll(async () => {
    // A copy and its build: about 30 s on an idle machine.
    test.setTimeout(300_000);
    copy = await copyRepository("header-fit");
    await addNavigationPage(copy);
    const build = copy.build();
    expect(build.status, build.output.slice(-3000)).toBe(0);
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, [path.join(copy.dir, "tooling/serve.ts")], {
      env: copyEnv(copy.dir, { PORT: String(port), HOST: "127.0.0.1" }),
      stdio: "ignore",
    });
    await untilServing(origin);
  });

  test.afterAll(async () => {
    server?.kill("SIGTERM");
    await copy?.remove();
  });

  for (const locale of localeIds) {
    test(`the ${locale} home page's header fits from 320 to 1920 px, the sixth link included`, async ({
      page,
      guard,
    }) => {
      test.slow();
      guard.allowOrigin(origin);
      await page.goto(`${origin}${homePath(locale)}`);
      await expect(
        page.locator('[data-header-fit="full-navigation"]').getByText(sixthLabels[locale]),
      ).toHaveCount(1);
      expect(await sweep(page, locale)).toEqual([]);
      // At the widest, the full navigation with the sixth link is shown.
      await expect(
        page.locator('[data-header-fit="full-navigation"]').getByText(sixthLabels[locale]),
      ).toBeVisible();
    });
  }
});
