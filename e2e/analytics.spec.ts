import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { BrowserContext, Locator, Page } from "@playwright/test";
import { publishedArticles } from "~/content/articles";
import { articles, copies, site } from "~/content/testing";
import { homePath, localeIds, locales, type Locale } from "~/i18n/locales";
import { articlePath, pagePath, pages as registry } from "~/pages/registry";
import { analyticsEvents, notFoundEvent, type Placement } from "~/lib/analytics-events";
import type { ReceivedEvent } from "./support/collector";
import { expect, openMobileMenu, pageShipsReact, test as base } from "./fixtures";

const { en } = copies;

/**
 * Privacy-first analytics against the build with analytics on (e2e/support/analytics-site.ts),
 * which counts to a local collector. Each test's browser carries `journey/<test id>` in its
 * User-Agent, so the collector's record tells the tests' events apart when they run in parallel.
 * An event's payload is the same at both widths: the tests run on the desktop (`@desktop`),
 * except where what a visitor can click differs: the home page's menu and phone action bar,
 * and the menu of a page that ships no React, are clicked on the phone. The tests
 * wait for the events themselves (the collector's answer to each pageview, `pollReceived`),
 * never for a quiet network.
 */
const analyticsURL = `http://127.0.0.1:${process.env.E2E_ANALYTICS_PORT}`;
const collectorURL = `http://127.0.0.1:${process.env.E2E_COLLECTOR_PORT}`;

const test = base.extend<{ journey: string }>({
  journey: async ({ browserName }, use, testInfo) =>
    use(`journey/${browserName}/${testInfo.testId}`),
  userAgent: async ({ userAgent, journey }, use) => use(`${userAgent ?? "Chromium"} ${journey}`),
});
test.use({ baseURL: analyticsURL });
test.beforeEach(({ guard }) => guard.allowOrigin(collectorURL));

/** What the collector received from this test's browser, in order. */
async function received(journey: string): Promise<ReceivedEvent[]> {
  const response = await fetch(`${collectorURL}/received`);
  const events = (await response.json()) as ReceivedEvent[];
  return events.filter((event) => event.userAgent.endsWith(journey));
}

/**
 * What the collector has received from this test's browser, as `select` makes of it, polled as
 * the events arrive: the first look is at once, each next one when the collector has received
 * another event, from any test's browser (`GET /received?after=N`, e2e/support/collector.ts).
 * Chain the matcher: `await pollReceived(journey, callsToActionOf).toEqual([…])`; on a
 * mismatch it fails after the expect timeout, showing the last record.
 */
function pollReceived<T>(journey: string, select: (events: ReceivedEvent[]) => T) {
  let seen = 0;
  return expect.poll(
    async () => {
      const response = await fetch(`${collectorURL}/received?after=${seen}`);
      const events = (await response.json()) as ReceivedEvent[];
      seen = events.length;
      return select(events.filter((event) => event.userAgent.endsWith(journey)));
    },
    { intervals: [0] },
  );
}

/**
 * The collector's answer to the pageview of `path` that `page` sends (Plausible's `u` is the
 * page's URL): wait for it to know the page is shown and counting. Call it before the action
 * that shows the page.
 */
function pageviewAnswered(page: Page, path: string) {
  return page.waitForResponse((response) => {
    if (response.url() !== `${collectorURL}/api/event`) return false;
    const event = JSON.parse(response.request().postData() ?? "{}") as { n?: string; u?: string };
    return event.n === "pageview" && new URL(event.u ?? "", analyticsURL).pathname === path;
  });
}

/**
 * Opens `url` and waits until the collector has its pageview: the tracker has started, so
 * a click from now on is counted.
 */
async function gotoCounted(page: Page, url: string): Promise<void> {
  const answered = pageviewAnswered(page, new URL(url, analyticsURL).pathname);
  await page.goto(url);
  await answered;
}

/**
 * Clicks `link` and waits until its page, at `path`, is shown and the collector has its
 * pageview: the tracker of the page now shown has started.
 */
async function clickCounted(page: Page, link: Locator, path: string): Promise<void> {
  const answered = pageviewAnswered(page, path);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await answered;
}

