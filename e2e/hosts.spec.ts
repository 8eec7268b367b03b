import { randomUUID } from "node:crypto";
import { readdirSync, statSync } from "node:fs";
import { mkdir, rm, rmdir, writeFile } from "node:fs/promises";
import { request as httpRequest } from "node:http";
import path from "node:path";
import {
  cacheControl,
  editorHeaders,
  filePolicy,
  securityHeaders,
  siteHeaderPolicy,
} from "../tooling/build-steps/response-headers.ts";
import {
  editorUrl,
  hostConfigFiles,
  isEditorFile,
  notFoundDocumentsOf,
  notFoundUrlsOf,
  pagesOf,
  redirectsOf,
  redirectStatus,
  wellKnownFolder,
} from "../tooling/build-steps/url-policy.ts";
import { parse } from "parse5";
import { copies } from "../app/content/testing.ts";
import { defaultLocale, localeIds, localePrefix } from "../app/i18n/locales.ts";
import { pagePath, pages as registry } from "../app/pages/registry.ts";
import { readBuiltPages } from "../tooling/lib/build-files.ts";
import { elements, type Element } from "../tooling/lib/html-elements.ts";
import { expect, test } from "./fixtures";

/** The text of a parse5 element: its descendants' text nodes, in order. */
function textOf(element: Element): string {
  return element.childNodes
    .map((child) =>
      "value" in child && child.nodeName === "#text"
        ? child.value
        : "tagName" in child
          ? textOf(child)
          : "",
    )
    .join("");
}

/**
 * One header, status and path suite, run against every server of the same build
 * (playwright.config.ts: `host npm start`, `host nginx`, `host wrangler`). Requests go out
 * through `node:http`, which sends the target byte for byte: `fetch` and browsers normalise
 * `%2e%2e`, `//` and `/./` before sending, so the server would never see them.
 */

const clientDir = path.resolve(import.meta.dirname, "../build/client");
// What the build emits. Dot-folders are left out: the build emits none, and the `/.well-known/`
// test below puts files there while the suite runs, as an ACME client would. The content
// editor's files (`admin/`) have their own tests below.
const emitted = readdirSync(clientDir, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => path.relative(clientDir, path.join(entry.parentPath, entry.name)))
  .filter((file) => !file.split(path.sep).some((segment) => segment.startsWith(".")));
const builtFiles = emitted.filter((file) => !isEditorFile(file.split(path.sep).join("/")));
const editorFiles = emitted
  .map((file) => file.split(path.sep).join("/"))
  .filter((file) => isEditorFile(file));
const pageFiles = readBuiltPages(path.dirname(clientDir));
const pages = pagesOf(pageFiles);
const notFoundDocuments = notFoundDocumentsOf(pageFiles);

interface HostQuirks {
  /** Whether the server serves a dot-file that is in the build folder (the build emits none). */
  servesDotFiles: boolean;
  /** Whether the server itself sends `Vary: Accept-Encoding` with compressed answers. */
  varyOnCompression: boolean;
  /** Whether the local server may answer 502 (never a file) at this decoded path. */
  localFault: (decodedPath: string) => boolean;
  /**
   * Whether our configuration decides what it compresses and how it answers a range: the
   * loader data and the editor's script compressed, 416 for an unsatisfiable range.
   */
  configured: boolean;
}

/** What differs between hosts, each for a reason outside this project. */
const hostQuirks: Record<string, HostQuirks> = {
  "host npm start": {
    servesDotFiles: false,
    varyOnCompression: true,
    localFault: () => false,
    configured: true,
  },
  "host nginx": {
    servesDotFiles: false,
    varyOnCompression: true,
    localFault: () => false,
    configured: true,
  },
  // `wrangler pages dev` is Cloudflare's local stand-in: its loopback asset reader answers 502
  // where it cannot stat a path on disk (a NUL byte, a name over 255 bytes; `_headers` and
  // `_redirects`, which production Pages never uploads as files), and Vary is added by
  // Cloudflare's edge, not by it. Pages serves every file it is given, dot-files included.
  // Which types it compresses and how it answers ranges are Cloudflare's, not ours to set
  // (locally it leaves `.data` uncompressed and answers an unsatisfiable range with 200).
  "host wrangler": {
    servesDotFiles: true,
    varyOnCompression: false,
    configured: false,
    localFault: (decodedPath) =>
      /\/_headers$|\/_redirects$|\0/.test(decodedPath) ||
      decodedPath.split("/").some((segment) => Buffer.byteLength(segment) > 255),
  },
};

