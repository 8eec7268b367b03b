import { expect, test } from "@playwright/test";
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createServer, request as httpRequest, type Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { defaultLocale } from "../app/i18n/locales.ts";
import { pagePath, pages } from "../app/pages/registry.ts";
import { pageFile } from "../tooling/build-steps/hosts/url-policy.ts";
import { builtPagesFile } from "../tooling/lib/build-files.ts";
import { freePort } from "../tooling/lib/free-port.ts";
import { untilServing } from "./support/serving.ts";

/**
 * `npm run watch:site` against the built site served as `npm start` serves it, from a copy of
 * `build/` (the build the e2e run's web server made; never changed here), with `--no-browser`:
 * it passes the site served whole, and fails naming the page when a page is gone or when a
 * page comes without its HSTS header. The outbound links go to a local stand-in
 * (`WATCH_LINKS_ORIGIN`), and the content's checks read the default content
 * (`CONTENT_ROOT=spec/default-content`), so no request leaves 127.0.0.1 and no edit of the
 * owner's content changes the outcome. The site audit is tooling/audit/audit-site.ts when it is
 * there, else the watch's own stand-in (tooling/watch/fixtures/audit-stand-in.ts), which
 * checks each page of the sitemap for status 200 and its CSP and HSTS headers.
 */

const root = path.resolve(import.meta.dirname, "..");
const realAudit = path.join(root, "tooling/audit/audit-site.ts");
const usesRealAudit = existsSync(realAudit);
const auditStandIn = "node tooling/watch/fixtures/audit-stand-in.ts";

/** The page removed from the copy, and the page served without its headers. */
const removedPage = pagePath(pages.caseStudies, defaultLocale);
const strippedPage = pagePath(pages.caseStudies, "es");
/**
 * The header dropped from that page: HSTS. Not the CSP header, whose absence alone is what
 * GitHub Pages serves (each page's meta CSP then applies), and which the audit accepts.
 */
const strippedHeader = "strict-transport-security";

let folder: string;
let buildCopy: string;
let linkStandIn: { server: Server; origin: string };
const started: ChildProcess[] = [];

/** Starts a `node:http` server on a free loopback port. */
async function listen(server: Server): Promise<string> {
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return `http://127.0.0.1:${port}`;
}

/** Serves the copy with tooling/serve.ts, as `npm run serve` does; resolves once it answers. */
async function serveCopy(): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const child = spawn(process.execPath, ["tooling/serve.ts"], {
    cwd: root,
    env: { ...process.env, SITE_BUILD_DIR: buildCopy, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  started.push(child);
  const url = `http://127.0.0.1:${port}`;
  await untilServing(`${url}/`);
  return {
    url,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill();
      await exited;
    },
  };
}

/** Runs the watch against `url` and resolves with its exit code and everything it printed. */
function runWatch(url: string): Promise<{ code: number | null; output: string }> {
  // Never reports to a real repository (no GitHub token or repository), and takes the base
  // URL from the argument only (no SITE_URL).
  const withheld = new Set([
    "GITHUB_TOKEN",
    "GITHUB_REPOSITORY",
    "SITE_URL",
    "WATCH_AUDIT_COMMAND",
  ]);
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !withheld.has(name)),
  );
  const env: NodeJS.ProcessEnv = {
    ...inherited,
    WATCH_LINKS_ORIGIN: linkStandIn.origin,
    CONTENT_ROOT: path.join(root, "spec/default-content"),
    ...(usesRealAudit ? {} : { WATCH_AUDIT_COMMAND: auditStandIn }),
  };
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["tooling/watch/watch-site.ts", url, "--no-browser"], {
      cwd: root,
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    started.push(child);
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("error", reject);
    child.once("close", (code) => resolve({ code, output }));
  });
}

/** The lines of the watch's output that report a failure. */
const failureLines = (output: string) =>
  output.split("\n").filter((line) => line.startsWith("FAIL"));

test.describe.configure({ mode: "serial" });
// The audit requests every page; the whole watch takes seconds, but a busy machine is slower.
test.setTimeout(180_000);

test.beforeAll(async () => {
  test.info().annotations.push({
    type: "site audit",
    description: usesRealAudit ? "tooling/audit/audit-site.ts" : `stand-in: ${auditStandIn}`,
  });
  folder = await mkdtemp(path.join(tmpdir(), "watch-e2e-"));
  buildCopy = path.join(folder, "build");
  await cp(path.join(root, "build"), buildCopy, { recursive: true });
  // The sites the content links to: every link answers 200.
  const server = createServer((_request, response) => {
    response
      .writeHead(200, { "content-type": "text/html" })
      .end("<!doctype html><title>ok</title>");
  });
  linkStandIn = { server, origin: await listen(server) };
});

test.afterAll(async () => {
  for (const child of started) if (child.exitCode === null) child.kill();
  linkStandIn?.server.closeAllConnections();
  linkStandIn?.server.close();
  if (folder) await rm(folder, { recursive: true, force: true });
});

test("passes the site served whole", async () => {
  const site = await serveCopy();
  try {
    const { code, output } = await runWatch(site.url);
    expect(failureLines(output), output).toEqual([]);
    expect(output).toContain("0 failures");
    expect(code, output).toBe(0);
  } finally {
    await site.stop();
  }
});

test("fails naming the page that is served without its HSTS header", async () => {
  const site = await serveCopy();
  const upstream = new URL(site.url);
  // A proxy in front of the site that drops the headers from one page's answer.
  const proxy = createServer((request, response) => {
    const forwarded = httpRequest(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers: request.headers,
      },
      (answer) => {
        const isStripped = new URL(request.url ?? "/", site.url).pathname === strippedPage;
        const headers = Object.fromEntries(
          Object.entries(answer.headers).filter(
            ([name]) => !(isStripped && name === strippedHeader),
          ),
        );
        response.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(response);
      },
    );
    forwarded.on("error", () => response.writeHead(502).end());
    request.pipe(forwarded);
  });
  const proxyUrl = await listen(proxy);
  try {
    const stripped = await fetch(`${proxyUrl}${strippedPage}`);
    expect(stripped.status).toBe(200);
    expect(stripped.headers.has(strippedHeader)).toBe(false);
    expect(stripped.headers.has("content-security-policy")).toBe(true);

    const { code, output } = await runWatch(proxyUrl);
    expect(code, output).toBe(1);
    expect(
      failureLines(output).some((line) => line.includes(strippedPage)),
      output,
    ).toBe(true);
    expect(
      failureLines(output).every((line) => !line.includes(removedPage)),
      output,
    ).toBe(true);
  } finally {
    proxy.closeAllConnections();
    proxy.close();
    await site.stop();
  }
});

test("fails naming the page that is missing from the site", async () => {
  const file = pageFile(removedPage);
  await rm(path.join(buildCopy, "client", file));
  const listFile = path.join(buildCopy, builtPagesFile);
  const list = JSON.parse(await readFile(listFile, "utf8")) as string[];
  expect(list).toContain(file);
  await writeFile(listFile, JSON.stringify(list.filter((entry) => entry !== file)));
  // The server lists the build's files when it starts: a new one serves the copy as it is now.
  const site = await serveCopy();
  try {
    expect((await fetch(`${site.url}${removedPage}`)).status).toBe(404);

    const { code, output } = await runWatch(site.url);
    test.info().attach("watch output", { body: output, contentType: "text/plain" });
    expect(code, output).toBe(1);
    expect(
      failureLines(output).some((line) => line.includes(removedPage)),
      output,
    ).toBe(true);
  } finally {
    await site.stop();
  }
});