/** The pageviews among `events`, as the paths of the pages they counted. */
function pageviewsOf(events: ReceivedEvent[]): string[] {
  return events
    .filter((event) => event.name === "pageview")
    .map((event) => new URL(event.url).pathname);
}

/** Clicks a link that opens in a new tab, checks the tab shows its address, and closes it. */
async function clickToNewTab(context: BrowserContext, control: Locator): Promise<void> {
  const href = await control.getAttribute("href");
  const [popup] = await Promise.all([context.waitForEvent("page"), control.click()]);
  await expect(popup).toHaveURL(href ?? "");
  await popup.close();
}

/** The events other than Plausible's own `engagement` (time on page), as `name placement`. */
function callsToActionOf(events: ReceivedEvent[]): string[] {
  return events
    .filter((event) => !["pageview", "engagement", notFoundEvent].includes(event.name))
    .map((event) => `${event.name} ${event.props.locale} ${event.props.placement}`);
}

/**
 * Nothing of the counting stays in the browser: no cookie, no `localStorage` entry, no
 * `sessionStorage` entry but React Router's scroll positions; no event came with a cookie.
 * (No CSP violation either: the page guard of e2e/fixtures.ts fails the test on one.)
 */
async function expectNoTraces(page: Page, context: BrowserContext, journey: string) {
  expect(await context.cookies()).toEqual([]);
  const storage = await page.evaluate(() => ({
    cookie: document.cookie,
    local: Object.keys(localStorage),
    session: Object.keys(sessionStorage),
  }));
  expect(storage.cookie).toBe("");
  expect(storage.local).toEqual([]);
  expect(storage.session.filter((key) => key !== "react-router-scroll-positions")).toEqual([]);
  expect((await received(journey)).filter((event) => event.cookie)).toEqual([]);
}

interface CallToAction {
  name: string;
  placement: Placement;
  control: (page: Page) => Promise<Locator>;
  /**
   * How the page answers the click: a new tab; nothing that leaves the page (a copy, a `tel:`
   * link); a client-side navigation to the case studies page (`to`), whose own link leads back
   * home; a new document (`to`: the language switcher's other home page, which
   * e2e/spanish.spec.ts follows; here a stub answers it, as outside pages are answered).
   */
  opens: "new tab" | "same page" | "client navigation" | "new document";
  /** The path shown after a navigation. */
  to?: string;
}

/** A locale's switcher and the home page it leads to. */
function switcherTo(locale: Locale) {
  const other = locale === "en" ? "es" : "en";
  return { name: locales[other].name, to: homePath(other) };
}

/**
 * Every call to action of a locale's home page that a visitor sees at 1280 px: those of both
 * widths, and the header's language switcher. The `tel:` link comes last: after it, Chromium
 * leaves a pending prompt for the missing phone app that swallows that tab's later clicks.
 */
function desktopCallsToAction(locale: Locale): CallToAction[] {
  const copy = copies[locale];
  const { hero, services, about, contact } = copy.home;
  const switcher = switcherTo(locale);
  const caseStudies = pagePath(registry.caseStudies, locale);
  const main = (page: Page) => page.getByRole("main");
  const link = (name: string) => async (page: Page) =>
    main(page).getByRole("link", { name, exact: false });
  const button = (name: string) => async (page: Page) =>
    main(page).getByRole("button", { name, exact: true });
  return [
    {
      name: analyticsEvents.bookConsultation,
      placement: "hero",
      control: link(hero.primaryCta),
      opens: "new tab",
    },
    {
      name: analyticsEvents.bookConsultation,
      placement: "services",
      control: link(services.ctaLabel),
      opens: "new tab",
    },
    {
      name: analyticsEvents.linkedIn,
      placement: "about",
      control: link(about.ctaLabel),
      opens: "new tab",
    },
    {
      name: analyticsEvents.copyPhone,
      placement: "contact",
      control: button(contact.copyPhoneLabel),
      opens: "same page",
    },
    {
      name: analyticsEvents.copyAddress,
      placement: "contact",
      control: button(contact.copyAddressLabel),
      opens: "same page",
    },
    {
      name: analyticsEvents.whatsApp,
      placement: "contact",
      control: link(contact.whatsAppCta),
      opens: "new tab",
    },
    {
      name: analyticsEvents.viewCaseStudies,
      placement: "hero",
      control: link(hero.secondaryCta),
      opens: "client navigation",
      to: caseStudies,
    },
    {
      name: analyticsEvents.viewCaseStudies,
      placement: "footer",
      control: async (page) =>
        page
          .getByRole("contentinfo")
          .getByRole("link", { name: copy.common.navigation.caseStudies.label, exact: true }),
      opens: "client navigation",
      to: caseStudies,
    },
    {
      name: analyticsEvents.switchLanguage,
      placement: "footer",
      control: async (page) =>
        page.getByRole("contentinfo").getByRole("link", { name: switcher.name }),
      opens: "new document",
      to: switcher.to,
    },
    {
      name: analyticsEvents.switchLanguage,
      placement: "header",
      control: async (page) => page.getByRole("banner").getByRole("link", { name: switcher.name }),
      opens: "new document",
      to: switcher.to,
    },
    {
      name: analyticsEvents.call,
      placement: "contact",
      control: link(site.phone.display),
      opens: "same page",
    },
  ];
}

