import AxeBuilder from "@axe-core/playwright";
import { chromium, devices, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { chromiumFlags, findTestBrowser } from "../../lib/find-tools.ts";
import type { BudgetedType, LoadedResource } from "./budgets.ts";
import type { AuditedPage } from "../discovery.ts";
import type { Finding } from "../report/report.ts";

/** Timeout of each page load and wait, in milliseconds: generous, for a machine busy with a build. */
export const pageTimeoutMs = 90_000;

/** The axe-core tags the audit runs: WCAG 2.0, 2.1 and 2.2, levels A and AA (as e2e/accessibility.spec.ts). */
export const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

/**
 * Viewport widths in CSS px: axe runs on a touch phone (375) and a desktop (1280); horizontal
 * overflow is checked on a small phone (360), a tablet (768) and the desktop (WCAG 2.2 SC
 * 1.4.10 Reflow: no two-dimensional scrolling at 320 CSS px and up).
 */
export const widths = { phone: 375, smallPhone: 360, tablet: 768, desktop: 1280 } as const;

/** What the browser checks of one page found, and what it loaded first (at 1280 px). */
export interface BrowserPageResult {
  findings: Finding[];
  firstLoad: LoadedResource[];
}

/** The audit's Chromium: one browser, a desktop and a touch-phone context. */
export interface BrowserAudit {
  /**
   * Opens the page at 1280 px, then at 375 px on a touch phone: console errors, page errors
   * and Content-Security-Policy violations of both loads (CSP3 §5.4
   * `securitypolicyviolation`); axe at 375 and 1280 px in the light scheme, and its colour
   * rules in the dark one (`prefers-color-scheme: dark`); horizontal overflow
   * at 360, 768 and 1280 px (the viewport resized after the load). A page that does not load within
   * {@link pageTimeoutMs} gives a `load` finding.
   */
  auditPage(page: AuditedPage): Promise<BrowserPageResult>;
  /** Closes the browser. */
  close(): Promise<void>;
}

/** What the page reports to the audit through its binding. */
const violationBinding = "__auditCspViolation";

/**
 * Starts Chromium (tooling/lib/find-tools.ts `findTestBrowser`, with `chromiumFlags`) for
 * the pages of `origin`.
 *
 * @throws Error when no browser is installed or it cannot start.
 */
export async function openBrowserAudit(origin: string): Promise<BrowserAudit> {
  const executablePath = findTestBrowser();
  if (!executablePath) {
    throw new Error(
      "no Chromium: install Debian's chromium-headless-shell (or set CHROME_PATH), or pass --no-browser",
    );
  }
  const browser: Browser = await chromium.launch({
    executablePath,
    args: chromiumFlags,
    timeout: pageTimeoutMs,
  });
  const violations = new WeakMap<Page, string[]>();
  const withViolationRecorder = async (context: BrowserContext) => {
    context.setDefaultTimeout(pageTimeoutMs);
    context.setDefaultNavigationTimeout(pageTimeoutMs);
    await context.exposeBinding(violationBinding, ({ page }, violation: string) => {
      violations.get(page)?.push(violation);
    });
    await context.addInitScript((binding) => {
      document.addEventListener("securitypolicyviolation", (event) => {
        const report = (window as unknown as Record<string, (text: string) => void>)[binding];
        report?.(`${event.effectiveDirective}: ${event.blockedURI || event.sample || "inline"}`);
      });
    }, violationBinding);
    return context;
  };
  const desktop = await withViolationRecorder(
    await browser.newContext({ viewport: { width: widths.desktop, height: 900 } }),
  );
  const { userAgent, deviceScaleFactor, isMobile, hasTouch } = devices["Pixel 7"];
  const touchPhone = await withViolationRecorder(
    await browser.newContext({
      userAgent,
      deviceScaleFactor,
      isMobile,
      hasTouch,
      viewport: { width: widths.phone, height: 812 },
    }),
  );

  async function auditPage(page: AuditedPage): Promise<BrowserPageResult> {
    const url = new URL(page.path, origin).href;
    const findings: Finding[] = [];
    const problems = new Map<string, Finding>();
    const firstLoad: LoadedResource[] = [];

    const tabs: Page[] = [];
    /** Chromium's console messages of CSP violations, for a tab whose events said nothing. */
    const cspMessages = new Map<Page, string[]>();

    const open = async (context: BrowserContext, onRequest?: (tab: Page) => void) => {
      const tab = await context.newPage();
      tabs.push(tab);
      violations.set(tab, []);
      cspMessages.set(tab, []);
      tab.on("console", (message) => {
        if (message.type() !== "error") return;
        const text = message.text();
        if (/Content Security Policy/i.test(text)) {
          cspMessages.get(tab)?.push(text);
          return;
        }
        // A Not-found page's own 404, as the browser logs its answer and React Router its route.
        const isOwn404 =
          /\b404\b/.test(text) && (message.location().url === url || text.includes(page.path));
        if (page.expects === "not-found" && isOwn404) return;
        const at = message.location().url;
        const where = at && at !== url ? ` (${at})` : "";
        problems.set(`console ${text}${where}`, {
          page: page.path,
          check: "console",
          message: `console error: ${text}${where}`,
        });
      });
      tab.on("pageerror", (error) =>
        problems.set(`error ${error.message}`, {
          page: page.path,
          check: "console",
          message: `uncaught error: ${error.message}`,
        }),
      );
      onRequest?.(tab);
      await tab.goto(url, { waitUntil: "load" });
      // A page that runs modules may fetch more (lazy chunks) and render once they arrive.
      if (await tab.evaluate(() => document.querySelector("script[type=module]") !== null)) {
        await tab.waitForLoadState("networkidle");
      }
      return tab;
    };

    const close = async (tab: Page) => {
      const events = violations.get(tab) ?? [];
      const reported = events.length > 0 ? events : (cspMessages.get(tab) ?? []);
      for (const violation of reported) {
        problems.set(`csp ${violation}`, {
          page: page.path,
          check: "csp-violation",
          message: `Content-Security-Policy violation: ${violation}`,
        });
      }
      await tab.close();
    };

    try {
      const desktopTab = await open(desktop, (tab) =>
        tab.on("request", (request) => {
          const type = request.resourceType();
          if (new URL(request.url()).origin !== origin) return;
          if (type === "document" && request.frame() !== tab.mainFrame()) return;
          if (type === "document" || type === "script" || type === "stylesheet") {
            firstLoad.push({ url: request.url(), type: type as BudgetedType });
          }
        }),
      );
      findings.push(...(await overflowFindings(desktopTab, page.path, widths.desktop)));
      findings.push(...(await axeFindings(desktopTab, page.path, widths.desktop)));
      findings.push(...(await darkAxeFindings(desktopTab, page.path, widths.desktop)));
      await resize(desktopTab, widths.tablet, 900);
      findings.push(...(await overflowFindings(desktopTab, page.path, widths.tablet)));
      await close(desktopTab);

      const phoneTab = await open(touchPhone);
      findings.push(...(await axeFindings(phoneTab, page.path, widths.phone)));
      findings.push(...(await darkAxeFindings(phoneTab, page.path, widths.phone)));
      await resize(phoneTab, widths.smallPhone, 812);
      findings.push(...(await overflowFindings(phoneTab, page.path, widths.smallPhone)));
      await close(phoneTab);
    } catch (error) {
      findings.push({
        page: page.path,
        check: "load",
        message: `could not be audited in the browser: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`,
      });
      await Promise.all(tabs.map((tab) => tab.close()));
    }
    return { findings: [...problems.values(), ...findings], firstLoad };
  }

  return { auditPage, close: () => browser.close() };
}

/**
 * The axe rules whose outcome depends on colours: text contrast (WCAG 2.2 SC 1.4.3) and links
 * told apart from their text by colour alone (SC 1.4.1). The dark scheme is a media query of
 * the stylesheet that swaps colour tokens (app/app.css); the HTML, its names, roles and
 * structure, which axe's other rules read, are the same in both schemes, so only these rules
 * run again in it, for about half the browser time of a second full run.
 */
export const colourRules = ["color-contrast", "link-in-text-block"];

/**
 * axe's colour findings in the dark scheme. The tab stays in it: what is checked after it, the
 * overflow at another width, reads no colour.
 */
async function darkAxeFindings(tab: Page, pagePath: string, width: number): Promise<Finding[]> {
  await switchColorScheme(tab, "dark");
  return axeFindings(tab, pagePath, width, "dark");
}

/**
 * Switches a loaded page's `prefers-color-scheme` and resolves once it is drawn in that scheme:
 * the colours that move there through a CSS transition (Tailwind's `transition-colors`) have
 * arrived, however slowly the machine runs them. Read sooner, a colour is a mix of both schemes.
 * Infinite animations are not waited for; only transitions.
 */
export async function switchColorScheme(page: Page, colorScheme: "light" | "dark"): Promise<void> {
  await page.emulateMedia({ colorScheme });
  // `getAnimations()` first applies the new style, so the transitions it starts are listed.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((transition) => transition.finished.catch(() => undefined)),
    ),
  );
}

