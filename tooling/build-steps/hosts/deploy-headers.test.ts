import { parseAllHeaders, type Header } from "@netlify/headers-parser";
import { parseAllRedirects } from "@netlify/redirect-parser";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  assertNoFileAmongArticles,
  scriptFreeNotFoundFolders,
  writeDeployHeaders,
} from "./deploy-headers.ts";
import {
  cacheControl,
  editorHeaders,
  filePolicy,
  linkPreviewHeaders,
  securityHeaders,
  siteHeaderPolicy,
} from "./response-headers.ts";
import { articleFolders, articleSlugPattern, offSpellingPattern } from "./url-policy.ts";

/**
 * Netlify's CLI cannot reproduce its header rules offline, so its files are checked by
 * parsing them with Netlify's own parsers and applying its documented matching: every rule
 * whose path matches applies, a later rule's value replaces an earlier one's; the first
 * matching redirect wins. Cloudflare Pages and nginx are exercised for real in
 * e2e/hosts.spec.ts.
 */
let buildDir: string;
let clientDir: string;

const pageFiles = ["index.html", "case-studies.html", "404.html", "es.html", "es/404.html"];

/**
 * Files of the stand-in build that are not pages: what the build emits beside them, and HTML
 * and SVG files as an upload to `public/` would bring them.
 */
const otherFiles = [
  "robots.txt",
  "sitemap.xml",
  "case-studies.data",
  "es/casos-de-exito.data",
  "assets/app-1.js",
  "images/hero.svg",
  "images/case-studies/brochure.html",
  "images/docs/index.html",
  "og/home.png",
  "brochure.html",
  "es/folleto.html",
  "admin/index.html",
  // The script-free Not-found pages the build writes (folder-not-found.ts).
  "assets/404.html",
  "images/404.html",
  "og/404.html",
  "admin/404.html",
];

/** Writes a stand-in build whose pages hold `text`, then its host files. */
async function buildWith(text: string): Promise<void> {
  for (const file of [...pageFiles, ...otherFiles]) {
    await mkdir(path.dirname(path.join(clientDir, file)), { recursive: true });
    await writeFile(
      path.join(clientDir, file),
      `<p>${text}</p><script>window.t="${text}"</script>`,
    );
  }
  await writeDeployHeaders(buildDir, clientDir, pageFiles);
}

const hostFiles = () =>
  Promise.all(
    [
      path.join(clientDir, "_headers"),
      path.join(clientDir, "_redirects"),
      path.join(buildDir, "deploy/nginx-site.conf"),
    ].map((file) => readFile(file, "utf8")),
  );

beforeAll(async () => {
  buildDir = await mkdtemp(path.join(tmpdir(), "deploy-headers-"));
  clientDir = path.join(buildDir, "client");
  await buildWith("Data-Driven Solutions");
});

afterAll(() => rm(buildDir, { recursive: true, force: true }));

async function netlifyHeadersFor(urlPath: string): Promise<Record<string, string>> {
  const { headers, errors } = await parseAllHeaders({
    headersFiles: [path.join(clientDir, "_headers")],
    configHeaders: [],
    minimal: false,
  });
  expect(errors).toEqual([]);
  return Object.assign(
    {},
    ...(headers as Header[]).filter((rule) => rule.forRegExp.test(urlPath)).map((r) => r.values),
  ) as Record<string, string>;
}

