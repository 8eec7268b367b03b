/**
 * `npm run audit:site`: one content-agnostic audit of a built or live site, by page and element
 * (docs/decisions/061-one-audit-of-the-built-site.md).
 *
 * ```sh
 * node tooling/audit/audit-site.ts <target> [--json FILE] [--summary] [--no-browser] [--pages /a,/b]
 * ```
 *
 * - `<target>`: a build folder (`build/`: `client/`, `compressed/`, `pages.json`), served by
 *   tooling/serve.ts with the production headers on a free loopback port; or a base URL
 *   (`https://www.example.com`, `http://127.0.0.1:8080`), audited as it answers.
 * - `--json FILE`: `{ target, pages, failures: [{ page, width?, scheme?, element?, check, message, source? }] }`
 *   (`scheme`: `dark` when the check ran in the dark colour scheme).
 * - `--summary`: appends the failures (or one line saying the site passed) to
 *   `$GITHUB_STEP_SUMMARY` when it is set.
 * - `--no-browser`: the HTTP checks only (status, headers, links and images, XML, budgets).
 * - `--pages /a,/b`: these paths only, instead of the discovered ones.
 *
 * Pages: every `<loc>` of the target's `/sitemap.xml` as a path on the target, the page
 * registry's pages it lacks that the target has, a missing path under each locale's Not-found
 * folder, and the feeds the pages link. Checks: pages answer 200 (Not-found paths 404 with an
 * HTML page), feeds and the sitemap 200 and well-formed XML; where a page's answer has a CSP
 * header, the site's other security headers with their values; every page a CSP of its own
 * (meta or header); in Chromium, no console error or CSP violation, no axe violation
 * (WCAG 2.0–2.2 A and AA) at 375 and 1280 px (its colour rules again in the dark scheme), no sideways scrolling at 360, 768 and 1280 px;
 * every internal link, `#fragment` and image answering 200; first-load budgets in gzip bytes
 * (tooling/audit/checks/budgets.ts: scripts 160,000, stylesheets 15,000, HTML 30,000). A failing
 * value found in `app/content/` (under `CONTENT_ROOT`, else the current directory) names its
 * file and field.
 *
 * Prints one line per failure, `<page> @ <width>px[, dark] · <element>: <message> (<file> → <field>)`,
 * then a count. Exits 0 when nothing failed, 1 when something did, 2 on a usage or setup
 * error (one line on stderr). Measured on a 2-core machine: this site's 10 pages, 2 Not-found
 * pages, 2 feeds and sitemap in 20 to 31 s (45 s beside a second build), 2 to 3 s with
 * `--no-browser`.
 */
import { randomBytes } from "node:crypto";
import { parseArgs } from "node:util";
import pLimit from "p-limit";
import { contentRoot } from "../../app/content/read-file.ts";
import {
  budgetFindings,
  firstLoadBytes,
  staticFirstLoad,
  type LoadedResource,
} from "./checks/budgets.ts";
import { openBrowserAudit } from "./checks/browser-checks.ts";
import {
  discoverPages,
  feedPaths,
  notFoundFolders,
  registryPaths,
  sitemapPaths,
  type AuditedPage,
} from "./discovery.ts";
import { createHttpClient, type HttpAnswer, type HttpClient } from "./http-client.ts";
import { fragmentTargets, referenceFindings, referencesOf } from "./checks/links.ts";
import {
  headerFindings,
  isHtml,
  pagePolicyFindings,
  statusFindings,
} from "./checks/page-http-checks.ts";
import {
  appendStepSummary,
  countLine,
  failureLine,
  writeJsonReport,
  type AuditReport,
  type Failure,
  type Finding,
} from "./report/report.ts";
import { openTarget, SetupError } from "./site-target.ts";
import { findSource, pageContentFile, readContentIndex } from "./report/source-lookup.ts";
import { parseXml } from "./xml.ts";

/** The command line, read. */
export interface AuditOptions {
  target: string;
  json?: string;
  summary: boolean;
  browser: boolean;
  /** `--pages`: the only paths to audit. */
  pages?: string[];
}

/** The usage line, printed with a usage error. */
export const usage =
  "usage: node tooling/audit/audit-site.ts <build folder | URL> [--json FILE] [--summary] [--no-browser] [--pages /a,/b]";

/**
 * Reads the command line (`process.argv.slice(2)`).
 *
 * @throws Error with the reason for an unknown option, a missing or second target, or a
 *   `--pages` entry that is not a path.
 */
export function parseAuditArgs(args: readonly string[]): AuditOptions {
  const { values, positionals } = parseArgs({
    args: [...args],
    allowPositionals: true,
    strict: true,
    options: {
      json: { type: "string" },
      summary: { type: "boolean", default: false },
      "no-browser": { type: "boolean", default: false },
      pages: { type: "string" },
    },
  });
  const [target, ...extra] = positionals;
  if (!target) throw new Error("no target: give a build folder or a URL");
  if (extra.length > 0) throw new Error(`one target only, not also ${extra.join(" ")}`);
  const pages = values.pages
    ?.split(",")
    .map((page) => page.trim())
    .filter(Boolean);
  const notPath = pages?.find((page) => !page.startsWith("/"));
  if (notPath !== undefined) throw new Error(`--pages takes paths starting with /, not ${notPath}`);
  if (pages?.length === 0) throw new Error("--pages names no path");
  return {
    target,
    ...(values.json !== undefined && { json: values.json }),
    summary: values.summary,
    browser: !values["no-browser"],
    ...(pages && { pages }),
  };
}

