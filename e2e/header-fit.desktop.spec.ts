import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import type { Page } from "@playwright/test";
import { builtPages, copies, site } from "~/content/testing";
import { homePath, localeIds, type Locale } from "~/i18n/locales";
import { advanceOf, measuredCharacters } from "~/lib/text-width";
import { freePort } from "../tooling/lib/free-port.ts";
import { expect, test } from "./fixtures";
import { copyEnv, copyRepository, type RepositoryCopy } from "./support/repository-copy";
import { saveWholePage } from "./support/screenshots";
import { untilServing } from "./support/serving";

/**
 * The header fits at every width in every language (docs/decisions/066-header-fits-by-measurement.md):
 * each page is loaded once, at 1280 px, where its screenshot for people is saved
 * (e2e/support/screenshots.ts), and resized to the widths from 320 to 1920 px at which its
 * layout can change ({@link sweep}). At each width no link or button of the header wraps (its
 * text is one line) or lies past the viewport, and a booking link (the scheduling page, or Get
 * Started to the contact section) is on screen, visible and not covered, at the top of the
 * page: the header's, the hero's or the phone action bar's. The same holds on a copy of the
 * repository with a sixth page in the navigation. The estimate the build uses
 * (app/lib/text-width.ts) is checked against the test browser's font.
 */

/** The narrowest and the widest viewport the header must fit, in CSS px. */
const narrowestPx = 320;
const widestPx = 1920;
/**
 * The steps in which the home page is swept, in CSS px, where its header shows no booking link
 * of its own and the hero's or the action bar's must be on screen ({@link sweep}).
 */
const heroStepPx = 16;
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
  /** Whether such a link is the header's own (Get Started). */
  hasHeaderBooking: boolean;
  /** The header bar's content box (its container queries' width), in CSS px; null without one. */
  barContentPx: number | null;
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
  const bookingsOnScreen = [...document.querySelectorAll("a[href]")].filter((link) => {
    if (!bookingHrefs.includes(link.getAttribute("href") ?? "")) return false;
    if (!link.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return false;
    const box = link.getBoundingClientRect();
    if (box.top < 0 || box.left < 0 || box.bottom > innerHeight || box.right > innerWidth)
      return false;
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && link.contains(hit);
  });
  const hasBooking = bookingsOnScreen.length > 0;
  const hasHeaderBooking = bookingsOnScreen.some((link) => header?.contains(link));
  const bar = document.querySelector('[data-header-fit="bar"]');
  const barStyle = bar && getComputedStyle(bar);
  // The box's own width, in fractions of a pixel (`clientWidth` is rounded).
  const barContentPx =
    bar && barStyle
      ? bar.getBoundingClientRect().width -
        parseFloat(barStyle.paddingLeft) -
        parseFloat(barStyle.paddingRight)
      : null;
  return { wrapped, outside, hasBooking, hasHeaderBooking, barContentPx };
}

/** Where the page's stylesheets make the layout depend on a width (see {@link queryWidths}). */
interface QueryWidths {
  /** The viewport widths, in CSS px, from which a media query's answer changes. */
  media: number[];
  /**
   * The widths of the header bar's content box, in CSS px, from which a `site-header` container
   * query's answer changes.
   */
  container: number[];
}

/**
 * Runs in the page: every width condition of every media query and `site-header` container
 * query in the page's stylesheets (the header's fit, app/lib/header-fit.ts; Tailwind's
 * breakpoints and `container-page`'s padding, app/app.css), as the first whole CSS px on the
 * condition's other side. A rem or em in a query is 16 px (Media Queries 4 §1.3: the initial
 * font size).
 *
 * @throws Error naming a query that mentions a width in a form it does not read.
 */
function queryWidths(): QueryWidths {
  const media = new Set<number>();
  const container = new Set<number>();
  const condition = /(?:(min|max)-width\s*:|width\s*(>=|<=|>|<))\s*([\d.]+)(px|r?em)\b/g;
  const widthsOf = (text: string) => {
    const found = [...text.matchAll(condition)].map(([, minOrMax, comparison, value, unit]) => {
      const px = Number(value) * (unit === "px" ? 1 : 16);
      // `width > 600px`, `width <= 600px` and `max-width: 600px` change their answer at 601 px.
      const isTrueAtValue = minOrMax === "max" || comparison === "<=";
      return isTrueAtValue || comparison === ">" ? Math.floor(px) + 1 : Math.ceil(px);
    });
    if (found.length === 0 && /width/.test(text)) throw new Error(`unread width query: ${text}`);
    return found;
  };
  const visit = (rules: CSSRuleList) => {
    for (const rule of rules) {
      if (rule instanceof CSSMediaRule)
        for (const px of widthsOf(rule.conditionText)) media.add(px);
      else if (rule instanceof CSSContainerRule && rule.containerName === "site-header")
        for (const px of widthsOf(rule.containerQuery)) container.add(px);
      if ("cssRules" in rule) visit(rule.cssRules as CSSRuleList);
    }
  };
  for (const sheet of document.styleSheets) visit(sheet.cssRules);
  const ascending = (widths: Set<number>) => [...widths].sort((a, b) => a - b);
  return { media: ascending(media), container: ascending(container) };
}

/** The booking links of a locale's pages: the scheduling page and Get Started. */
const bookingHrefsOf = (locale: Locale) => [
  site.consultation.url,
  copies[locale].common.navigation.getStarted.to,
];

