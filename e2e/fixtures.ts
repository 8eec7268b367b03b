import { test as base, expect, type Page, type Request } from "@playwright/test";
import { copies } from "~/content/testing";

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
   * while they are under way, or because no application handles them (`tel:`): all of them,
   * or only those whose URL matches `pattern` (e.g. what a frame the page removes was loading).
   */
  allowAbortedRequests(pattern?: RegExp): void;
  /** Allow Content-Security-Policy violations whose `directive: blocked` text matches `pattern`. */
  allowCspViolation(pattern: RegExp): void;
  /** The CSP violations the page has reported so far, as `directive: blocked` texts. */
  cspViolations(): readonly string[];
}

/**
 * Whether the page now shown loaded React Router (its hydration context is set by an inline
 * script of every page that hydrates); a page the registry marks `needsHydration: false` has none.
 */
export async function pageShipsReact(page: Page): Promise<boolean> {
  return page.evaluate(() => "__reactRouterContext" in window);
}

/**
 * `test` with an automatic guard on every page: the test fails on any console error, page
 * error, failed request, 4xx/5xx response, request to a host other than 127.0.0.1, or
 * Content-Security-Policy violation, unless it declared that error through `guard`.
 */
export const test = base.extend<{ guard: PageGuard; waitForHydration: boolean }>({
  /**
   * Whether `page.goto` resolves only once React has hydrated the page
   * (`html[data-hydrated]`) and every script requested so far has arrived (the toast regions'
   * chunk starts loading at hydration; leaving the page during it would abort it). On by
   * default, for tests about what React adds; tests about the first paint, before hydration,
   * set it off with `test.use({ waitForHydration: false })`. A page that ships no React
   * ({@link pageShipsReact}) is not waited for: it never hydrates.
   */
  waitForHydration: [true, { option: true }],
  page: async ({ page, javaScriptEnabled, waitForHydration }, use) => {
    // What leaving a page would abort (net::ERR_ABORTED, a failure for the guard): its scripts
    // and its images (a large photo can still be arriving, a lazy one starts when scrolled to).
    const scriptsInFlight = new Set<Request>();
    const imagesInFlight = new Set<Request>();
    page.on("request", (request) => {
      if (request.resourceType() === "image") imagesInFlight.add(request);
      else if (request.resourceType() === "script") scriptsInFlight.add(request);
    });
    const settled = (request: Request) => {
      scriptsInFlight.delete(request);
      imagesInFlight.delete(request);
    };
    page.on("requestfinished", settled);
    page.on("requestfailed", settled);
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      // Leave the current page only once what it asked for has arrived.
      await expect.poll(() => scriptsInFlight.size + imagesInFlight.size).toBe(0);
      const response = await goto(url, options);
      if (javaScriptEnabled && waitForHydration) {
        // A page that is only read ships no React (the registry's `needsHydration: false`):
        // nothing hydrates there. Its links load a new document, which would abort what it
        // still fetches, so its images are awaited with its own scripts (the counting script).
        const shipsReact = await pageShipsReact(page);
        if (shipsReact) {
          await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
        }
        await expect
          .poll(() => scriptsInFlight.size + (shipsReact ? 0 : imagesInFlight.size))
          .toBe(0);
      }
      return response;
    };
    await use(page);
  },
  guard: [
    async ({ page, baseURL, javaScriptEnabled }, use) => {
      const allowedConsole: RegExp[] = [];
      const allowedOrigins: string[] = [];
      const allowedAborts: RegExp[] = [];
      const allowedResponses: { pattern: RegExp; status: number }[] = [];
      const allowedViolations: RegExp[] = [];
      const problems: string[] = [];
      const violations = await recordViolations(page);
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
        // A full Chromium asks for the tab's icon once a page has loaded (the headless shell
        // does not): its own request, not the page's, which a test leaving the page cancels.
        // A missing icon still fails, as any 4xx answer does.
        if (
          request.failure()?.errorText === "net::ERR_ABORTED" &&
          new URL(request.url()).pathname === "/favicon.svg"
        )
          return;
        if (
          request.failure()?.errorText === "net::ERR_ABORTED" &&
          allowedAborts.some((pattern) => pattern.test(request.url()))
        )
          return;
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
        allowAbortedRequests: (pattern = /^/) => allowedAborts.push(pattern),
        allowCspViolation: (pattern) => allowedViolations.push(pattern),
        cspViolations: () => [...violations()],
      });
      for (const violation of violations()) {
        if (!allowedViolations.some((pattern) => pattern.test(violation)))
          problems.push(`CSP violation: ${violation}`);
      }
      expect(
        problems,
        "console errors, failed requests, requests off 127.0.0.1 or CSP violations",
      ).toEqual([]);
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
 * @param openLabel - the menu button's name in the page's language (the content's English one
 *   by default).
 */
export async function openMobileMenu(
  page: Page,
  openLabel = copies.en.common.navigation.openMenuLabel,
) {
  await page.getByRole("button", { name: openLabel }).click();
  const menu = page.locator("#mobile-menu");
  await expect(menu).toBeVisible();
  return menu;
}

/**
 * Records every Content-Security-Policy violation `page` reports (CSP3 §5.4), in every
 * document it loads, as `directive: blocked URL or sample`. The page guard does this for the
 * test's own `page`; call it only for a page a test opens itself. Returns a function that
 * gives the violations reported so far.
 */
export async function recordViolations(page: Page): Promise<() => readonly string[]> {
  const violations: string[] = [];
  await page.exposeBinding("__reportCspViolation", (_source, violation: string) => {
    violations.push(violation);
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      void (
        window as unknown as { __reportCspViolation(violation: string): Promise<void> }
      ).__reportCspViolation(`${event.effectiveDirective}: ${event.blockedURI || event.sample}`);
    });
  });
  return () => violations;
}