/** The reason a request failed, in one line. */
const reasonOf = (error: unknown) =>
  error instanceof Error
    ? `${error.message}${error.cause instanceof Error ? ` (${error.cause.message})` : ""}`
    : String(error);

/** The pages to audit: `--pages`, else discovered from the sitemap, the registry and the Not-found folders. */
async function pagesToAudit(
  origin: string,
  options: AuditOptions,
  client: HttpClient,
  findings: Finding[],
): Promise<{ pages: AuditedPage[]; extraPaths: string[] }> {
  if (options.pages) {
    return {
      pages: options.pages.map((page) => ({ path: page, expects: "page", foundIn: "option" })),
      extraPaths: [],
    };
  }
  const sitemapPath = "/sitemap.xml";
  let sitemap: string[] = [];
  const answer = await client.get(new URL(sitemapPath, origin).href).catch(reasonOf);
  if (typeof answer === "string") {
    findings.push({ page: sitemapPath, check: "load", message: `did not answer: ${answer}` });
  } else if (answer.status !== 200) {
    findings.push({
      page: sitemapPath,
      check: "status",
      message: `answers ${answer.status}, not 200`,
    });
  } else {
    try {
      sitemap = sitemapPaths(answer.body.toString("utf8"));
    } catch (error) {
      findings.push({ page: sitemapPath, check: "xml", message: reasonOf(error) });
    }
  }
  const missing = `audit-missing-${randomBytes(4).toString("hex")}`;
  const discovered = discoverPages(sitemap, registryPaths(), notFoundFolders(), missing);
  // A registry page the sitemap lacks is in this build only with some settings (analytics,
  // articles in that language): audited when the target has it.
  const kept = await Promise.all(
    discovered.map(async (page) => {
      if (page.foundIn !== "registry") return true;
      const probe = await client.get(new URL(page.path, origin).href).catch(() => undefined);
      return probe?.status === 200;
    }),
  );
  return { pages: discovered.filter((_, index) => kept[index]), extraPaths: [sitemapPath] };
}

/** What the HTTP checks of one page found, its HTML and the feeds it links. */
interface PageOverHttp {
  findings: Finding[];
  html?: string;
  feeds: string[];
}

/**
 * The HTTP checks of one page: its status, headers and own policy, its links, fragments and
 * images.
 */
async function checkPageOverHttp(
  page: AuditedPage,
  url: string,
  client: HttpClient,
  fragmentsOf: (url: string) => Promise<Set<string> | undefined>,
): Promise<PageOverHttp> {
  let answer: HttpAnswer;
  try {
    answer = await client.get(url);
  } catch (error) {
    const message = `did not answer: ${reasonOf(error)}`;
    return { findings: [{ page: page.path, check: "load", message }], feeds: [] };
  }
  const findings = [...statusFindings(page, answer), ...headerFindings(page.path, answer.headers)];
  if (!isHtml(answer)) return { findings, feeds: [] };
  const html = answer.body.toString("utf8");
  findings.push(
    ...pagePolicyFindings(page.path, html, answer.headers),
    ...(await referenceFindings(
      { path: page.path, url, html },
      referencesOf(html, url),
      client,
      fragmentsOf,
    )),
  );
  return { findings, html, feeds: feedPaths(html, url) };
}

/** A feed answers 200 and is well-formed XML (RSS 2.0 and Atom are XML 1.0). */
async function checkFeed(feed: string, url: string, client: HttpClient): Promise<Finding[]> {
  const answer = await client.get(url).catch(reasonOf);
  if (typeof answer === "string") {
    return [{ page: feed, check: "load", message: `did not answer: ${answer}` }];
  }
  if (answer.status !== 200) {
    return [{ page: feed, check: "status", message: `answers ${answer.status}, not 200` }];
  }
  const xml = parseXml(answer.body.toString("utf8"));
  return "error" in xml
    ? [{ page: feed, check: "xml", message: `not well-formed XML: ${xml.error}` }]
    : [];
}

/**
 * Audits the site at `origin`: the HTTP checks of every page, its links, images and feeds;
 * the browser's (unless `options.browser` is false); the budgets; then each failure's source.
 *
 * @returns the report (its `target` is `options.target`).
 * @throws SetupError when the site does not answer or no browser can start.
 */