/**
 * The calls to action of a locale's home page that only a phone shows: the phone action bar's,
 * there once the hero's buttons have scrolled away, and the menu's language switcher.
 */
function phoneCallsToAction(locale: Locale): CallToAction[] {
  const copy = copies[locale];
  const switcher = switcherTo(locale);
  return [
    ...[
      [analyticsEvents.bookConsultation, copy.common.contactActions.book],
      [analyticsEvents.whatsApp, copy.common.contactActions.whatsApp],
    ].map(([name = "", label = ""]): CallToAction => ({
      name,
      placement: "action-bar",
      control: async (page) => {
        await page.evaluate(() =>
          window.scrollTo({
            top: document.documentElement.scrollHeight / 2,
            behavior: "instant",
          }),
        );
        return page
          .getByRole("complementary", { name: copy.common.contactActions.label })
          .getByRole("link", { name: label, exact: false });
      },
      opens: "new tab",
    })),
    {
      name: analyticsEvents.switchLanguage,
      placement: "menu",
      control: async (page) =>
        (await openMobileMenu(page, copy.common.navigation.openMenuLabel)).getByRole("link", {
          name: switcher.name,
        }),
      opens: "new document",
      to: switcher.to,
    },
  ];
}

/** The page that stands for the other language's home page: no script, no request. */
const stubPage = '<!doctype html><title>Stub</title><link rel="icon" href="data:,">';

/**
 * Clicks each call to action of `locale`'s home page in turn, loading the home page afresh only
 * when the last one left it (a client-side navigation comes back by the case studies page's own
 * link), and waits after each until the collector holds exactly the events so far, each with
 * its name, locale and placement.
 *
 * @returns the paths of the site's pages shown, in order, each counted by the collector (its
 *   answer to the pageview awaited): what the collector's pageviews must be.
 */
async function clickEach(
  page: Page,
  context: BrowserContext,
  journey: string,
  locale: Locale,
  actions: CallToAction[],
): Promise<string[]> {
  const home = homePath(locale);
  const shown: string[] = [];
  const expected: string[] = [];
  for (const action of actions) {
    if (page.url() === "about:blank" || new URL(page.url()).pathname !== home) {
      await gotoCounted(page, home);
      shown.push(home);
    }
    const control = await action.control(page);
    if (action.opens === "new tab") {
      await clickToNewTab(context, control);
    } else if (action.opens === "same page") {
      await control.click();
    } else if (action.opens === "new document") {
      const to = action.to ?? "";
      const isDocument = (url: URL) => url.pathname === to;
      await page.route(isDocument, (route) =>
        route.request().resourceType() === "document"
          ? route.fulfill({ contentType: "text/html", body: stubPage })
          : route.fallback(),
      );
      await control.click();
      await expect(page).toHaveURL(new RegExp(`${to}$`));
      await page.unroute(isDocument);
    } else {
      const to = action.to ?? "";
      await clickCounted(page, control, to);
      shown.push(to);
      await clickCounted(
        page,
        page.getByRole("link", { name: copies[locale].caseStudies.backToHome }),
        home,
      );
      shown.push(home);
    }
    expected.push(`${action.name} ${locale} ${action.placement}`);
    await pollReceived(journey, callsToActionOf).toEqual(expected);
  }
  return shown;
}