describe("_headers on Netlify", () => {
  it("sends one CSP, the site's, on every page and every 404, beside the security headers", async () => {
    for (const urlPath of ["/", "/case-studies", "/no-such-page", "/es", "/es/nada"]) {
      const headers = await netlifyHeadersFor(urlPath);
      expect(headers["Content-Security-Policy"], urlPath).toBe(
        siteHeaderPolicy({ upgradeInsecureRequests: true }),
      );
      expect(headers["X-Frame-Options"], urlPath).toBe("DENY");
    }
  });

  it("sends every other file, at every URL the host serves it at, a policy that runs no script", async () => {
    for (const urlPath of [
      "/robots.txt",
      "/case-studies.data",
      "/es/casos-de-exito.data",
      "/assets/app-1.js",
      "/images/hero.svg",
      "/images/case-studies/brochure.html",
      "/images/case-studies/brochure",
      "/images/docs/",
      "/images/docs/index.html",
      "/images/added-after-the-build.svg",
      "/brochure.html",
      "/brochure",
      "/es/folleto.html",
      "/es/folleto",
    ]) {
      const headers = await netlifyHeadersFor(urlPath);
      expect(headers["Content-Security-Policy"], urlPath).toBe(filePolicy());
      expect(headers["X-Content-Type-Options"], urlPath).toBe("nosniff");
    }
  });

  it("sends the editor's own policy, noindex and opener policy under /admin/ only", async () => {
    for (const urlPath of ["/admin/", "/admin/config.yml", "/admin/vendor/sveltia-cms.js"]) {
      const headers = await netlifyHeadersFor(urlPath);
      expect(headers, urlPath).toMatchObject(editorHeaders({ upgradeInsecureRequests: true }));
      expect(headers["X-Frame-Options"], urlPath).toBe("DENY");
    }
    const page = await netlifyHeadersFor("/case-studies");
    expect(page["X-Robots-Tag"]).toBeUndefined();
    expect(page["Cross-Origin-Opener-Policy"]).toBe("same-origin");
  });

  it("keeps other origins' pages from loading anything but the link previews", async () => {
    for (const urlPath of ["/", "/no-such-page", "/robots.txt", "/assets/app-1.js", "/admin/"]) {
      expect((await netlifyHeadersFor(urlPath))["Cross-Origin-Resource-Policy"], urlPath).toBe(
        "same-origin",
      );
    }
    expect((await netlifyHeadersFor("/og/home.png"))["Cross-Origin-Resource-Policy"]).toBe(
      linkPreviewHeaders["Cross-Origin-Resource-Policy"],
    );
  });

  it("removes the Access-Control-Allow-Origin Cloudflare Pages adds, and sets none", async () => {
    const headersText = await readFile(path.join(clientDir, "_headers"), "utf8");
    expect(headersText).toMatch(/^\/\*\n {2}! Access-Control-Allow-Origin\n/m);
    for (const urlPath of ["/", "/robots.txt", "/og/home.png"]) {
      expect(await netlifyHeadersFor(urlPath), urlPath).not.toHaveProperty(
        "Access-Control-Allow-Origin",
      );
    }
  });

  it("gives a Not-found page's own name no rule: it answers only with 404", async () => {
    const headersText = await readFile(path.join(clientDir, "_headers"), "utf8");
    expect(headersText).not.toMatch(/^\/[^\n]*404/m);
  });

  it("caches hashed assets for a year and revalidates everything else", async () => {
    expect((await netlifyHeadersFor("/assets/app-1.js"))["Cache-Control"]).toBe(
      "public, max-age=31536000, immutable",
    );
    for (const urlPath of ["/", "/robots.txt", "/og/home.png", "/site.webmanifest"]) {
      expect((await netlifyHeadersFor(urlPath))["Cache-Control"], urlPath).toBe("no-cache");
    }
  });
});

