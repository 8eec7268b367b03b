import { randomUUID } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { mkdir, rm, rmdir, writeFile } from "node:fs/promises";
import { request as httpRequest } from "node:http";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { ownPolicyFolders } from "../tooling/build-steps/hosts/deploy-headers.ts";
import { compressedFolder } from "../tooling/build-steps/assets/precompress.ts";
import {
  cacheControl,
  editorHeaders,
  filePolicy,
  linkPreviewHeaders,
  securityHeaders,
  siteHeaderPolicy,
} from "../tooling/build-steps/hosts/response-headers.ts";
import {
  articleFolders,
  editorRedirects,
  editorUrl,
  hostConfigFiles,
  isEditorFile,
  notFoundDocumentsOf,
  notFoundUrlsOf,
  pagesOf,
  redirectsOf,
  redirectStatus,
  wellKnownFolder,
} from "../tooling/build-steps/hosts/url-policy.ts";
import { parse } from "parse5";
import { copies } from "../app/content/testing.ts";
import { defaultLocale, localeIds, localePrefix } from "../app/i18n/locales.ts";
import { pagePath, pages as registry, previewImageFolder } from "../app/pages/registry.ts";
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

const buildDir = path.resolve(import.meta.dirname, "../build");
const clientDir = path.join(buildDir, "client");
// What the build emits. Dot-folders are left out: the build emits none, and the `/.well-known/`
// test below puts files there while the suite runs, as an ACME client would. The content
// editor's files (`admin/`) have their own tests below.
const emitted = readdirSync(clientDir, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) =>
    path.relative(clientDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"),
  )
  .filter((file) => !file.split("/").some((segment) => segment.startsWith(".")));
const pageFiles = readBuiltPages(buildDir);
const pages = pagesOf(pageFiles);
const notFoundDocuments = notFoundDocumentsOf(emitted);
const isNotFoundDocument = new Set(notFoundDocuments.map(({ file }) => file));
const builtFiles = emitted.filter((file) => !isEditorFile(file) && !isNotFoundDocument.has(file));
const editorFiles = emitted.filter((file) => isEditorFile(file) && !isNotFoundDocument.has(file));
/** The folders whose answers carry their own policy, each with its own Not-found page. */
const folders = ownPolicyFolders(emitted, pageFiles).map((folder) => `/${folder}`);

interface HostQuirks {
  /** The folder the server serves, where an ACME client would write its challenges. */
  root: string;
  /**
   * The headers of a file put under `/.well-known/` after the build: the files' on the
   * servers we configure; the pages' on Cloudflare Pages, whose `_headers` has no rule for a
   * folder the build does not emit (one would also give the 404s there a policy the hydrating
   * Not-found page breaks under).
   */
  wellKnownHeaders: HeaderKind;
  /** Whether the server serves a dot-file that is in the build folder (the build emits none). */
  servesDotFiles: boolean;
  /** Whether the server itself sends `Vary: Accept-Encoding` with compressed answers. */
  varyOnCompression: boolean;
  /** Whether the local server may answer 502 (never a file) at this decoded path. */
  localFault: (decodedPath: string) => boolean;
  /**
   * Whether our configuration decides what it compresses and how it answers a range: the
   * loader data and the editor's script compressed, 206 and 416 for ranges, `Allow` with 405.
   */
  configured: boolean;
}

