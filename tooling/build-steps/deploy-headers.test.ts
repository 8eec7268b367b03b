import { parseAllHeaders, type Header } from "@netlify/headers-parser";
import { parseAllRedirects } from "@netlify/redirect-parser";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeDeployHeaders } from "./deploy-headers.ts";
import {
  editorHeaders,
  filePolicy,
  securityHeaders,
  siteHeaderPolicy,
} from "./response-headers.ts";

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
  "case-studies.data",
  "es/casos-de-exito.data",
  "assets/app-1.js",
  "images/hero.svg",
  "images/case-studies/brochure.html",
  "images/docs/index.html",
  "brochure.html",
  "es/folleto.html",
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
});

describe("nginx include", () => {
  it("sends the site's CSP with pages and Not-found documents (no-store), the file policy with every other file", async () => {
    const conf = await readFile(path.join(buildDir, "deploy/nginx-site.conf"), "utf8");
    const block = (match: string) =>
      conf.slice(conf.indexOf(`location ${match} {`)).split("\n}")[0];
    const csp = (policy: string) => `add_header Content-Security-Policy "${policy}" always;`;
    for (const match of ["= /", "= /case-studies", "= /404.html", "= /es/404.html"]) {
      expect(block(match), match).toContain(
        csp(siteHeaderPolicy({ upgradeInsecureRequests: true })),
      );
    }
    for (const match of ["/assets/", "/es/", "~ \\.data$", "/"]) {
      expect(block(match), match).toContain(csp(filePolicy()));
    }
    expect(conf).toMatch(/^gzip_types .*\btext\/javascript\b.*\btext\/x-script\b/m);
    expect(conf).toMatch(/^server_tokens off;$/m);
    expect(block("= /404.html")).toContain('Cache-Control "no-store"');
    expect(block("/es/")).toContain("error_page 404 /es/404.html;");
    expect(block("= /es/404")).toContain("error_page 404 /es/404.html;");
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
      path.resolve(import.meta.dirname, "../../deploy/nginx.conf"),
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