function quirks(): HostQuirks {
  const found = hostQuirks[test.info().project.name];
  if (!found) throw new Error(`no host quirks for project ${test.info().project.name}`);
  return found;
}

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** Sends `target` exactly as written (no normalisation) and reads the whole answer. */
function raw(
  target: string,
  init: { method?: string; headers?: Record<string, string> } = {},
): Promise<RawResponse> {
  const { origin } = new URL(test.info().project.use.baseURL ?? "");
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      `${origin}/`,
      { path: target, method: init.method ?? "GET", headers: init.headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString("latin1"),
          }),
        );
      },
    );
    request.on("error", reject);
    request.end(init.method === "POST" ? "x" : undefined);
  });
}

const header = (response: RawResponse, name: string) => String(response.headers[name] ?? "");
const directive = (policy: string, name: string) =>
  policy
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));

/** The page's own `<meta>` policy, read from its HTML. */
function metaPolicy(html: string): string {
  const content = html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]+)"/)?.[1];
  expect(content, "meta CSP").toBeTruthy();
  return (content ?? "").replaceAll("&quot;", '"').replaceAll("&amp;", "&");
}

function expectSecurityHeaders(response: RawResponse, what: string) {
  for (const [name, value] of Object.entries(securityHeaders)) {
    expect(header(response, name.toLowerCase()), `${what}: ${name}`).toBe(value);
  }
}

/**
 * Two policies, each doing its part: the header is the site's one policy, the same for every
 * answer (HTTPS hosts add `upgrade-insecure-requests`); the page's `<meta>` policy holds its
 * own hashes, so its scripts are allowed one by one and nothing else runs.
 */