/**
 * Opens `locale`'s home page and follows its footer's Privacy Policy link (a client-side
 * navigation): this build counts visits, so the page says what it counts, then what others
 * receive. Comes back home by the header's logo.
 *
 * @returns the pages shown, each counted: home, privacy, home.
 */
async function followPrivacyPolicy(page: Page, locale: Locale): Promise<string[]> {
  const home = homePath(locale);
  const privacyPath = (of: Locale) => pagePath(registry.privacy, of);
  const { footer } = copies[locale].common;
  const { privacy } = copies[locale];
  await gotoCounted(page, home);
  const link = page.locator("footer").getByRole("link", { name: footer.privacyPolicy });
  await expect(link).toHaveAttribute("href", privacyPath(locale));
  await clickCounted(page, link, privacyPath(locale));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(privacy.heading);
  await expect(page.getByRole("heading", { level: 2 })).toHaveText(
    [...privacy.withAnalytics, ...privacy.sections].map((section) => section.heading),
  );
  await expect(page).toHaveTitle(privacy.meta.title);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  const other = locale === "en" ? "es" : "en";
  // Every language switcher of the page (header, menu, footer) leads to the twin.
  const switchers = page.locator(`a[hreflang="${locales[other].hreflang}"]`);
  await expect(switchers).not.toHaveCount(0);
  for (const switcher of await switchers.all()) {
    await expect(switcher).toHaveAttribute("href", privacyPath(other));
  }
  await clickCounted(page, page.getByRole("banner").getByRole("link").first(), home);
  return [home, privacyPath(locale), home];
}