/** What differs between hosts, each for a reason outside this project. */
const hostQuirks: Record<string, HostQuirks> = {
  "host npm start": {
    root: clientDir,
    wellKnownHeaders: "file",
    servesDotFiles: false,
    varyOnCompression: true,
    localFault: () => false,
    configured: true,
  },
  "host nginx": {
    root: path.join(buildDir, compressedFolder),
    wellKnownHeaders: "file",
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
  // (locally it leaves `.data` uncompressed and answers any range with the whole file).
  "host wrangler": {
    root: clientDir,
    wellKnownHeaders: "page",
    servesDotFiles: true,
    varyOnCompression: false,
    configured: false,
    localFault: (decodedPath) =>
      /\/_headers$|\/_redirects$|\0/.test(decodedPath) ||
      decodedPath.split("/").some((segment) => Buffer.byteLength(segment) > 255),
  },
};

const hostName = () => test.info().project.name;

function quirks(): HostQuirks {
  const found = hostQuirks[hostName()];
  if (!found) throw new Error(`no host quirks for project ${hostName()}`);
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

/**
 * The kinds of answer and the security headers each carries on this host (HTTPS hosts add
 * `upgrade-insecure-requests`): the pages' (every page, redirect and hydrating Not-found
 * page), the files' (every other file, and the Not-found page of a folder of files), the link
 * previews' and the editor's (tooling/build-steps/hosts/response-headers.ts). `X-Robots-Tag` and
 * `Access-Control-Allow-Origin` are absent unless named.
 */
function headersOf(kind: HeaderKind): Record<string, string> {
  const upgradeInsecureRequests = hostName() !== "host npm start";
  const none = { "X-Robots-Tag": "", "Access-Control-Allow-Origin": "" };
  const page = {
    ...none,
    ...securityHeaders,
    "Content-Security-Policy": siteHeaderPolicy({ upgradeInsecureRequests }),
  };
  const file = { ...page, "Content-Security-Policy": filePolicy() };
  return {
    page,
    file,
    preview: { ...file, ...linkPreviewHeaders },
    editor: { ...page, ...editorHeaders({ upgradeInsecureRequests }) },
  }[kind];
}

type HeaderKind = "page" | "file" | "preview" | "editor";

/** Expects the headers of `kind`, each sent `times` times (joined with ", " as Node reads them). */
function expectHeaders(response: RawResponse, kind: HeaderKind, what: string, times = 1) {
  for (const [name, value] of Object.entries(headersOf(kind))) {
    const sent = value === "" ? "" : Array.from({ length: times }, () => value).join(", ");
    expect.soft(header(response, name.toLowerCase()), `${what}: ${name}`).toBe(sent);
  }
}

/**
 * Two policies, each doing its part: the header is the site's one policy, the same for every
 * answer (HTTPS hosts add `upgrade-insecure-requests`); the page's `<meta>` policy holds its
 * own hashes, so its scripts are allowed one by one and nothing else runs.
 */
function expectPagePolicy(response: RawResponse, what: string) {
  expectHeaders(response, "page", what);
  const meta = metaPolicy(response.body);
  expect(directive(meta, "default-src"), what).toBe("default-src 'self'");
  expect(directive(meta, "script-src"), what).toMatch(/^script-src 'self'( 'sha256-[^']+')+$/);
  expect(directive(meta, "style-src-elem"), what).toMatch(
    /^style-src-elem 'self'( 'sha256-[^']+')+$/,
  );
}

/** The kind of headers a folder's answers carry (`/og/`: the link previews'). */
const kindOfFolder = (folder: string): HeaderKind =>
  folder === editorUrl ? "editor" : folder === previewImageFolder ? "preview" : "file";

/** What one request gets: status, where a redirect goes, headers, and `Cache-Control`. */
interface Answer {
  status: number;
  location?: string;
  /** The security headers of the answer; unchecked when absent. */
  kind?: HeaderKind;
  /** The exact `Cache-Control`; unchecked when absent. */
  cache?: string;
  /** Whether the server sends each header twice, with the same value. */
  repeatsHeaders?: boolean;
}

/** A row of the path table: one request, what every host answers, and a host's exception. */
interface PathRow extends Answer {
  target: string;
  method?: "GET" | "HEAD" | "POST";
  headers?: Record<string, string>;
  /** What a host answers instead, for a reason outside this project (docs/deploying.md). */
  wrangler?: Answer;
  nginx?: Answer;
}

/**
 * Cloudflare's edge resolves a path before Pages sees it ("Normalize incoming URLs", on by
 * default: dot-segments removed, slashes merged, unreserved characters decoded), so a page at
 * another spelling answers 200 there, where nginx and `npm start` redirect to its URL.
 */
const resolvedByCloudflare: Answer = { status: 200, kind: "page", cache: cacheControl.revalidate };

const article = pages.find(({ urlPath }) =>
  articleFolders().some(({ folder }) => urlPath.startsWith(folder)),
);
if (!article) throw new Error("the default content builds no article");
const caseStudies = pagePath(registry.caseStudies, defaultLocale);
const home: Answer = { status: 200, kind: "page", cache: cacheControl.revalidate };
const notFound: Answer = { status: 404, kind: "page", cache: cacheControl.notFound };
const redirectTo = (location: string, kind: HeaderKind = "page"): Answer => ({
  status: redirectStatus,
  location,
  kind,
});
const spanish = localePrefix("es");

/**
 * The path table: what every host answers for the same request on the same build. A row's
 * `wrangler` says where Cloudflare's local runtime differs, and why; the docs' tables
 * (docs/deploying.md, "One URL per page" and "Results per host") say the same.
 */
const pathTable: Record<string, PathRow[]> = {
  "pages, their duplicates and other spellings": [
    { target: "/", ...home },
    { target: caseStudies, ...home },
    { target: spanish, ...home },
    { target: article.urlPath, ...home },
    { target: editorUrl, status: 200, kind: "editor", cache: cacheControl.revalidate },
    { target: "/index.html", ...redirectTo("/") },
    { target: "/index", ...redirectTo("/") },
    { target: `${caseStudies}.html`, ...redirectTo(caseStudies) },
    { target: `${caseStudies}/`, ...redirectTo(caseStudies) },
    { target: `${caseStudies}.html?utm_source=x`, ...redirectTo(`${caseStudies}?utm_source=x`) },
    { target: `${spanish}/`, ...redirectTo(spanish) },
    { target: `${article.urlPath}.html`, ...redirectTo(article.urlPath) },
    { target: `${article.urlPath}/`, ...redirectTo(article.urlPath) },
    ...(
      [
        [`/${caseStudies}`, caseStudies],
        [`/.${caseStudies}`, caseStudies],
        [`/x/..${caseStudies}`, caseStudies],
        [`/%${caseStudies.charCodeAt(1).toString(16)}${caseStudies.slice(2)}`, caseStudies],
        [`/${article.urlPath}`, article.urlPath],
      ] as const
    ).map(([target, page]): PathRow => ({
      target,
      ...redirectTo(page),
      wrangler: resolvedByCloudflare,
    })),
    ...editorRedirects.map(({ from, to }) => ({
      target: from,
      ...redirectTo(to, from.startsWith(editorUrl) ? "editor" : "page"),
    })),
  ],
  "folders, files and 404s under every folder": [
    { target: "/robots.txt", status: 200, kind: "file", cache: cacheControl.revalidate },
    { target: "/sitemap.xml", status: 200, kind: "file", cache: cacheControl.revalidate },
    {
      target: `${previewImageFolder}home.png`,
      status: 200,
      kind: "preview",
      cache: cacheControl.revalidate,
    },
    { target: "/no-such-page", ...notFound },
    { target: `${spanish}/no-such-page`, ...notFound },
    { target: `${caseStudies}/x/y`, ...notFound },
    ...articleFolders().map(({ folder }) => ({ target: `${folder}no-such-article`, ...notFound })),
    ...notFoundUrlsOf(notFoundDocuments.filter(({ scope }) => !folders.includes(scope))).map(
      (target) => ({ target, ...notFound }),
    ),
    ...folders.flatMap((folder) =>
      [
        ...(folder === editorUrl ? [] : [folder]),
        `${folder}no-such-file`,
        `${folder}404`,
        `${folder}404.html`,
      ].map((target) => ({
        target,
        status: 404,
        kind: kindOfFolder(folder),
        cache: cacheControl.notFound,
      })),
    ),
    // nginx and `npm start` refuse a file at another spelling; the local runtime applies
    // `_headers` to the path as sent, which Cloudflare's edge would have resolved first.
    { target: "//robots.txt", ...notFound, wrangler: { status: 200 } },
  ],
  "methods and ranges": [
    { target: "/", method: "HEAD", ...home },
    ...(
      [
        ["/", "page"],
        ["/no-such-page", "page"],
        [`${caseStudies}.html`, "page"],
        ["/robots.txt", "file"],
        [`${folders.find((folder) => folder !== editorUrl)}x`, "file"],
        [editorUrl, "editor"],
        [`${editorUrl}x`, "editor"],
      ] as const
    ).map(([target, kind]): PathRow => ({ target, method: "POST", status: 405, kind })),
    { target: "/no-such-page", headers: { range: "bytes=0-9" }, ...notFound },
    {
      target: "/robots.txt",
      headers: { range: "bytes=0-3" },
      status: 206,
      kind: "file",
      wrangler: { status: 200, kind: "file" },
    },
    {
      target: "/robots.txt",
      headers: { range: "bytes=100000-100001" },
      status: 416,
      kind: "file",
      wrangler: { status: 200, kind: "file" },
      // nginx's range filter answers 416 through its error path, which adds every `add_header`
      // a second time (the values are the same, and a browser reads them as one).
      nginx: { status: 416, kind: "file", repeatsHeaders: true },
    },
  ],
  "what no server can read": [
    // nginx refuses these before it looks for a location; Cloudflare's URL parser reads the
    // first as a name and resolves the `..`; its local asset reader cannot stat a NUL.
    {
      target: "/%E0%A4%A",
      status: 400,
      kind: "file",
      cache: cacheControl.notFound,
      wrangler: notFound,
    },
    {
      target: "/../etc/passwd",
      status: 400,
      kind: "file",
      cache: cacheControl.notFound,
      wrangler: notFound,
    },
    {
      target: "/%00",
      status: 400,
      kind: "file",
      cache: cacheControl.notFound,
      wrangler: { status: 502 },
    },
  ],
};

test.describe("the path table: the same answer on every host", () => {
  for (const [section, rows] of Object.entries(pathTable)) {
    test(`${section}: status, redirect, security headers and cache policy`, async () => {
      for (const row of rows) {
        const expected =
          (hostName() === "host wrangler" && row.wrangler) ||
          (hostName() === "host nginx" && row.nginx) ||
          row;
        const what = `${row.method ?? "GET"} ${row.target}${row.headers ? ` ${JSON.stringify(row.headers)}` : ""}`;
        const response = await raw(row.target, { method: row.method, headers: row.headers });
        expect.soft(response.status, what).toBe(expected.status);
        if (expected.location !== undefined) {
          const location = new URL(header(response, "location"), "http://x");
          expect.soft(`${location.pathname}${location.search}`, what).toBe(expected.location);
        }
        if (expected.kind) {
          expectHeaders(response, expected.kind, what, expected.repeatsHeaders ? 2 : 1);
        }
        if (expected.cache && expected.status !== 405) {
          expect.soft(header(response, "cache-control"), what).toBe(expected.cache);
        }
        if (expected.status === 405 && quirks().configured) {
          expect.soft(header(response, "allow"), what).toBe("GET, HEAD");
        }
      }
    });
  }

  test("each Not-found page opens in Chromium with no CSP violation, whatever folder answers", async ({
    page,
    guard,
  }) => {
    // An unknown path under each folder with a Not-found page of its own, and in each
    // locale's articles (a page location of nginx's, not a folder).
    const targets = [
      ...notFoundDocuments.map(({ scope, file }) => ({ target: `${scope}no-such-file`, file })),
      ...articleFolders().map(({ folder }) => ({
        target: `${folder}no-such-article`,
        file: notFoundDocuments.find(({ scope }) => folder.startsWith(scope))?.file ?? "",
      })),
    ];
    const escaped = targets.map(({ target }) => target.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
    guard.allowResponse(new RegExp(`^https?://[^/]+(?:${escaped.join("|")})$`), 404);
    guard.allowConsoleError(/status of 404|non-existent route/);
    for (const { target, file } of targets) {
      const response = await page.goto(target);
      expect(response?.status(), target).toBe(404);
      await expect(page.getByRole("heading", { level: 1 }), target).toHaveText(
        copies[file.startsWith(`${spanish.slice(1)}/`) ? "es" : defaultLocale].notFound.heading,
      );
    }
    // The guard fails the test on any CSP violation these pages reported.
  });
});

test.describe("every page at its one URL", () => {
  test("every page answers 200 with the security headers, its own CSP and no-cache", async () => {
    expect(pages.length).toBeGreaterThan(0);
    for (const { urlPath } of pages) {
      const response = await raw(urlPath);
      expect(response.status, urlPath).toBe(200);
      expect(header(response, "content-type"), urlPath).toMatch(/^text\/html; charset=utf-8$/i);
      expect(header(response, "cache-control"), urlPath).toBe(cacheControl.revalidate);
      expectPagePolicy(response, urlPath);
    }
  });

  test("each duplicate URL answers one permanent redirect to the canonical URL", async () => {
    const redirects = [...redirectsOf(pages), ...editorRedirects];
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
        "/admin",
        "/admin/index.html",
      ]),
    );
    for (const { from, to } of redirects) {
      const response = await raw(from);
      expect.soft(response.status, from).toBe(redirectStatus);
      expect.soft(new URL(header(response, "location"), "http://x").pathname, from).toBe(to);
    }
  });

  test("unknown paths and the Not-found pages' own names answer 404 with the page of their folder", async () => {
    expect(
      notFoundDocuments
        .filter(({ file }) => pageFiles.includes(file))
        .map(({ file }) => file)
        .sort(),
    ).toEqual(
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
    for (const { locale, paths } of targets) {
      for (const target of paths) {
        const response = await raw(target);
        expect(response.status, target).toBe(404);
        // The body was read byte for byte (latin1); the page is UTF-8.
        const document = parse(Buffer.from(response.body, "latin1").toString("utf8"));
        const heading = [...elements(document)].find((element) => element.tagName === "h1");
        expect(heading && textOf(heading).trim(), target).toBe(copies[locale].notFound.heading);
        expect(header(response, "content-type"), target).toMatch(/^text\/html/);
        expect(header(response, "cache-control"), target).toBe(cacheControl.notFound);
        expectPagePolicy(response, target);
      }
    }
  });

  test("a folder of files answers its unknown paths with the Not-found page without script", async () => {
    expect(folders).toEqual(expect.arrayContaining(["/assets/", editorUrl, previewImageFolder]));
    for (const folder of folders) {
      const target = `${folder}no-such-file`;
      const response = await raw(target);
      expect(response.status, target).toBe(404);
      const document = parse(Buffer.from(response.body, "latin1").toString("utf8"));
      const all = [...elements(document)];
      const heading = all.find((element) => element.tagName === "h1");
      expect(heading && textOf(heading).trim(), target).toBe(
        copies[defaultLocale].notFound.heading,
      );
      expect(
        all.filter((element) => element.tagName === "script"),
        target,
      ).toEqual([]);
    }
  });
});

test.describe("files", () => {
  /**
   * The media type every kind of file a build can emit must be served with: the content's
   * photos are encoded to AVIF, WebP and JPEG (app/content/content-images.ts) once the owner
   * uploads one. One type per kind on every host where the kind has one name.
   */
  const mediaTypes: Record<string, RegExp> = {
    ".js": /^(text|application)\/javascript\b/,
    ".svg": /^image\/svg\+xml\b/,
    ".png": /^image\/png$/,
    ".jpg": /^image\/jpeg$/,
    ".webp": /^image\/webp$/,
    ".avif": /^image\/avif$/,
    ".txt": /^text\/plain\b/,
    ".xml": /^application\/xml$/,
    ".webmanifest": /^application\/manifest\+json\b/,
    // A page's loader data for client-side navigation: React Router reads it whatever its type.
    ".data": /^application\/octet-stream$/,
  };

  test("every kind of file the build emits has its media type, cache policy and a policy that runs no script", async () => {
    const servable = builtFiles.filter(
      (file) => !pageFiles.includes(file) && !(hostConfigFiles as readonly string[]).includes(file),
    );
    expect(servable.filter((file) => file.endsWith(".html"))).toEqual([]);
    const extensions = new Set(servable.map((file) => path.extname(file)));
    expect(Object.keys(mediaTypes)).toEqual(expect.arrayContaining([...extensions]));
    for (const file of servable) {
      const urlPath = `/${file}`;
      const response = await raw(urlPath);
      expect.soft(response.status, urlPath).toBe(200);
      expect
        .soft(header(response, "content-type"), urlPath)
        .toMatch(mediaTypes[path.extname(file)] ?? /^$/);
      expectHeaders(response, urlPath.startsWith(previewImageFolder) ? "preview" : "file", urlPath);
      expect
        .soft(header(response, "cache-control"), urlPath)
        .toBe(urlPath.startsWith("/assets/") ? cacheControl.immutable : cacheControl.revalidate);
    }
  });

  test("text is compressed for clients that accept brotli or gzip: pages, scripts, loader data, the editor", async () => {
    const urlOf = (file: string) => `/${file}`;
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
    for (const encoding of ["br", "gzip"]) {
      for (const target of ["/", script, ...configuredOnly]) {
        const response = await raw(target, { headers: { "accept-encoding": encoding } });
        expect.soft(header(response, "content-encoding"), target).toBe(encoding);
        if (quirks().varyOnCompression) {
          expect.soft(header(response, "vary"), target).toMatch(/accept-encoding/i);
        }
      }
    }
  });

  // nginx and npm start send the build's own copies; Cloudflare compresses by itself, so there
  // the answer must decompress to the built page.
  test("compressed pages are the build's brotli and gzip copies (nginx, npm start) or the built page (Cloudflare)", async () => {
    for (const [target, file] of [
      ["/", "index.html"],
      ["/no-such-page", "404.html"],
    ] as const) {
      for (const [encoding, ending] of [
        ["br", ".br"],
        ["gzip", ".gz"],
      ] as const) {
        const response = await raw(target, { headers: { "accept-encoding": encoding } });
        const body = Buffer.from(response.body, "latin1");
        if (quirks().configured) {
          const copy = readFileSync(path.join(buildDir, compressedFolder, `${file}${ending}`));
          expect(body.equals(copy), `${target} ${encoding}`).toBe(true);
        } else {
          const page = readFileSync(path.join(buildDir, "client", file));
          const decompressed = encoding === "br" ? brotliDecompressSync(body) : gunzipSync(body);
          expect(decompressed.equals(page), `${target} ${encoding}`).toBe(true);
        }
      }
    }
  });
});

test.describe("the content editor at /admin/", () => {
  test("/admin/ answers the editor's page with its own policy, noindex", async () => {
    const response = await raw(editorUrl);
    expect(response.status).toBe(200);
    expect(header(response, "content-type")).toMatch(/^text\/html/);
    expect(response.body).toContain('<meta name="robots" content="noindex" />');
    expectHeaders(response, "editor", editorUrl);
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
    // The page itself is answered at /admin/ (above); its file name redirects there.
    const files = editorFiles.filter((file) => !file.endsWith(".html"));
    expect(files).toEqual(
      expect.arrayContaining(["admin/config.yml", "admin/vendor/sveltia-cms.js"]),
    );
    for (const file of files) {
      const response = await raw(`/${file}`);
      expect.soft(response.status, file).toBe(200);
      expect
        .soft(header(response, "content-type"), file)
        .toMatch(mediaTypes[path.extname(file)] ?? /^$/);
      expect.soft(header(response, "cache-control"), file).toBe(cacheControl.revalidate);
      expectHeaders(response, "editor", file);
    }
  });
});

test.describe("/.well-known/", () => {
  test("serves the owner's files there (an ACME challenge); other dot-files stay refused", async () => {
    // What certbot's webroot mode does: a token file under the server's root, in
    // .well-known/, written while the server runs. Beside it, dot-files that must not be served.
    const { root } = quirks();
    const token = `host-suite-${randomUUID()}`;
    const challengeDir = path.join(root, wellKnownFolder, "acme-challenge");
    const challenge = path.join(challengeDir, token);
    const dotFiles = [`/.${token}`, `${wellKnownFolder}.${token}`, `/assets/.${token}`];
    await mkdir(challengeDir, { recursive: true });
    await writeFile(challenge, token);
    for (const dotFile of dotFiles) await writeFile(path.join(root, dotFile), "SECRET");
    try {
      const response = await raw(`${wellKnownFolder}acme-challenge/${token}`);
      expect(response.status).toBe(200);
      expect(response.body).toBe(token);
      expectHeaders(response, quirks().wellKnownHeaders, "ACME challenge");
      if (quirks().servesDotFiles) return;
      for (const dotFile of dotFiles) {
        const refused = await raw(dotFile);
        expect(refused.status, dotFile).toBe(404);
        expect(refused.body, dotFile).not.toContain("SECRET");
      }
    } finally {
      await rm(challenge, { force: true });
      for (const dotFile of dotFiles) await rm(path.join(root, dotFile), { force: true });
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

  test("never reach a file, another directory or a 5xx; assets never serve HTML; headers on every answer", async () => {
    const { localFault } = quirks();
    for (const target of hostile) {
      const response = await raw(target);
      const what = target.slice(0, 40);
      if (response.status === 502 && localFault(decodeURIComponent(target))) continue;
      expect.soft([308, 400, 404], what).toContain(response.status);
      // What `_headers`, /etc/passwd and package.json hold; a page's stylesheet may say `:root:`.
      expect
        .soft(response.body, what)
        .not.toMatch(/^\s+Content-Security-Policy:|^root:x?:0:0:|"devDependencies"/m);
      expect
        .soft(header(response, "strict-transport-security"), what)
        .toBe(securityHeaders["Strict-Transport-Security"]);
      expect.soft(header(response, "x-content-type-options"), what).toBe("nosniff");
      if (header(response, "cache-control") === cacheControl.immutable) {
        expect.soft(header(response, "content-type"), what).not.toMatch(/html/);
      }
    }
  });

  test("no server names its version", async () => {
    expect(header(await raw("/no-such-page"), "server")).not.toMatch(/\d/);
  });
});

test.describe("in the browser", () => {
  // No CSP violation either: the page guard fails the test on one.
  test("/, /case-studies, /index.html and /case-studies/ each show one page at its canonical URL with no CSP violation", async ({
    page,
  }) => {
    for (const [target, canonical] of [
      ["/", "/"],
      ["/case-studies", "/case-studies"],
      ["/index.html", "/"],
      ["/case-studies/", "/case-studies"],
    ] as const) {
      await page.goto(target);
      expect(new URL(page.url()).pathname, target).toBe(canonical);
      await expect(page.locator("main"), target).toHaveCount(1);
      await expect(page.locator("h1"), target).toHaveCount(1);
    }
  });

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