/**
 * Resizes the page shown to each width from 320 to 1920 px at which its layout can change, its
 * top in view, and returns what is wrong at each, as `<width>: <problem>` lines; with `everyPx`,
 * also every `everyPx` px where the header shows no booking link of its own.
 *
 * Which of the header's items are drawn, the page's padding, and whether the phone action bar
 * is there change only where a query of the page's stylesheets changes its answer
 * ({@link queryWidths}; a container query's width is the header bar's content box, the viewport
 * less the padding measured at the start of each media range). Between two such widths the same
 * items are drawn, each as wide as its words (`whitespace-nowrap`), and the bar's room only
 * grows with the viewport (or stops growing at the page's maximum width): a width that fits at
 * the first width of a range fits at every wider one of it, and the booking link the queries
 * show stays shown. So each range's first width proves what a sweep in 1 px steps would (for a
 * container query, the first whole px at which the bar's content box reaches the query's
 * width, the bar and its padding measured to the fraction of a pixel). What changes in between
 * is the home page's hero, its text reflowing at every width, whose buttons the action bar
 * steps aside for. It decides whether a booking link is on screen only where the header has
 * none of its own (Get Started, shown from a width its queries decide): those ranges are swept
 * every `everyPx` px.
 */
async function sweep(page: Page, locale: Locale, everyPx?: number): Promise<string[]> {
  const hrefs = bookingHrefsOf(locale);
  const nextFrame = () => page.evaluate(() => new Promise((done) => requestAnimationFrame(done)));
  const seen = new Map<number, TopOfPage>();
  const check = async (width: number): Promise<TopOfPage | undefined> => {
    if (width < narrowestPx || width > widestPx) return undefined;
    const known = seen.get(width);
    if (known) return known;
    await page.setViewportSize({ width, height });
    let top = await page.evaluate(topOfPage, hrefs);
    // The action bar's scroll-driven animation follows the new size at a later frame.
    for (let frame = 0; frame < 3 && !top.hasBooking; frame += 1) {
      await nextFrame();
      top = await page.evaluate(topOfPage, hrefs);
    }
    seen.set(width, top);
    return top;
  };

  const queries = await page.evaluate(queryWidths);
  const starts = [narrowestPx, ...queries.media.filter((px) => px > narrowestPx && px <= widestPx)];
  /** The first width of each range in which the same items are drawn. */
  const rangeStarts = new Set(starts);
  for (const [index, start] of starts.entries()) {
    const end = starts[index + 1] ?? widestPx + 1;
    const atStart = await check(start);
    if (atStart?.barContentPx == null) continue;
    const paddingPx = start - atStart.barContentPx;
    for (const containerPx of queries.container) {
      const viewportPx = Math.ceil(containerPx + paddingPx);
      if (viewportPx <= start || viewportPx >= end) continue;
      rangeStarts.add(viewportPx);
      await check(viewportPx);
    }
  }
  if (everyPx) {
    const ordered = [...rangeStarts].sort((a, b) => a - b);
    for (const [index, from] of ordered.entries()) {
      if (seen.get(from)?.hasHeaderBooking) continue;
      const to = ordered[index + 1] ?? widestPx + 1;
      for (let width = from + everyPx; width < to; width += everyPx) await check(width);
    }
  }

  return [...seen.entries()]
    .sort(([a], [b]) => a - b)
    .flatMap(([width, top]) => [
      ...top.wrapped.map((name) => `${width}: ${name} wraps`),
      ...top.outside.map((name) => `${width}: ${name} is past the viewport`),
      ...(top.hasBooking ? [] : [`${width}: no booking link on screen`]),
    ]);
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
    if (!home) throw new Error(`the tests' build has no ${locale} home page`);
    const others = pagesIn.filter((built) => built !== home);

    test(`the ${locale} home page from 320 to 1920 px, where its layout changes and every ${heroStepPx} px where the header has no booking link: no header item wraps or leaves the screen, and a booking link is in view at the top`, async ({
      page,
    }) => {
      await page.goto(home.path);
      await saveWholePage(page, home);
      expect(await sweep(page, locale, heroStepPx)).toEqual([]);
    });

    // The other pages have no hero: where their stylesheets' queries change, each its own copy
    // of the header's fit (no header at all on the Not-found page).
    test(`every other ${locale} page from 320 to 1920 px, where its layout changes: the same`, async ({
      page,
      guard,
    }) => {
      guard.allowResponse(/\/no-such-page$/, 404);
      guard.allowConsoleError(/status of 404|non-existent route/);
      const problems: string[] = [];
      // Each page is loaded, and its screenshot saved, at the project's size.
      const projectSize = page.viewportSize();
      for (const built of others) {
        if (projectSize) await page.setViewportSize(projectSize);
        await page.goto(built.path);
        await saveWholePage(page, built);
        problems.push(
          ...(await sweep(page, locale)).map((problem) => `${built.path} at ${problem}`),
        );
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
    test(`the ${locale} home page's header fits from 320 to 1920 px where its layout changes, the sixth link included`, async ({
      page,
      guard,
    }) => {
      guard.allowOrigin(origin);
      await page.goto(`${origin}${homePath(locale)}`);
      await expect(
        page.locator('[data-header-fit="full-navigation"]').getByText(sixthLabels[locale]),
      ).toHaveCount(1);
      // Only the header differs from the tests' build, whose hero the test above sweeps.
      expect(await sweep(page, locale)).toEqual([]);
      // At the widest, the full navigation with the sixth link is shown.
      await page.setViewportSize({ width: widestPx, height });
      await expect(
        page.locator('[data-header-fit="full-navigation"]').getByText(sixthLabels[locale]),
      ).toBeVisible();
    });
  }
});