for (const locale of ["en", "es"] as const) {
  const home = homePath(locale);

  test(`${home}: the footer's Privacy Policy leads to the privacy page, which says what is counted; every call to action sends exactly one event with its name, locale and placement; each page shown sends one pageview, client-side navigations included @desktop`, async ({
    page,
    context,
    guard,
    journey,
  }) => {
    // The journey leaves each page as soon as its event is counted, so the page's last
    // requests (lazy images, the favicon) may be aborted; so is the tel: link (no phone app
    // here), and an event sent as the page is left (Switch language) is a keepalive fetch the
    // browser delivers after the document is gone, which Playwright reports as aborted for
    // that document. Whether every event arrived is what the collector's record shows.
    guard.allowAbortedRequests();
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    // Outside pages are answered locally, before they leave the machine.
    await context.route(/^https:\/\//, (route) => route.fulfill({ status: 200, body: "outside" }));
    const shown = [
      ...(await followPrivacyPolicy(page, locale)),
      ...(await clickEach(page, context, journey, locale, desktopCallsToAction(locale))),
    ];
    const events = await received(journey);
    expect(events.every((event) => event.domain === "www.example.com")).toBe(true);
    expect(pageviewsOf(events)).toEqual(shown);
    await expectNoTraces(page, context, journey);
  });

  test(`${home}: the phone action bar's and the menu's calls to action send exactly one event each, with their placement @phone`, async ({
    page,
    context,
    guard,
    journey,
  }) => {
    // As above: the switcher's event is a keepalive fetch sent as the page is left.
    guard.allowAbortedRequests();
    await context.route(/^https:\/\//, (route) => route.fulfill({ status: 200, body: "outside" }));
    await clickEach(page, context, journey, locale, phoneCallsToAction(locale));
    await expectNoTraces(page, context, journey);
  });
}

/**
 * The case studies and privacy pages of each locale: the pages that ship no React; with the
 * other language and its case studies page, where the language switcher leads.
 */
const noReactPages = localeIds.map((locale) => {
  const other = locale === "en" ? "es" : "en";
  return {
    locale,
    other,
    caseStudies: pagePath(registry.caseStudies, locale),
    privacy: pagePath(registry.privacy, locale),
    otherCaseStudies: pagePath(registry.caseStudies, other),
  } as const;
});

test(`the pages that ship no React (${noReactPages.flatMap(({ caseStudies, privacy }) => [caseStudies, privacy]).join(", ")}) send one pageview each and the events of their calls to action @desktop`, async ({
  page,
  context,
  guard,
  journey,
}) => {
  // An event sent as a page is left is a keepalive fetch the browser delivers after the
  // document is gone, which Playwright reports as aborted; the collector's record shows it.
  guard.allowAbortedRequests();
  const shown: string[] = [];
  const expected: string[] = [];
  for (const { locale, other, caseStudies, privacy, otherCaseStudies } of noReactPages) {
    const { common } = copies[locale];
    await gotoCounted(page, privacy);
    expect(await pageShipsReact(page), privacy).toBe(false);
    // Each new page is counted before the next click: its counting script has started.
    await clickCounted(
      page,
      page
        .getByRole("contentinfo")
        .getByRole("link", { name: common.navigation.caseStudies.label, exact: true }),
      caseStudies,
    );
    await clickCounted(
      page,
      page.getByRole("banner").getByRole("link", { name: locales[other].name }),
      otherCaseStudies,
    );
    shown.push(privacy, caseStudies, otherCaseStudies);
    expected.push(
      `${analyticsEvents.viewCaseStudies} ${locale} footer`,
      `${analyticsEvents.switchLanguage} ${locale} header`,
    );
    await pollReceived(journey, callsToActionOf).toEqual(expected);
  }
  expect(pageviewsOf(await received(journey))).toEqual(shown);
  await expectNoTraces(page, context, journey);
});

/**
 * What a phone adds on a page that ships no React: its menu (the page's one script opens it),
 * whose language switcher is counted with placement `menu`. The footer's link and the pageviews
 * are the same at both widths (above).
 */
test(`on a phone, the menu's language switcher of a page that ships no React (${noReactPages.map(({ caseStudies }) => caseStudies).join(", ")}) sends its event, placement menu, and the page it leads to one pageview @phone`, async ({
  page,
  context,
  guard,
  journey,
}) => {
  // The switcher's event is a keepalive fetch sent as the page is left (see above).
  guard.allowAbortedRequests();
  const shown: string[] = [];
  const expected: string[] = [];
  for (const { locale, other, caseStudies, otherCaseStudies } of noReactPages) {
    const { common } = copies[locale];
    // The last switch already showed this page, counted.
    if (shown.at(-1) !== caseStudies) {
      await gotoCounted(page, caseStudies);
      shown.push(caseStudies);
    }
    expect(await pageShipsReact(page), caseStudies).toBe(false);
    const menu = await openMobileMenu(page, common.navigation.openMenuLabel);
    await clickCounted(
      page,
      menu.getByRole("link", { name: locales[other].name }),
      otherCaseStudies,
    );
    shown.push(otherCaseStudies);
    expected.push(`${analyticsEvents.switchLanguage} ${locale} menu`);
    await pollReceived(journey, callsToActionOf).toEqual(expected);
  }
  expect(pageviewsOf(await received(journey))).toEqual(shown);
  await expectNoTraces(page, context, journey);
});

/** Each published article's page, with its locale. */
const articlePages = localeIds.flatMap((locale) =>
  publishedArticles(articles, locale).map((article) => ({
    locale,
    path: articlePath(locale, article.slug),
  })),
);

test(`${articlePages.map(({ path }) => path).join(", ")}: each article's page view and the calls to action at its end send one event each, placement article @desktop`, async ({
  page,
  context,
  guard,
  journey,
}) => {
  guard.allowAbortedRequests();
  // Outside pages are answered locally, before they leave the machine.
  await context.route(/^https:\/\//, (route) => route.fulfill({ status: 200, body: "outside" }));
  const expected: string[] = [];
  for (const { locale, path } of articlePages) {
    const { cta } = copies[locale].articles;
    await gotoCounted(page, path);
    expect(await pageShipsReact(page), path).toBe(false);
    const region = page.getByRole("region", { name: cta.heading });
    for (const [name, label] of [
      [analyticsEvents.bookConsultation, cta.bookLabel],
      [analyticsEvents.whatsApp, cta.whatsAppLabel],
    ] as const) {
      const control = region.getByRole("link", { name: new RegExp(label) });
      await clickToNewTab(context, control);
      expected.push(`${name} ${locale} article`);
      await pollReceived(journey, callsToActionOf).toEqual(expected);
    }
  }
  expect(pageviewsOf(await received(journey))).toEqual(articlePages.map(({ path }) => path));
  await expectNoTraces(page, context, journey);
});

test("an unknown path sends one pageview and one 404 with its path and locale; events carry the page's path only, never its query string or fragment @desktop", async ({
  page,
  context,
  guard,
  journey,
}) => {
  guard.allowResponse(/\/es\/nada\?x=1$/, 404);
  guard.allowResponse(/\/no-such-page$/, 404);
  guard.allowConsoleError(/status of 404/);
  guard.allowConsoleError(/404 Error: User attempted to access non-existent route/);
  // The engagement event sent as a page is left is a keepalive fetch, which Playwright
  // reports as aborted for that document; the collector's record shows what arrived.
  guard.allowAbortedRequests();
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await gotoCounted(page, "/?email=a@b.c&name=Jane#token=secret123");
  // A call to action on that page: its event carries the same page URL.
  await page
    .getByRole("main")
    .getByRole("button", { name: en.home.contact.copyPhoneLabel })
    .click();
  await pollReceived(journey, callsToActionOf).toEqual([`${analyticsEvents.copyPhone} en contact`]);
  // Each language's Not-found page; a referrer with a query of its own is cut to its path too.
  const notFound = (events: ReceivedEvent[]) => ({
    pageviews: pageviewsOf(events),
    notFound: events.filter((event) => event.name === notFoundEvent).map((event) => event.props),
  });
  await page.goto("/es/nada?x=1", { referer: `${analyticsURL}/case-studies?name=Jane#x` });
  await pollReceived(journey, notFound).toEqual({
    pageviews: ["/", "/es/nada"],
    notFound: [{ path: "/es/nada", locale: "es" }],
  });
  await page.goto("/no-such-page");
  await pollReceived(journey, notFound).toEqual({
    pageviews: ["/", "/es/nada", "/no-such-page"],
    notFound: [
      { path: "/es/nada", locale: "es" },
      { path: "/no-such-page", locale: "en" },
    ],
  });

  const events = await received(journey);
  expect(events.filter((event) => event.name === "pageview").map((event) => event.url)).toEqual([
    `${analyticsURL}/`,
    `${analyticsURL}/es/nada`,
    `${analyticsURL}/no-such-page`,
  ]);
  expect(new Set(events.map((event) => event.url))).toEqual(
    new Set([`${analyticsURL}/`, `${analyticsURL}/es/nada`, `${analyticsURL}/no-such-page`]),
  );
  expect(events.map((event) => event.referrer).filter(Boolean)).toContain(
    `${analyticsURL}/case-studies`,
  );
  // Nothing the visitor was sent in the address reaches the collector, in any field.
  const sent = JSON.stringify(events.map(({ userAgent: _userAgent, ...event }) => event));
  for (const secret of ["?", "#", "email", "a@b.c", "Jane", "token", "secret123", "x=1"]) {
    expect(sent).not.toContain(secret);
  }
  await expectNoTraces(page, context, journey);
});

/** The part of React Router's manifest in the page that names each route's module. */
interface RouteManifest {
  routes: Record<string, { module: string } | undefined>;
}

const refusals = {
  "Global Privacy Control": () =>
    Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true }),
  "Do Not Track": () =>
    Object.defineProperty(Navigator.prototype, "doNotTrack", { get: () => "1" }),
} as const;

for (const [setting, turnOn] of Object.entries(refusals)) {
  test(`with ${setting} on, the app loads no tracker, a page that ships no React stops its tracker before it counts, and nothing reaches the collector @desktop`, async ({
    page,
    context,
    guard,
    journey,
  }) => {
    // The case studies page the app shows is left for the page below while its illustrations
    // may still be arriving: those requests are aborted, not missing.
    guard.allowAbortedRequests(/\/assets\/images\//);
    await context.route(/^https:\/\//, (route) => route.fulfill({ status: 200, body: "outside" }));
    await page.addInitScript(turnOn);
    const requests: string[] = [];
    page.on("request", (request) => requests.push(request.url()));
    // The app: a call to action, then a client-side navigation. With counting on, the
    // tracker's chunk is requested at hydration, long before the page below is left.
    await page.goto("/");
    const [popup] = await Promise.all([
      context.waitForEvent("page"),
      page.getByRole("main").getByRole("link", { name: en.home.hero.primaryCta }).click(),
    ]);
    await popup.close();
    await page.getByRole("main").getByRole("link", { name: en.home.hero.secondaryCta }).click();
    await expect(page).toHaveURL(/\/case-studies$/);
    // The page did load its scripts (the case-studies route's module), but not the tracker's.
    const routeModule = await page.evaluate(
      () =>
        (window as unknown as { __reactRouterManifest: RouteManifest }).__reactRouterManifest
          .routes["en/caseStudies"]?.module,
    );
    expect(routeModule).toMatch(/^\/assets\/.*\.js$/);
    expect(requests.some((url) => new URL(url).pathname === routeModule)).toBe(true);
    expect(requests.filter((url) => /analytics-client|\/api\/event/.test(url))).toEqual([]);

    // A page that ships no React, left for another by a link. The new page's module script
    // has run by its load event (HTML: module scripts run before DOMContentLoaded), and the
    // tracker sends a pageview as it starts, so anything it would send is requested by then.
    await page.goto("/privacy");
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: en.common.navigation.caseStudies.label, exact: true })
      .click();
    await expect(page).toHaveURL(/\/case-studies$/);
    await page.waitForLoadState("load");
    // Its one script (the tracker inside) arrived and stopped at the refusal: no event, no
    // request to the collector.
    expect(requests.some((url) => /\/assets\/count-page-/.test(url))).toBe(true);
    expect(requests.filter((url) => url.startsWith(collectorURL))).toEqual([]);
    expect(await received(journey)).toEqual([]);
    await expectNoTraces(page, context, journey);
  });
}

test.describe("the builds' code and policy @desktop", () => {
  const assetFilesOf = (build: string) => {
    const dir = path.resolve(import.meta.dirname, "..", build, "client/assets");
    return readdirSync(dir)
      .filter((file) => file.endsWith(".js"))
      .map((file) => ({ file, code: readFileSync(path.join(dir, file), "utf8") }));
  };
  const assetsOf = (build: string) => assetFilesOf(build).map(({ code }) => code);
  const connectSrcOf = (build: string, page: string) => {
    const html = readFileSync(
      path.resolve(import.meta.dirname, "..", build, "client", page),
      "utf8",
    );
    return /connect-src ([^;"]*)/.exec(html)?.[1];
  };
  // A string of Plausible's tracker that survives minification: its error message.
  const trackerMarker = "plausible.init()";

  test("the pages that ship no React name one script in the analytics-on build: the counting script", () => {
    for (const page of [
      "case-studies.html",
      "es/casos-de-exito.html",
      "privacy.html",
      "es/privacidad.html",
    ]) {
      const html = readFileSync(
        path.resolve(import.meta.dirname, "../build-analytics/client", page),
        "utf8",
      );
      expect([...html.matchAll(/<script\b[^>]*\bsrc="([^"]*)"/g)].map((match) => match[1])).toEqual(
        [expect.stringMatching(/^\/assets\/count-page-[\w-]+\.js$/)],
      );
      expect(html).not.toContain("modulepreload");
      expect(html).not.toContain("__reactRouter");
    }
  });

  test("the analytics-off build holds no tracker code and fetch reaches only 'self'", () => {
    expect(assetsOf("build").filter((code) => code.includes(trackerMarker))).toEqual([]);
    expect(assetsOf("build").filter((code) => code.includes("analytics-client"))).toEqual([]);
    for (const page of ["index.html", "es.html", "404.html", "case-studies.html"]) {
      expect(connectSrcOf("build", page)).toBe("'self'");
    }
  });

  test("the analytics-on build bundles the tracker twice (the app's chunk, the counting script of the pages that ship no React) and lets fetch reach the collector only", () => {
    const withTracker = assetFilesOf("build-analytics").filter(({ code }) =>
      code.includes(trackerMarker),
    );
    expect(withTracker).toHaveLength(2);
    expect(withTracker.filter(({ file }) => file.startsWith("count-page-"))).toHaveLength(1);
    for (const page of ["index.html", "es.html", "404.html", "case-studies.html", "privacy.html"]) {
      expect(connectSrcOf("build-analytics", page)).toBe(`'self' ${collectorURL}`);
    }
  });
});