describe("_redirects on Netlify", () => {
  async function firstMatch(urlPath: string) {
    const { redirects, errors } = await parseAllRedirects({
      redirectsFiles: [path.join(clientDir, "_redirects")],
      configRedirects: [],
      minimal: false,
    });
    expect(errors).toEqual([]);
    return (redirects as { from: string; to: string; status: number; force: boolean }[]).find(
      (rule) => rule.from === urlPath,
    );
  }

  it("forces one 308 from each duplicate file URL to its page", async () => {
    for (const [from, to] of [
      ["/index.html", "/"],
      ["/index", "/"],
      ["/case-studies.html", "/case-studies"],
    ] as const) {
      expect(await firstMatch(from), from).toMatchObject({ to, status: 308, force: true });
    }
  });

  it("answers the Not-found page's own URLs with 404, and leaves trailing slashes to the host", async () => {
    for (const from of ["/404", "/404.html"]) {
      expect(await firstMatch(from), from).toMatchObject({
        to: "/404.html",
        status: 404,
        force: true,
      });
    }
    for (const from of ["/es/404", "/es/404.html"]) {
      expect(await firstMatch(from), from).toMatchObject({
        to: "/es/404.html",
        status: 404,
        force: true,
      });
    }
    expect(await firstMatch("/case-studies/")).toBeUndefined();
  });

  it("answers unknown paths under /es/ with the Spanish Not-found page, unforced", async () => {
    expect(await firstMatch("/es/*")).toMatchObject({
      to: "/es/404.html",
      status: 404,
      force: false,
    });
  });

  it("answers unknown paths in a folder of files with the folder's Not-found page, unforced", async () => {
    for (const folder of ["/assets/", "/images/", "/og/", "/admin/"]) {
      expect(await firstMatch(`${folder}*`), folder).toMatchObject({
        to: `${folder}404.html`,
        status: 404,
        force: false,
      });
    }
  });

  it("forces the editor page's file names to /admin/, and leaves /admin to the host", async () => {
    for (const from of ["/admin/index.html", "/admin/index"]) {
      expect(await firstMatch(from), from).toMatchObject({
        to: "/admin/",
        status: 308,
        force: true,
      });
    }
    expect(await firstMatch("/admin")).toBeUndefined();
  });
});

describe("nginx include", () => {
  const include = () => readFile(path.join(buildDir, "deploy/nginx-site.conf"), "utf8");
  /** The lines of the first location block whose match is `match`. */
  const block = (conf: string, match: string) => {
    const start = conf.indexOf(`location ${match} {\n`);
    expect(start, match).toBeGreaterThanOrEqual(0);
    return conf.slice(start).split("\n}")[0] ?? "";
  };
  const sets = (name: string, value: string) => `set $site_${name} "${value}";`;

  it("adds every header at the server level, always, so that no location drops one", async () => {
    const conf = await include();
    // Only the server block's lines start a line; a location's are indented.
    expect(conf.match(/^\s+add_header/gm) ?? []).toEqual([]);
    const added = conf.match(/^add_header .*$/gm) ?? [];
    expect(added.every((line) => line.endsWith(" always;"))).toBe(true);
    for (const name of [
      ...Object.keys(securityHeaders),
      "Content-Security-Policy",
      "Cache-Control",
      "X-Robots-Tag",
      "Allow",
    ]) {
      expect(
        added.some((line) => line.startsWith(`add_header ${name} `)),
        name,
      ).toBe(true);
    }
  });

  it("gives pages the server block's headers, every other file and 404 its own", async () => {
    const conf = await include();
    const file = sets("content_security_policy", filePolicy());
    expect(conf).toContain(
      sets("content_security_policy", siteHeaderPolicy({ upgradeInsecureRequests: true })),
    );
    for (const match of ["= /", "= /case-studies", "= /404.html", "= /es/404.html"]) {
      expect(block(conf, match), match).not.toContain("content_security_policy");
    }
    for (const match of ["/assets/", "/images/", "/", "= /sitemap.xml", "= /images/404.html"]) {
      expect(block(conf, match), match).toContain(file);
    }
    expect(block(conf, "/assets/")).toContain(sets("cache_control", cacheControl.immutable));
    for (const match of ["= /404.html", "= /images/404.html", "= /.bad-request"]) {
      expect(block(conf, match), match).toContain(sets("cache_control", cacheControl.notFound));
    }
    expect(block(conf, "/og/")).toContain(sets("cross_origin_resource_policy", "cross-origin"));
    expect(block(conf, "^~ /admin/")).toContain(sets("x_robots_tag", "noindex"));
    expect(block(conf, "/images/")).toContain("error_page 404 /images/404.html;");
    expect(block(conf, "/es/")).toContain("error_page 404 /es/404.html;");
    expect(block(conf, "= /es/404")).toContain("error_page 404 /es/404.html;");
    expect(conf).toMatch(/^server_tokens off;$/m);
  });

  it("sends the build's brotli and gzip copies, and types XML and the manifest as the other hosts do", async () => {
    const conf = await include();
    expect(conf).toMatch(/^brotli_static on;$/m);
    expect(conf).toMatch(/^gzip_static on;$/m);
    expect(block(conf, "= /sitemap.xml")).toContain("default_type application/xml;");
  });

  it("answers another spelling of a page with 308, of a file with 404, and other methods with 405", async () => {
    const conf = await include();
    expect(block(conf, "= /case-studies")).toContain(
      'if ($request_uri !~ "^/case-studies(?:\\\\?|$)") { return 308 /case-studies$is_args$args; }',
    );
    const offSpelling = offSpellingPattern.replaceAll("\\", "\\\\");
    expect(block(conf, "/")).toContain(`if ($request_uri ~ "${offSpelling}") { return 404; }`);
    expect(block(conf, "= /case-studies.html")).toMatch(/return 405; \}\n\s+return 308/);
    expect(conf).toContain("error_page 405 = @site_refused;");
    expect(block(conf, "@site_refused")).toContain('set $site_allow "GET, HEAD";');
    expect(conf).toContain("error_page 400 /.bad-request;");
  });

  it("serves an article of each locale by its file, one published after the include included", async () => {
    const conf = await include();
    for (const { folder } of articleFolders()) {
      const match = `~ "^(?<site_article>${folder}${articleSlugPattern})$"`;
      expect(block(conf, match), folder).toContain("try_files $uri.html =404;");
    }
  });
});

