import { spawn } from "node:child_process";
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { parse } from "parse5";
import { localeIds, localeOf } from "../app/i18n/locales.ts";
import type { AuditReport, Failure } from "../tooling/audit/report/report.ts";
import { switchColorScheme } from "../tooling/audit/checks/browser-checks.ts";
import { cspMetaSelector } from "../tooling/audit/checks/page-http-checks.ts";
import {
  notFoundDocumentsOf,
  notFoundFileFor,
  pagesOf,
} from "../tooling/build-steps/hosts/url-policy.ts";
import { readBuiltPages, servableFiles } from "../tooling/lib/build-files.ts";
import { freePort } from "../tooling/lib/free-port.ts";
import { elements, type Element } from "../tooling/lib/html-elements.ts";

/**
 * `npm run audit:site` (tooling/audit/audit-site.ts) as the site-watch script runs it: a child
 * process on the build the end-to-end run made (`build/`, never changed: each test that breaks
 * something breaks a copy), or on a URL.
 */

const root = path.resolve(import.meta.dirname, "..");
const buildDir = path.join(root, "build");
const auditScript = path.join(root, "tooling/audit/audit-site.ts");

/** What one audit run gave: its exit code, its output and its `--json` report. */
interface AuditRun {
  code: number | null;
  stdout: string;
  stderr: string;
  report: AuditReport;
}

/** Runs the audit with `args` and a `--json` report in `folder`; resolves when it exits. */
async function runAudit(args: string[], folder: string): Promise<AuditRun> {
  const jsonFile = path.join(folder, "audit.json");
  const child = spawn(process.execPath, [auditScript, ...args, "--json", jsonFile], {
    cwd: root,
    env: { ...process.env, GITHUB_STEP_SUMMARY: "" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
  const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
  const report = JSON.parse(await readFile(jsonFile, "utf8").catch(() => "null")) as AuditReport;
  return { code, stdout, stderr, report };
}

/** A copy of `build/` in a temporary folder, removed after the test. */
async function copyBuild(name: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), `audit-${name}-`));
  await cp(buildDir, path.join(dir, "build"), { recursive: true });
  return dir;
}

/** A built page of the copy: its path, its HTML file and its HTML. */
interface BuiltPage {
  path: string;
  file: string;
  html: string;
}

/** The built pages (no Not-found page) and their HTML. */
async function builtPages(build: string): Promise<BuiltPage[]> {
  return Promise.all(
    pagesOf(readBuiltPages(build)).map(async ({ urlPath, file }) => ({
      path: urlPath,
      file,
      html: await readFile(path.join(build, "client", file), "utf8"),
    })),
  );
}

/** The elements of an HTML text, with their offsets in it. */
const elementsOf = (html: string) => [...elements(parse(html, { sourceCodeLocationInfo: true }))];

/** The value of an element's attribute. */
const attribute = (element: Element, name: string) =>
  element.attrs.find((attr) => attr.name === name)?.value;

/** Whether a page runs a module script (it hydrates: an edit of its HTML would be re-rendered away). */
const shipsModules = (page: BuiltPage) =>
  elementsOf(page.html).some(
    (element) => element.tagName === "script" && attribute(element, "type") === "module",
  );

/**
 * Writes a page's HTML file in the build copy, and deletes its compressed copies, which
 * tooling/serve.ts would send instead.
 */
async function rewrite(build: string, file: string, html: string): Promise<void> {
  await writeFile(path.join(build, "client", file), html);
  for (const extension of [".br", ".gz"]) {
    await rm(path.join(build, "compressed", `${file}${extension}`), { force: true });
  }
}

/** The HTML with `insert` placed at the start of the first paragraph of `<main>`. */
function intoMainText(html: string, insert: string): string {
  const all = elementsOf(html);
  const main = all.find((element) => element.tagName === "main");
  const paragraph = all.find(
    (element) =>
      element.tagName === "p" &&
      (element.sourceCodeLocation?.startOffset ?? 0) >
        (main?.sourceCodeLocation?.startOffset ?? Infinity),
  );
  const at = paragraph?.sourceCodeLocation?.startTag?.endOffset;
  if (at === undefined) throw new Error("the page has no paragraph in <main>");
  return `${html.slice(0, at)}${insert}${html.slice(at)}`;
}

/** The HTML without its `<meta http-equiv="Content-Security-Policy">`. */
function withoutPolicyMeta(html: string): string {
  const meta = elementsOf(html).find(
    (element) =>
      element.tagName === "meta" &&
      attribute(element, "http-equiv")?.toLowerCase() === "content-security-policy",
  );
  const location = meta?.sourceCodeLocation;
  if (!location) throw new Error("the page has no CSP <meta>");
  return html.slice(0, location.startOffset) + html.slice(location.endOffset);
}