/** Resizes the viewport and waits for the layout at the new width. */
async function resize(tab: Page, width: number, height: number): Promise<void> {
  await tab.setViewportSize({ width, height });
  await nextFrames(tab);
}

/** Waits two animation frames: the page has styled and laid out what changed. */
async function nextFrames(tab: Page): Promise<void> {
  await tab.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
}

/**
 * axe-core's results for the page as it is now: every WCAG 2.0–2.2 A and AA rule
 * ({@link wcagTags}), or only `rules`. axe runs in the page itself (`setLegacyMode`): by default
 * its Playwright binding opens a blank page after each run to merge the frames' results, which
 * doubles a run's time (measured on the home page: 0.6–0.9 s against 0.3 s) and is only needed
 * for cross-origin frames, which no page of the site has.
 */
export async function axeResults(
  page: Page,
  rules?: readonly string[],
): ReturnType<AxeBuilder["analyze"]> {
  const axe = new AxeBuilder({ page }).setLegacyMode();
  return (rules ? axe.withRules([...rules]) : axe.withTags(wcagTags)).analyze();
}

/** One axe-core violation per element, as `axe` findings at `width` (in the dark scheme: `scheme`). */
async function axeFindings(
  tab: Page,
  pagePath: string,
  width: number,
  scheme?: "dark",
): Promise<Finding[]> {
  const results = await axeResults(tab, scheme === "dark" ? colourRules : undefined);
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => ({
      page: pagePath,
      width,
      ...(scheme && { scheme }),
      element: node.target.map(String).join(" "),
      check: "axe" as const,
      message: `${violation.id} (${violation.impact ?? "unrated"}): ${violation.help}`,
    })),
  );
}

