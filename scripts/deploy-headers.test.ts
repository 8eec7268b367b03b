// @vitest-environment node
import { parseAllHeaders, type Header } from "@netlify/headers-parser";
import { parseAllRedirects } from "@netlify/redirect-parser";
import { mkdir, mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeDeployHeaders } from "./deploy-headers.ts";

/**
 * Netlify's CLI cannot reproduce its header rules offline, so its files are checked by
 * parsing them with Netlify's own parsers and applying its documented matching: every rule
 * whose path matches applies, a later rule's value replaces an earlier one's; the first
 * matching redirect wins. Cloudflare Pages and nginx are exercised for real in
 * e2e/hosts.spec.ts.
 */
let buildDir: string;
let clientDir: string;

const policies = {
  "index.html": { scriptHashes: ["sha256-home"], styleHashes: ["sha256-style"] },
  "case-studies.html": { scriptHashes: ["sha256-cases"], styleHashes: ["sha256-style"] },
  "404.html": { scriptHashes: ["sha256-missing"], styleHashes: ["sha256-style"] },
  "es.html": { scriptHashes: ["sha256-inicio"], styleHashes: ["sha256-style"] },
  "es/404.html": { scriptHashes: ["sha256-falta"], styleHashes: ["sha256-style"] },
};

beforeAll(async () => {
  buildDir = await mkdtemp(path.join(tmpdir(), "deploy-headers-"));
  clientDir = path.join(buildDir, "client");
  await mkdir(clientDir);
  await writeDeployHeaders(buildDir, clientDir, policies);
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
  it("gives each page its own CSP and the 404 answer the Not-found page's", async () => {
    expect((await netlifyHeadersFor("/"))["Content-Security-Policy"]).toContain("'sha256-home'");
    const cases = (await netlifyHeadersFor("/case-studies"))["Content-Security-Policy"];
    expect(cases).toContain("'sha256-cases'");
    expect(cases).not.toContain("'sha256-home'");
    const missing = await netlifyHeadersFor("/no-such-page");
    expect(missing["Content-Security-Policy"]).toContain("'sha256-missing'");
    expect(missing["Content-Security-Policy"]).toContain("frame-ancestors 'none'");
    expect(missing["X-Frame-Options"]).toBe("DENY");
    expect((await netlifyHeadersFor("/es"))["Content-Security-Policy"]).toContain(
      "'sha256-inicio'",
    );
    const falta = (await netlifyHeadersFor("/es/nada"))["Content-Security-Policy"];
    expect(falta).toContain("'sha256-falta'");
    expect(falta).not.toContain("'sha256-missing'");
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
  it("gives each page its own CSP in its own location", async () => {
    const conf = await readFile(path.join(buildDir, "deploy/nginx-site.conf"), "utf8");
    const block = (match: string) => conf.slice(conf.indexOf(`location ${match} {`)).split("}")[0];
    expect(block("= /")).toContain("'sha256-home'");
    expect(block("= /")).not.toContain("'sha256-cases'");
    expect(block("= /case-studies")).toContain("'sha256-cases'");
    expect(block("= /404.html")).toContain("'sha256-missing'");
    expect(block("= /404.html")).toContain('Cache-Control "no-store"');
    expect(block("= /es/404.html")).toContain("'sha256-falta'");
    expect(block("/es/")).toContain("error_page 404 /es/404.html;");
    expect(block("= /es/404")).toContain("error_page 404 /es/404.html;");
  });
});