/** Starts tooling/serve.ts on `build`; resolves once it says it listens. */
async function serve(build: string): Promise<{ origin: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [path.join(root, "tooling/serve.ts")], {
    env: { ...process.env, SITE_BUILD_DIR: build, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let output = "";
  await new Promise<void>((resolve, reject) => {
    server.stderr.setEncoding("utf8").on("data", (chunk: string) => {
      output += chunk;
      if (output.includes(origin)) resolve();
    });
    server.on("exit", () => reject(new Error(`tooling/serve.ts stopped: ${output}`)));
  });
  return {
    origin,
    stop: () =>
      new Promise<void>((resolve) => {
        server.once("exit", () => resolve());
        server.kill("SIGTERM");
      }),
  };
}

/** The failures of a report on `page`. */
const failuresOn = (failures: readonly Failure[], page: string) =>
  failures.filter((failure) => failure.page === page);

test.describe("npm run audit:site", () => {
  test("passes on the built site, with every page of both languages, both Not-found pages and the feeds", async () => {
    test.setTimeout(300_000);
    const folder = await mkdtemp(path.join(tmpdir(), "audit-pass-"));
    const startedMs = Date.now();
    const run = await runAudit([buildDir], folder);
    const seconds = ((Date.now() - startedMs) / 1000).toFixed(1);
    test.info().annotations.push({ type: "full audit of build/", description: `${seconds} s` });
    console.warn(`audit:site on build/: ${seconds} s`);
    await rm(folder, { recursive: true, force: true });

    expect(run.stdout.trim().split("\n"), run.stderr).toEqual([
      expect.stringMatching(/^No failures: \d+ paths audited in [\d.]+ s\.$/),
    ]);
    expect(run.code).toBe(0);
    expect(run.report.failures).toEqual([]);

    const built = readBuiltPages(buildDir);
    const pagePaths = pagesOf(built).map((page) => page.urlPath);
    expect(run.report.pages).toEqual(expect.arrayContaining(pagePaths));
    for (const locale of localeIds) {
      expect(pagePaths.filter((page) => localeOf(page) === locale).length, locale).toBeGreaterThan(
        0,
      );
    }
    const feeds = servableFiles(path.join(buildDir, "client"))
      .filter((file) => file.endsWith("/feed.xml"))
      .map((file) => `/${file}`);
    expect(feeds.length).toBeGreaterThan(0);
    expect(run.report.pages).toEqual(expect.arrayContaining([...feeds, "/sitemap.xml"]));
    // One missing path for each Not-found page, answered by it (tooling/serve.ts's choice).
    const documents = notFoundDocumentsOf(built);
    const missing = run.report.pages.filter(
      (page) => !pagePaths.includes(page) && !page.endsWith(".xml"),
    );
    expect(missing.map((page) => notFoundFileFor(page, documents)).sort()).toEqual(
      documents.map((document) => document.file).sort(),
    );
    expect(new Set(missing.map(localeOf))).toEqual(new Set(localeIds));
  });

  test("reads the dark scheme's colours once a colour's transition into them has ended", async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.setContent(
      "<style>p { color: rgb(0, 0, 0); transition: color 1s linear } @media (prefers-color-scheme: dark) { p { color: rgb(255, 255, 255) } }</style><p>Words</p>",
    );
    await switchColorScheme(page, "dark");
    // Read once, with no retry: the colour has arrived when the switch resolves.
    expect(await page.locator("p").evaluate((words) => getComputedStyle(words).color)).toBe(
      "rgb(255, 255, 255)",
    );
  });

  test("names the page and element of five defects in a copy of the build, and exits 1", async () => {
    test.setTimeout(300_000);
    const dir = await copyBuild("defects");
    const build = path.join(dir, "build");
    const readPages = (await builtPages(build)).filter((page) => !shipsModules(page));
    const withImage = readPages.find((page) =>
      elementsOf(page.html).some((element) => element.tagName === "img"),
    );
    const image = withImage && elementsOf(withImage.html).find((e) => e.tagName === "img");
    const imageSrc = image && attribute(image, "src");
    expect(imageSrc, "a page that ships no script shows an image").toBeTruthy();
    if (!withImage || !imageSrc) return;
    const others = readPages.filter((page) => page !== withImage && !page.html.includes(imageSrc));
    const [wide, linking, unprotected, darkOnly] = others;
    expect(darkOnly, "four more pages that ship no script and show another image").toBeTruthy();
    if (!wide || !linking || !unprotected || !darkOnly) return;

    const word = `audit${"x".repeat(75)}`;
    const brokenLink = `/audit-broken-link-${Date.now()}`;
    await rewrite(build, wide.file, intoMainText(wide.html, `${word} `));
    await rewrite(
      build,
      linking.file,
      intoMainText(linking.html, `<a href="${brokenLink}">link</a> `),
    );
    await rm(path.join(build, "client", new URL(imageSrc, "http://site").pathname));
    await rewrite(build, unprotected.file, withoutPolicyMeta(unprotected.html));
    // Dark text on white in the light scheme; in the dark scheme `ink` turns light, on white.
    const darkContrast = `<span id="audit-dark-contrast" class="bg-white text-ink">readable in light only</span> `;
    await rewrite(build, darkOnly.file, intoMainText(darkOnly.html, darkContrast));

    const pages = [wide, linking, withImage, unprotected, darkOnly].map((page) => page.path);
    const run = await runAudit([build, "--pages", pages.join(",")], dir);
    await rm(dir, { recursive: true, force: true });
    expect(run.code, run.stderr).toBe(1);
    const { failures } = run.report;
    const lines = run.stdout.trim().split("\n");
    expect(lines.at(-1)).toMatch(new RegExp(`^${failures.length} failures on \\d+ paths audited`));

    const overflow = failuresOn(failures, wide.path).find(
      (failure) => failure.check === "overflow" && failure.width === 360,
    );
    expect(overflow?.element, JSON.stringify(failures, null, 1)).toMatch(
      /(^|[ >])p(:nth-of-type\(\d+\))?$/,
    );
    expect(overflow?.message).toContain(word.slice(0, 20));
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(new RegExp(`^${wide.path} @ 360px · .+: scrolls sideways`)),
      ]),
    );
    expect(failuresOn(failures, linking.path)).toEqual([
      expect.objectContaining({ check: "link", element: `a[href="${brokenLink}"]` }),
    ]);
    expect(lines).toContain(
      `${linking.path} · a[href="${brokenLink}"]: links to ${brokenLink}, which answers 404, not 200`,
    );
    expect(failuresOn(failures, withImage.path)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ check: "image", element: `img[src="${imageSrc}"]` }),
      ]),
    );
    expect(failuresOn(failures, unprotected.path)).toEqual([
      expect.objectContaining({ check: "csp", element: cspMetaSelector }),
    ]);
    expect(failuresOn(failures, darkOnly.path)).toEqual(
      [375, 1280].map((width) =>
        expect.objectContaining({
          check: "axe",
          width,
          scheme: "dark",
          element: "#audit-dark-contrast",
          message: expect.stringMatching(/^color-contrast /),
        }),
      ),
    );
    expect(lines).toContain(
      `${darkOnly.path} @ 375px, dark · #audit-dark-contrast: ${failuresOn(failures, darkOnly.path)[0]?.message}`,
    );
    // Nothing else failed: the wide page only scrolls sideways, the image's page also logs
    // the image's 404 in the console.
    expect(
      failuresOn(failures, wide.path).filter((failure) => failure.check !== "overflow"),
    ).toEqual([]);
    expect(
      failuresOn(failures, withImage.path).filter(
        (failure) => failure.check !== "image" && failure.check !== "console",
      ),
    ).toEqual([]);
  });

  test("audits a URL as it answers: the host's own headers, without a browser", async () => {
    test.setTimeout(180_000);
    const dir = await copyBuild("url");
    const build = path.join(dir, "build");
    const [unprotected] = await builtPages(build);
    if (!unprotected) throw new Error("the build has no page");
    await rewrite(build, unprotected.file, withoutPolicyMeta(unprotected.html));
    const headersFile = path.join(build, "server-headers.json");
    const siteHeaders = JSON.parse(await readFile(headersFile, "utf8")) as Record<string, string>;

    // A host that sends the site's CSP header and a weaker Referrer-Policy than the site's.
    await writeFile(
      headersFile,
      JSON.stringify({ ...siteHeaders, "Referrer-Policy": "unsafe-url" }),
    );
    let server = await serve(build);
    const weaker = await runAudit([server.origin, "--no-browser"], dir);
    await server.stop();
    expect(weaker.code, weaker.stderr).toBe(1);
    expect(weaker.report.target).toBe(server.origin);
    const audited = weaker.report.pages.filter((page) => !page.endsWith(".xml"));
    for (const page of audited) {
      expect(failuresOn(weaker.report.failures, page), page).toContainEqual(
        expect.objectContaining({
          check: "headers",
          message: expect.stringMatching(/^Referrer-Policy is "unsafe-url"/),
        }),
      );
    }
    expect(failuresOn(weaker.report.failures, unprotected.path)).toContainEqual(
      expect.objectContaining({ check: "csp", element: cspMetaSelector }),
    );

    // A host that sends no CSP header: the page without its <meta> has no policy at all.
    await writeFile(headersFile, "{}");
    server = await serve(build);
    const bare = await runAudit([server.origin, "--no-browser"], dir);
    await server.stop();
    await rm(dir, { recursive: true, force: true });
    expect(bare.code, bare.stderr).toBe(1);
    expect(bare.report.failures).toEqual([
      expect.objectContaining({
        page: unprotected.path,
        check: "csp",
        element: cspMetaSelector,
        message: expect.stringContaining("no Content-Security-Policy header"),
      }),
    ]);
  });

  test("exits 2 with one line on a usage or setup error", async () => {
    const folder = await mkdtemp(path.join(tmpdir(), "audit-usage-"));
    const unknown = await runAudit([buildDir, "--no-such-option"], folder);
    const notBuild = await runAudit([folder], folder);
    await rm(folder, { recursive: true, force: true });
    for (const run of [unknown, notBuild]) {
      expect(run.code).toBe(2);
      expect(run.stdout).toBe("");
      expect(run.stderr.trim().split("\n")).toHaveLength(1);
    }
    expect(notBuild.stderr).toContain("is not a build folder");
  });
});