function expectPagePolicy(response: RawResponse, what: string) {
  const policy = header(response, "content-security-policy");
  expect(policy, `${what}: the site's one header policy`).toBe(
    siteHeaderPolicy({ upgradeInsecureRequests: test.info().project.name !== "host npm start" }),
  );
  const meta = metaPolicy(response.body);
  expect(directive(meta, "default-src"), what).toBe("default-src 'self'");
  expect(directive(meta, "script-src"), what).toMatch(/^script-src 'self'( 'sha256-[^']+')+$/);
  expect(directive(meta, "style-src-elem"), what).toMatch(
    /^style-src-elem 'self'( 'sha256-[^']+')+$/,
  );
}

test.describe("every page at its one URL", () => {
  for (const { urlPath } of pages) {
    test(`${urlPath} answers 200 with the security headers, its own CSP and no-cache`, async () => {
      const response = await raw(urlPath);
      expect(response.status).toBe(200);
      expect(header(response, "content-type")).toMatch(/^text\/html; charset=utf-8$/i);
      expect(header(response, "cache-control")).toBe(cacheControl.revalidate);
      expectSecurityHeaders(response, urlPath);
      expectPagePolicy(response, urlPath);
    });
  }

  test("each duplicate URL answers one permanent redirect to the canonical URL", async () => {
    const redirects = redirectsOf(pages);
    expect(redirects.map(({ from }) => from)).toEqual(
      expect.arrayContaining([
        "/index.html",
        "/index",
        "/case-studies.html",
        "/case-studies/",
        "/es.html",
        "/es/",
        "/es/casos-de-exito.html",
        "/es/casos-de-exito/",
      ]),
    );
    for (const { from, to } of redirects) {
      const response = await raw(from);
      expect(response.status, from).toBe(redirectStatus);
      expect(new URL(header(response, "location"), "http://x").pathname, from).toBe(to);
    }
    const withQuery = await raw("/case-studies.html?utm_source=whatsapp");
    expect(header(withQuery, "location")).toMatch(/\/case-studies\?utm_source=whatsapp$/);
  });

  test("unknown paths and the Not-found pages' own names answer 404 with the page of their folder", async () => {
    expect(notFoundDocuments.map(({ file }) => file).sort()).toEqual(
      localeIds
        .map((locale) => `${localePrefix(locale).slice(1)}/404.html`.replace(/^\//, ""))
        .sort(),
    );
    // Each locale's unknown paths and its Not-found page's own names; a path that only starts
    // like another locale's prefix ("/esx") is the default locale's.
    const targets = localeIds.map((locale) => {
      const prefix = localePrefix(locale);
      const lookalikes =
        locale === defaultLocale
          ? localeIds.filter((other) => other !== locale).map((other) => `${localePrefix(other)}x`)
          : [];
      return {
        locale,
        paths: [
          `${prefix}/no-such-page`,
          `${pagePath(registry.caseStudies, locale)}/x/y`,
          `${prefix}/404`,
          `${prefix}/404.html`,
          ...lookalikes,
        ],
      };
    });
    expect(targets.flatMap(({ paths }) => paths)).toEqual(
      expect.arrayContaining(notFoundUrlsOf(notFoundDocuments)),
    );
    for (const { locale, paths } of targets) {
      for (const target of paths) {
        const response = await raw(target);
        expect(response.status, target).toBe(404);
        // The body was read byte for byte (latin1); the page is UTF-8.
        const page = parse(Buffer.from(response.body, "latin1").toString("utf8"));
        const heading = [...elements(page)].find((element) => element.tagName === "h1");
        expect(heading && textOf(heading).trim(), target).toBe(copies[locale].notFound.heading);
        expect(header(response, "content-type"), target).toMatch(/^text\/html/);
        expect(header(response, "cache-control"), target).toBe(cacheControl.notFound);
        expectSecurityHeaders(response, target);
        expectPagePolicy(response, target);
      }
    }
  });
});

test.describe("files", () => {
  /**
   * The media type every kind of file a build can emit must be served with: the content's
   * photos are encoded to AVIF, WebP and JPEG (app/content/content-images.ts) once the owner
   * uploads one.
   */
  const mediaTypes: Record<string, RegExp> = {
    ".js": /^(text|application)\/javascript\b/,
    ".svg": /^image\/svg\+xml\b/,
    ".png": /^image\/png$/,
    ".jpg": /^image\/jpeg$/,
    ".webp": /^image\/webp$/,
    ".avif": /^image\/avif$/,
    ".txt": /^text\/plain\b/,
    ".xml": /^(application|text)\/xml\b/,
    ".webmanifest": /^application\/manifest\+json\b/,
    // A page's loader data for client-side navigation: React Router reads it whatever its type.
    ".data": /^(application\/octet-stream|text\/x-script)\b/,
  };

  test("every kind of file the build emits has its media type, cache policy and a policy that runs no script", async () => {
    const servable = builtFiles.filter(
      (file) =>
        !pageFiles.includes(file.split(path.sep).join("/")) &&
        !(hostConfigFiles as readonly string[]).includes(file),
    );
    expect(servable.filter((file) => file.endsWith(".html"))).toEqual([]);
    const extensions = new Set(servable.map((file) => path.extname(file)));
    expect(Object.keys(mediaTypes)).toEqual(expect.arrayContaining([...extensions]));
    for (const file of servable) {
      const urlPath = `/${file.split(path.sep).join("/")}`;
      const response = await raw(urlPath);
      expect(response.status, urlPath).toBe(200);
      expect(header(response, "content-type"), urlPath).toMatch(
        mediaTypes[path.extname(file)] ?? /^$/,
      );
      expect(header(response, "x-content-type-options"), urlPath).toBe("nosniff");
      expect(header(response, "content-security-policy"), urlPath).toBe(filePolicy());
      expect(header(response, "cache-control"), urlPath).toBe(
        urlPath.startsWith("/assets/") ? cacheControl.immutable : cacheControl.revalidate,
      );
    }
  });

  test("text is compressed for clients that accept gzip: pages, scripts, loader data, the editor", async () => {
    const urlOf = (file: string) => `/${file.split(path.sep).join("/")}`;
    // The largest of the site's scripts and of its loader data files: the smallest are under
    // the 1 KiB worth compressing.
    const largest = (files: string[]) =>
      [...files]
        .sort(
          (a, b) => statSync(path.join(clientDir, b)).size - statSync(path.join(clientDir, a)).size,
        )
        .map(urlOf)[0];
    const script =
      largest(builtFiles.filter((file) => file.startsWith("assets") && file.endsWith(".js"))) ?? "";
    const data = largest(builtFiles.filter((file) => file.endsWith(".data")));
    expect(data, "a loader data file").toBeDefined();
    const configuredOnly = quirks().configured
      ? [data ?? "", `${editorUrl}vendor/sveltia-cms.js`]
      : [];
    for (const target of ["/", script, ...configuredOnly]) {
      const response = await raw(target, { headers: { "accept-encoding": "gzip" } });
      expect(header(response, "content-encoding"), target).toBe("gzip");
      if (quirks().varyOnCompression) {
        expect(header(response, "vary"), target).toMatch(/accept-encoding/i);
      }
    }
  });
});

test.describe("the content editor at /admin/", () => {
  /** Its own headers in place of the site's (HTTPS hosts add `upgrade-insecure-requests`). */
  function expectEditorHeaders(response: RawResponse, what: string) {
    const expected = {
      ...securityHeaders,
      ...editorHeaders({ upgradeInsecureRequests: test.info().project.name !== "host npm start" }),
    };
    for (const [name, value] of Object.entries(expected)) {
      expect(header(response, name.toLowerCase()), `${what}: ${name}`).toBe(value);
    }
  }

  test("/admin/ answers the editor's page with its own policy, noindex; /admin redirects there", async () => {
    const response = await raw(editorUrl);
    expect(response.status).toBe(200);
    expect(header(response, "content-type")).toMatch(/^text\/html/);
    expect(response.body).toContain('<meta name="robots" content="noindex" />');
    expectEditorHeaders(response, editorUrl);
    const redirect = await raw(editorUrl.slice(0, -1));
    expect(redirect.status).toBe(redirectStatus);
    expect(new URL(header(redirect, "location"), "http://x").pathname).toBe(editorUrl);
  });

  test("every file of the editor is served with its media type and the editor's headers", async () => {
    const mediaTypes: Record<string, RegExp> = {
      ".js": /^(text|application)\/javascript\b/,
      ".css": /^text\/css\b/,
      ".svg": /^image\/svg\+xml\b/,
      ".json": /^application\/json\b/,
      ".yml": /^(text|application)\/(x-)?yaml\b/,
      ".woff2": /^font\/woff2$/,
    };
    // The page itself is answered at /admin/ (above); some hosts redirect its file name there.
    const files = editorFiles.filter((file) => !file.endsWith(".html"));
    expect(files).toEqual(
      expect.arrayContaining(["admin/config.yml", "admin/vendor/sveltia-cms.js"]),
    );
    for (const file of files) {
      const response = await raw(`/${file}`);
      expect(response.status, file).toBe(200);
      expect(header(response, "content-type"), file).toMatch(
        mediaTypes[path.extname(file)] ?? /^$/,
      );
      expect(header(response, "cache-control"), file).toBe(cacheControl.revalidate);
      expectEditorHeaders(response, file);
    }
    expect((await raw(`${editorUrl}no-such-file.js`)).status).toBe(404);
  });
});

test.describe("/.well-known/", () => {
  test("serves the owner's files there (an ACME challenge); other dot-files stay refused", async () => {
    // What certbot's webroot mode does: a token file under build/client/.well-known/, written
    // while the server runs. Beside it, dot-files that must not be served.
    const token = `host-suite-${randomUUID()}`;
    const challengeDir = path.join(clientDir, wellKnownFolder, "acme-challenge");
    const challenge = path.join(challengeDir, token);
    const dotFiles = [`/.${token}`, `${wellKnownFolder}.${token}`, `/assets/.${token}`];
    await mkdir(challengeDir, { recursive: true });
    await writeFile(challenge, token);
    for (const dotFile of dotFiles) await writeFile(path.join(clientDir, dotFile), "SECRET");
    try {
      const response = await raw(`${wellKnownFolder}acme-challenge/${token}`);
      expect(response.status).toBe(200);
      expect(response.body).toBe(token);
      expectSecurityHeaders(response, "ACME challenge");
      if (quirks().servesDotFiles) return;
      for (const dotFile of dotFiles) {
        const refused = await raw(dotFile);
        expect(refused.status, dotFile).toBe(404);
        expect(refused.body, dotFile).not.toContain("SECRET");
      }
    } finally {
      await rm(challenge, { force: true });
      for (const dotFile of dotFiles) await rm(path.join(clientDir, dotFile), { force: true });
      // Another host's run of this test may still be using the folders.
      for (const dir of [challengeDir, path.dirname(challengeDir)]) {
        await rmdir(dir).catch(() => {});
      }
    }
  });
});

test.describe("hostile requests", () => {
  const hostile = [
    "/_headers",
    "/_redirects",
    "/%5Fheaders",
    "//_headers",
    "/./_headers",
    "/assets/../_headers",
    "/assets/%2E%2E%2Findex.html",
    "/assets/%2e%2e/index.html",
    "/assets/..%5Cindex.html",
    "/assets/%2E%2E%2F%2E%2E%2Fpackage.json",
    "/..%2f..%2fetc%2fpasswd",
    "/%2e%2e/%2e%2e/etc/passwd",
    "/.env",
    "/.git/config",
    "/%E0%A4%A",
    "/%00",
    "/assets/",
    "/icons/",
    `/${"x".repeat(4000)}`,
  ];

  test("never reach a file, another directory or a 5xx; assets never serve HTML", async () => {
    const { localFault } = quirks();
    for (const target of hostile) {
      const response = await raw(target);
      const what = target.slice(0, 40);
      if (response.status === 502 && localFault(decodeURIComponent(target))) continue;
      expect([308, 400, 404], what).toContain(response.status);
      expect(response.body, what).not.toMatch(/Content-Security-Policy:|root:|"devDependencies"/);
      if (header(response, "cache-control") === cacheControl.immutable) {
        expect(header(response, "content-type"), what).not.toMatch(/html/);
      }
    }
  });

  test("a 404 ignores Range; an unsatisfiable range answers 416; no server names its version", async () => {
    const notFound = await raw("/no-such-page", { headers: { range: "bytes=0-9" } });
    expect(notFound.status).toBe(404);
    expect(notFound.body).toContain("<h1");
    expect(header(notFound, "server")).not.toMatch(/\d/);
    if (!quirks().configured) return;
    const unsatisfiable = await raw("/robots.txt", { headers: { range: "bytes=100000-100001" } });
    expect(unsatisfiable.status).toBe(416);
  });

  test("methods other than GET and HEAD are refused", async () => {
    expect((await raw("/", { method: "HEAD" })).status).toBe(200);
    expect((await raw("/", { method: "POST" })).status).toBe(405);
  });
});

test.describe("in the browser", () => {
  for (const [target, canonical] of [
    ["/", "/"],
    ["/case-studies", "/case-studies"],
    ["/index.html", "/"],
    ["/case-studies/", "/case-studies"],
  ] as const) {
    // No CSP violation either: the page guard fails the test on one.
    test(`${target} shows one page at ${canonical} with no CSP violation`, async ({ page }) => {
      await page.goto(target);
      expect(new URL(page.url()).pathname).toBe(canonical);
      await expect(page.locator("main")).toHaveCount(1);
      await expect(page.locator("h1")).toHaveCount(1);
    });
  }

  test("the 404 page hydrates as itself with no CSP violation", async ({ page, guard }) => {
    guard.allowResponse(/\/(missing|404)$/, 404);
    guard.allowConsoleError(/status of 404|non-existent route/);
    for (const target of ["/missing", "/404"]) {
      await page.goto(target);
      await expect(page.locator("main")).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        copies[defaultLocale].notFound.heading,
      );
    }
  });
});