export async function auditSite(origin: string, options: AuditOptions): Promise<AuditReport> {
  const client = createHttpClient();
  const urlOf = (pagePath: string) => new URL(pagePath, origin).href;
  await client.status(urlOf("/")).catch((error: unknown) => {
    throw new SetupError(`${origin} does not answer: ${reasonOf(error)}`);
  });
  const findings: Finding[] = [];
  const { pages, extraPaths } = await pagesToAudit(origin, options, client, findings);

  const fragments = new Map<string, Promise<Set<string> | undefined>>();
  const fragmentsOf = (url: string) => {
    const key = url.split("#")[0] ?? url;
    const targets =
      fragments.get(key) ??
      client
        .get(key)
        .then((answer) =>
          answer.status === 200 && isHtml(answer)
            ? fragmentTargets(answer.body.toString("utf8"))
            : undefined,
        );
    fragments.set(key, targets);
    return targets;
  };
  const overHttp = await pLimit(4).map(pages, (page) =>
    checkPageOverHttp(page, urlOf(page.path), client, fragmentsOf),
  );
  findings.push(...overHttp.flatMap((result) => result.findings));
  const feeds = [...new Set(overHttp.flatMap((result) => result.feeds))];
  for (const feed of feeds) findings.push(...(await checkFeed(feed, urlOf(feed), client)));

  const firstLoads = new Map<string, LoadedResource[]>();
  if (options.browser) {
    const browser = await openBrowserAudit(origin).catch((error: unknown) => {
      throw new SetupError(reasonOf(error));
    });
    try {
      const results = await pLimit(2).map(pages, (page) => browser.auditPage(page));
      results.forEach((result, index) => {
        findings.push(...result.findings);
        const page = pages[index];
        if (page && result.firstLoad.length > 0) firstLoads.set(page.path, result.firstLoad);
      });
    } finally {
      await browser.close();
    }
  }

  for (const [index, page] of pages.entries()) {
    const html = overHttp[index]?.html;
    if (html === undefined) continue;
    const resources = firstLoads.get(page.path) ?? staticFirstLoad(html, urlOf(page.path));
    try {
      findings.push(...budgetFindings(page.path, await firstLoadBytes(resources, client)));
    } catch (error) {
      const message = `could not be measured: ${reasonOf(error)}`;
      findings.push({ page: page.path, check: "budget", message });
    }
  }

  const audited = [...pages.map((page) => page.path), ...feeds, ...extraPaths];
  return {
    target: options.target,
    pages: audited,
    failures: withSources(findings, pages, audited),
  };
}

/**
 * Each finding as a failure, in the order of the audited paths, with its source: the content
 * field holding its value, or, for an overflow, the page's own content file.
 */
function withSources(
  findings: readonly Finding[],
  pages: readonly AuditedPage[],
  audited: readonly string[],
): Failure[] {
  const needsIndex = findings.some((finding) => finding.value || finding.check === "overflow");
  const index = needsIndex ? readContentIndex(contentRoot()) : undefined;
  const order = (finding: Finding) => {
    const position = audited.indexOf(finding.page);
    return position === -1 ? audited.length : position;
  };
  return [...findings]
    .sort((a, b) => order(a) - order(b) || (a.width ?? 0) - (b.width ?? 0))
    .map(({ value, ...failure }) => {
      if (!index) return failure;
      const expects = pages.find((page) => page.path === failure.page)?.expects ?? "page";
      const source =
        (value === undefined
          ? undefined
          : findSource(
              index,
              value,
              failure.page,
              failure.check === "overflow" ? "text" : "url",
            )) ??
        (failure.check === "overflow" ? pageContentFile(index, failure.page, expects) : undefined);
      return source === undefined ? failure : { ...failure, source };
    });
}

/**
 * Runs the audit from the command line: prints each failure and a count on stdout, writes
 * the `--json` report and the `--summary`.
 *
 * @returns the exit code: 0 nothing failed, 1 something did, 2 a usage or setup error (its
 *   reason printed on stderr in one line).
 */
export async function main(args: readonly string[]): Promise<number> {
  const startedMs = performance.now();
  let options: AuditOptions;
  try {
    options = parseAuditArgs(args);
  } catch (error) {
    console.error(`audit:site: ${reasonOf(error)}; ${usage}`);
    return 2;
  }
  let report: AuditReport;
  try {
    const site = await openTarget(options.target);
    try {
      report = await auditSite(site.origin, options);
    } finally {
      await site.close();
    }
  } catch (error) {
    if (error instanceof SetupError) {
      console.error(`audit:site: ${error.message}`);
      return 2;
    }
    throw error;
  }
  const lines = report.failures.map(failureLine);
  lines.push(countLine(report.failures.length, report.pages.length, performance.now() - startedMs));
  process.stdout.write(`${lines.join("\n")}\n`);
  try {
    if (options.json) writeJsonReport(options.json, report);
    if (options.summary) appendStepSummary(report);
  } catch (error) {
    console.error(`audit:site: cannot write the report: ${reasonOf(error)}`);
    return 2;
  }
  return report.failures.length === 0 ? 0 : 1;
}

if (import.meta.main) {
  // Stopped from outside (a watch's time limit, Ctrl-C): no result; the server and the
  // browser go with the process.
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => process.exit(2));
  process.exitCode = await main(process.argv.slice(2)).catch((error: unknown) => {
    // Not a check that failed: the audit itself stopped.
    console.error(error);
    return 2;
  });
}
