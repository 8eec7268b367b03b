import { test as base, expect, type Page, type Request } from "@playwright/test";

/** What a test declares it expects to go wrong, so the guard lets it pass. */
interface PageGuard {
  /** Allow console errors whose text matches `pattern` (e.g. the 404 page's own log). */
  allowConsoleError(pattern: RegExp): void;
  /** Allow responses with `status` for URLs matching `pattern` (e.g. the 404 document). */
  allowResponse(pattern: RegExp, status: number): void;
  /** Allow requests to another origin on 127.0.0.1 (e.g. the local analytics collector). */
  allowOrigin(origin: string): void;
  /**
   * Allow requests the browser aborts (`net::ERR_ABORTED`) because the test leaves the page
   * while they are under way, or because no application handles them (`tel:`).
   */
  allowAbortedRequests(): void;
}

/**
 * `test` with an automatic guard on every page: the test fails on any console error, page
 * error, failed request, 4xx/5xx response, or request to a host other than 127.0.0.1, unless
 * it declared that error through `guard`.
 */
export const test = base.extend<{ guard: PageGuard; waitForHydration: boolean }>({
  /**
   * Whether `page.goto` resolves only once React has hydrated the page
   * (`html[data-hydrated]`) and every script requested so far has arrived (the toast regions'
   * chunk starts loading at hydration; leaving the page during it would abort it). On by
   * default, for tests about what React adds; tests about the first paint, before hydration,
   * set it off with `test.use({ waitForHydration: false })`.
   */
  waitForHydration: [true, { option: true }],
  page: async ({ page, javaScriptEnabled, waitForHydration }, use) => {
    const scriptsInFlight = new Set<Request>();
    page.on("request", (request) => {
      // Scripts, and the favicon the browser asks for once the page is parsed: leaving the page
      // while one is in flight would abort it.
      if (request.resourceType() === "script" || request.url().endsWith("/favicon.svg"))
        scriptsInFlight.add(request);
    });
    page.on("requestfinished", (request) => scriptsInFlight.delete(request));
    page.on("requestfailed", (request) => scriptsInFlight.delete(request));
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (javaScriptEnabled && waitForHydration) {
        await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
        await expect.poll(() => scriptsInFlight.size).toBe(0);
      } else if (!javaScriptEnabled) {
        // The browser fetches the favicon after load; leaving the page at once would abort it.
        await page.waitForLoadState("networkidle");
      }
      return response;
    };
    await use(page);
  },
  guard: [
    async ({ page, baseURL, javaScriptEnabled }, use) => {
      const allowedConsole: RegExp[] = [];
      const allowedOrigins: string[] = [];
      let abortsAllowed = false;
      const allowedResponses: { pattern: RegExp; status: number }[] = [];
      const problems: string[] = [];
      const { host } = new URL(baseURL ?? "http://127.0.0.1");

      page.on("console", (message) => {
        if (message.type() !== "error") return;
        if (allowedConsole.some((pattern) => pattern.test(message.text()))) return;
        problems.push(`console.error: ${message.text()}`);
      });
      page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
      page.on("request", (request) => {
        const url = new URL(request.url());
        if (
          url.protocol.startsWith("http") &&
          url.host !== host &&
          !allowedOrigins.includes(url.origin)
        )
          problems.push(`left the site: ${request.url()}`);
      });
      page.on("requestfailed", (request) => {
        // With JavaScript off, Chromium refuses the module preloads React Router writes in
        // <head>: nothing is missing from what such a visitor gets.
        if (!javaScriptEnabled && request.resourceType() === "script") return;
        if (abortsAllowed && request.failure()?.errorText === "net::ERR_ABORTED") return;
        problems.push(`request failed: ${request.url()} (${request.failure()?.errorText})`);
      });
      page.on("response", (response) => {
        const status = response.status();
        if (status < 400) return;
        if (allowedResponses.some((a) => a.status === status && a.pattern.test(response.url())))
          return;
        problems.push(`HTTP ${status}: ${response.url()}`);
      });

      await use({
        allowConsoleError: (pattern) => allowedConsole.push(pattern),
        allowResponse: (pattern, status) => allowedResponses.push({ pattern, status }),
        allowOrigin: (origin) => allowedOrigins.push(origin),
        allowAbortedRequests: () => {
          abortsAllowed = true;
        },
      });
      expect(problems, "console errors, failed requests or requests off 127.0.0.1").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Whether the test runs in the phone project (375×812, touch). */
export function isPhone(): boolean {
  return test.info().project.name === "phone";
}

/**
 * Marks the current document so a later check can tell a client-side navigation (marker
 * still there) from a full page load (marker gone).
 */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __sameDocument?: boolean }).__sameDocument = true;
  });
}

/** True when the page is still the document {@link markDocument} marked. */
export async function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(
    () => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true,
  );
}

/**
 * Opens the mobile menu on a phone; returns its panel.
 *
 * @param openLabel - the menu button's name in the page's language.
 */
export async function openMobileMenu(page: Page, openLabel = "Open menu") {
  await page.getByRole("button", { name: openLabel }).click();
  const menu = page.locator("#mobile-menu");
  await expect(menu).toBeVisible();
  return menu;
}

/** Records every Content-Security-Policy violation the page reports (CSP3 §5.4). */
export async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = violations;
    document.addEventListener("securitypolicyviolation", (event) => {
      violations.push(`${event.effectiveDirective}: ${event.blockedURI || event.sample}`);
    });
  });
  return () =>
    page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}