/** What sticks out of the page at its current width, measured in the page. */
interface Overflow {
  /** `document.documentElement.scrollWidth` and `clientWidth`, in CSS px. */
  scrollWidth: number;
  viewportWidth: number;
  /** The widest element past the viewport's right edge (for text, the element holding it). */
  selector?: string;
  /** How far its box, or its text's, reaches, in CSS px from the viewport's left edge. */
  right?: number;
  /** The longest word of the text that sticks out, or of the element's text. */
  word?: string;
}

/**
 * Horizontal overflow at `width` (WCAG 2.2 SC 1.4.10): the page is wider than the viewport
 * (`scrollWidth > clientWidth`); the finding names the widest element, or the element whose
 * text, sticks out past the right edge without an ancestor clipping it, and carries its
 * longest word for the source lookup.
 */
async function overflowFindings(tab: Page, pagePath: string, width: number): Promise<Finding[]> {
  const overflow: Overflow | null = await tab.evaluate(() => {
    const root = document.documentElement;
    const viewportWidth = root.clientWidth;
    if (root.scrollWidth <= viewportWidth) return null;
    const isOutside = (right: number) => right > viewportWidth + 0.5;
    /** Whether `start` or an ancestor clips what overflows it, or is fixed (no scroll overflow). */
    const isContained = (start: Element | null) => {
      for (let element = start; element && element !== root; element = element.parentElement) {
        const style = getComputedStyle(element);
        if (style.position === "fixed") return true;
        if (
          element !== document.body &&
          style.overflowX !== "visible" &&
          !isOutside(element.getBoundingClientRect().right)
        )
          return true;
      }
      return false;
    };
    const selectorOf = (element: Element) => {
      const parts: string[] = [];
      for (let current: Element | null = element; current; current = current.parentElement) {
        if (current.id && document.querySelectorAll(`#${CSS.escape(current.id)}`).length === 1) {
          parts.unshift(`#${CSS.escape(current.id)}`);
          break;
        }
        const tag = current.localName;
        const parent: Element | null = current.parentElement;
        if (!parent || tag === "body") {
          parts.unshift(tag);
          break;
        }
        const same = [...parent.children].filter((child) => child.localName === tag);
        parts.unshift(same.length > 1 ? `${tag}:nth-of-type(${same.indexOf(current) + 1})` : tag);
      }
      return parts.join(" > ");
    };
    const longestWord = (text: string) =>
      text
        .split(/\s+/)
        .reduce((longest, word) => (word.length > longest.length ? word : longest), "");

    let widest: { element: Element; width: number; right: number; text: string } | undefined;
    const consider = (element: Element, rect: DOMRect, text: string) => {
      if (!isOutside(rect.right) || (widest && widest.width >= rect.width)) return;
      widest = { element, width: rect.width, right: rect.right, text };
    };
    for (const element of document.body.querySelectorAll("*")) {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || isContained(element)) continue;
      consider(element, rect, element.textContent ?? "");
    }
    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim() || isContained(parent)) continue;
      range.selectNodeContents(node);
      consider(parent, range.getBoundingClientRect(), node.textContent);
    }
    return {
      scrollWidth: root.scrollWidth,
      viewportWidth,
      ...(widest && {
        selector: selectorOf(widest.element),
        right: Math.round(widest.right),
        word: longestWord(widest.text),
      }),
    };
  });
  if (!overflow) return [];
  const reach = overflow.right === undefined ? "" : `; this element reaches ${overflow.right} px`;
  const word = overflow.word ? ` (its longest word: "${shorten(overflow.word)}")` : "";
  return [
    {
      page: pagePath,
      width,
      element: overflow.selector ?? "html",
      check: "overflow",
      message: `scrolls sideways: the page is ${overflow.scrollWidth} px wide in a ${overflow.viewportWidth} px viewport${reach}${word}`,
      ...(overflow.word && { value: overflow.word }),
    },
  ];
}

/** A long word shortened for a message: its first and last characters around an ellipsis. */
function shorten(word: string): string {
  return word.length <= 40 ? word : `${word.slice(0, 20)}…${word.slice(-12)}`;
}
