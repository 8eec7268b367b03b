import { chromium, type Page } from "@playwright/test";
import { throttling } from "lighthouse/core/config/constants.js";
import { chromiumFlags, findChromium } from "../tooling/lib/find-tools.ts";

const slow4G = throttling.mobileSlow4G;

/**
 * The phone profile of `npm run bench`: a 375×812 touch screen on Lighthouse's mobile
 * "slow 4G" link as Lighthouse applies it for real (its "devtools" throttling: 562.5 ms
 * request latency, 1.47 Mbit/s down, 675 kbit/s up, from Lighthouse's own constants) with the
 * CPU slowed 4×, applied to a real Chromium through the DevTools protocol. This is what a
 * phone meets; Lighthouse's default *simulated* throttling only estimates it.
 */
export const phoneProfile = {
  viewport: { width: 375, height: 812 },
  latencyMs: slow4G.requestLatencyMs,
  downloadBytesPerSecond: (slow4G.downloadThroughputKbps * 1024) / 8,
  uploadBytesPerSecond: (slow4G.uploadThroughputKbps * 1024) / 8,
  cpuSlowdown: slow4G.cpuSlowdownMultiplier,
} as const;

/** When each thing happened, in ms from the start of navigation. */
export interface PhoneTimings {
  /** First contentful paint. */
  firstPaintMs: number;
  /** Largest contentful paint (the last candidate before the page hydrated). */
  lcpMs: number;
  /** Bytes of JavaScript transferred (compressed, headers included) by the time it was timed. */
  jsBytes: number;
  /** The first tap on the menu button that opens the menu. */
  menuWorksMs: number;
  /** React has hydrated the page (`html[data-hydrated]`). */
  hydratedMs: number;
  /**
   * NaN on a page without copy buttons. Otherwise: a copy button is shown, so it works (its
   * own chunk has arrived and hydrated).
   */
  copyWorksMs: number;
  /**
   * NaN on a page without copy buttons. Otherwise: a copy button's tooltip appears for a
   * pointer resting on it from the moment it is shown (this includes the tooltip's 700 ms
   * delay, docs/requirements.md R16).
   */
  tooltipWorksMs: number;
}

/** Bytes transferred for the page's `.js` files so far (Resource Timing's `transferSize`). */
async function scriptBytes(page: Page): Promise<number> {
  return page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
      .reduce((sum, entry) => sum + (entry as PerformanceResourceTiming).transferSize, 0),
  );
}

async function sinceNavigation(page: Page): Promise<number> {
  return page.evaluate(() => performance.now());
}

/**
 * Loads `url` once in the phone profile and times the first paint, the moment each kind of
 * control works (menu, copy, tooltip) and hydration, each as a visitor would find it: the menu
 * by tapping it until it opens, copy by waiting for a copy button to show, the tooltip by resting the
 * pointer on that button then and waiting for its tooltip.
 *
 * @param hydrates - false for a page without scripts (the plain floor): only the paints and the
 *   menu are timed, the rest is NaN. A page of the build that ships no React
 *   (docs/decisions/058-reading-pages-ship-no-script.md) is timed the same way.
 * @throws Error when a control never works within Playwright's default timeouts.
 */
export async function measurePhoneTimings(url: string, hydrates = true): Promise<PhoneTimings> {
  const browser = await chromium.launch({
    executablePath: findChromium(),
    args: [...chromiumFlags],
  });
  try {
    const context = await browser.newContext({
      viewport: phoneProfile.viewport,
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 2,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: phoneProfile.latencyMs,
      downloadThroughput: phoneProfile.downloadBytesPerSecond,
      uploadThroughput: phoneProfile.uploadBytesPerSecond,
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: phoneProfile.cpuSlowdown });
    await page.addInitScript(() => {
      const record = window as unknown as { __hydratedAt?: number; __lcp?: number };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) record.__lcp = entry.startTime;
      }).observe({ type: "largest-contentful-paint", buffered: true });
      new MutationObserver((_, observer) => {
        if (!document.documentElement.hasAttribute("data-hydrated")) return;
        record.__hydratedAt = performance.now();
        observer.disconnect();
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-hydrated"] });
    });

    await page.goto(url, { waitUntil: "commit" });
    // By the invoker command, not the name: the page may be in any language.
    const toggle = page.locator('button[commandfor="mobile-menu"][command="show-modal"]');
    const menu = page.locator("#mobile-menu");
    let menuWorksMs = NaN;
    for (let attempt = 0; attempt < 200 && Number.isNaN(menuWorksMs); attempt += 1) {
      // On a slow CPU the menu may open while a tap is still being retried: the dialog then
      // covers the toggle and the tap gives up, which the check below reads as success.
      if (!(await menu.isVisible())) await toggle.tap({ timeout: 500 }).catch(() => {});
      // Wait a moment for it to open before tapping again.
      const opened = await menu.waitFor({ state: "visible", timeout: 250 }).then(
        () => true,
        () => false,
      );
      if (opened) menuWorksMs = await sinceNavigation(page);
    }
    await menu.locator('button[command="close"]').tap();
    // React Router's hydration context is set by an inline script at the end of the page.
    await page.waitForLoadState("domcontentloaded");
    const shipsReact = hydrates && (await page.evaluate(() => "__reactRouterContext" in window));
    if (!shipsReact) {
      await page.waitForLoadState("load");
      const paints = await page.evaluate(() => ({
        firstPaintMs: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN,
        lcpMs: (window as unknown as { __lcp?: number }).__lcp ?? NaN,
      }));
      return {
        ...paints,
        jsBytes: await scriptBytes(page),
        menuWorksMs,
        hydratedMs: NaN,
        copyWorksMs: NaN,
        tooltipWorksMs: NaN,
      };
    }

    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const hydratedMs = await page.evaluate(
      () => (window as unknown as { __hydratedAt?: number }).__hydratedAt ?? NaN,
    );
    let copyWorksMs = NaN;
    let tooltipWorksMs = NaN;
    // By its icon: a copy button not shown yet is not in the accessibility tree, and its name
    // is in the page's language.
    const copyButton = page.locator('button:has(use[href$="#copy"])').first();
    if ((await copyButton.count()) > 0) {
      await copyButton.waitFor({ state: "visible" });
      copyWorksMs = await sinceNavigation(page);
      await copyButton.hover();
      // A build from before the shared tooltip provider marks its tooltip by role only.
      await page.locator("[data-slot='tooltip'], [role='tooltip']").first().waitFor();
      tooltipWorksMs = await sinceNavigation(page);
    }

    const firstPaintMs = await page.evaluate(
      () => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN,
    );
    const lcpMs = await page.evaluate(() => (window as unknown as { __lcp?: number }).__lcp ?? NaN);
    const jsBytes = await scriptBytes(page);
    return { firstPaintMs, lcpMs, jsBytes, menuWorksMs, hydratedMs, copyWorksMs, tooltipWorksMs };
  } finally {
    await browser.close();
  }
}