describe("script-free Not-found pages", () => {
  it("go into each folder of files and of the editor, and each article folder in the build", () => {
    const files = [...pageFiles, ...otherFiles, "insights/a.html", "es/articulos/b.html"];
    const built = [...pageFiles, "insights/a.html", "es/articulos/b.html"];
    expect(scriptFreeNotFoundFolders(files, built, articleFolders())).toEqual([
      { folder: "admin/", source: "404.html" },
      { folder: "assets/", source: "404.html" },
      { folder: "images/", source: "404.html" },
      { folder: "og/", source: "404.html" },
      { folder: "insights/", source: "404.html" },
      { folder: "es/articulos/", source: "es/404.html" },
    ]);
  });

  it("leave no HTML file from public/ among the articles, where a host finds pages by file", () => {
    expect(() => assertNoFileAmongArticles(["insights/x.html"], [], articleFolders())).toThrowError(
      /insights\/x\.html/,
    );
    expect(() =>
      assertNoFileAmongArticles(
        ["insights/404.html", "insights/a.html"],
        ["insights/a.html"],
        articleFolders(),
      ),
    ).not.toThrow();
  });
});

describe("host files and content", () => {
  it("stay byte for byte the same when a page's text and inline scripts change", async () => {
    const before = await hostFiles();
    await buildWith("Soluciones basadas en datos");
    expect(await hostFiles()).toEqual(before);
  });
});

describe("deploy/nginx.conf", () => {
  it("sends HSTS from every HTTPS server and names no nginx version from any", async () => {
    const conf = await readFile(
      path.resolve(import.meta.dirname, "../../../deploy/nginx.conf"),
      "utf8",
    );
    const servers = conf.split(/^server \{$/m).slice(1);
    expect(servers.length).toBeGreaterThanOrEqual(3);
    for (const server of servers) {
      // The site's server gets both from the generated include (checked above).
      const included = /^\s*include \S+-site\.conf;/m.test(server);
      const name = server.match(/server_name ([^;]+);/)?.[1];
      if (/listen 443 ssl;/.test(server) && !included) {
        expect(server, name).toContain(
          `add_header Strict-Transport-Security "${securityHeaders["Strict-Transport-Security"]}" always;`,
        );
      }
      if (!included) expect(server, name).toMatch(/^\s*server_tokens off;$/m);
    }
  });
});
