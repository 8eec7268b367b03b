import { defineConfig, devices } from "@playwright/test";
import { chromiumFlags, findTestBrowser } from "./tooling/lib/find-tools.ts";
import { freePort } from "./tooling/lib/free-port.ts";
import { defaultContentRoot } from "./spec/default-content.ts";
import "./app/test/owner-content-guard.ts";

// The content every test and every server reads: the default content, never the owner's
// (docs/decisions/062-tests-on-fixture-content.md); and no run summary, which is the owner's.
// Set in the runner process, so its workers and web servers inherit them. The runner and its
// workers (each loads this file) refuse to read the owner's files at all.
process.env.CONTENT_ROOT = defaultContentRoot;
process.env.GITHUB_STEP_SUMMARY = "";
// One build date for the run (the sitemap's `lastmod`), so a copy built after midnight is
// still the checkout's build byte for byte.
process.env.SOURCE_DATE_EPOCH ??= String(Math.floor(Date.now() / 1000));
// Free loopback ports, chosen once in the runner process and inherited by its workers.
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_NGINX_PORT ??= String(await freePort());
process.env.E2E_WRANGLER_PORT ??= String(await freePort());
process.env.E2E_ANALYTICS_PORT ??= String(await freePort());
process.env.E2E_COLLECTOR_PORT ??= String(await freePort());
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;
const nginxURL = `http://127.0.0.1:${process.env.E2E_NGINX_PORT}`;
const wranglerURL = `http://127.0.0.1:${process.env.E2E_WRANGLER_PORT}`;
/** The site with analytics on (e2e/analytics.spec.ts; its collector is on E2E_COLLECTOR_PORT). */
const analyticsURL = `http://127.0.0.1:${process.env.E2E_ANALYTICS_PORT}`;

/** The host suite runs once per server; the journeys run against `npm start` only. */
const hostSuite = /hosts\.spec\.ts$/;
/** What only nginx is asked to do: proxy the analytics endpoint (deploy/nginx-analytics.conf). */
const nginxSuite = /\.nginx\.spec\.ts$/;

/**
 * End-to-end tests in a real Chromium against the production build served by `npm start`
 * (same server, headers and 404 behaviour as production), at a 375×812 touch phone and a
 * 1280×900 desktop. `*.phone.spec.ts`, and tests or groups whose title ends with the tag
 * `@phone`, run on the phone only; `*.desktop.spec.ts` and those tagged `@desktop` on the
 * desktop only (hover tooltips, budgets, and facts that look the same at both sizes); the
 * rest, whose two layouts differ, on both. Screenshots for people go to
 * `test-results/screenshots/`. `hosts.spec.ts` (headers, status codes, URL policy, hostile
 * paths) runs against three servers of the same build: `npm start`, nginx with
 * `deploy/nginx.conf` (e2e/support/host-nginx.ts) and Cloudflare's `wrangler pages dev`
 * (e2e/support/host-wrangler.ts). They start in order, so the build `npm start` makes is there
 * for the other two; one that cannot start fails the run with its reason.
 * `analytics.spec.ts` runs its journeys against a second build with analytics on
 * (e2e/support/analytics-site.ts, in `build-analytics/`), which counts to a local collector
 * that nginx's analytics proxy (`*.nginx.spec.ts`) forwards to as well.
 */
export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results/artifacts",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  reporter: [["list"]],
  // Limits for a hung test, not a pace: each wait ends at its event (a load, an element, a
  // message), so a machine busy with a second build only makes the run longer.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  use: {
    baseURL,
    // A failed test keeps a screenshot of where it failed and, in `error-context.md`, its
    // error, its source and the page's accessibility tree. No trace: it is recorded for every
    // test, passing ones included: its DOM snapshots cost 26 s of a 259 s end-to-end run, the
    // rest of it 14 s of 240 s (docs/decisions/078). `--trace retain-on-failure` records one.
    trace: "off",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: findTestBrowser(),
      args: [...chromiumFlags],
    },
  },
  projects: [
    {
      name: "phone",
      testIgnore: [/\.desktop\.spec\.ts$/, hostSuite, nginxSuite],
      grepInvert: /@desktop/,
      use: {
        ...devices["Pixel 7"],
        viewport: { width: 375, height: 812 },
        browserName: "chromium",
      },
    },
    {
      name: "desktop",
      testIgnore: [/\.phone\.spec\.ts$/, hostSuite, nginxSuite],
      grepInvert: /@phone/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 900 } },
    },
    ...(
      [
        ["npm start", baseURL],
        ["nginx", nginxURL],
        ["wrangler", wranglerURL],
      ] as const
    ).map(([host, url]) => ({
      name: `host ${host}`,
      testMatch: host === "nginx" ? [hostSuite, nginxSuite] : hostSuite,
      use: { ...devices["Desktop Chrome"], baseURL: url },
    })),
  ],
  webServer: [
    {
      command: "npm start",
      url: baseURL,
      // SITE_URL empty: the default origin, as in the specs that read the content (content.server.ts).
      env: { PORT: String(port), HOST: "127.0.0.1", SITE_URL: "" },
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: "node e2e/support/analytics-site.ts",
      url: analyticsURL,
      env: {
        PORT: process.env.E2E_ANALYTICS_PORT,
        COLLECTOR_PORT: process.env.E2E_COLLECTOR_PORT,
        SITE_URL: "",
      },
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: "node e2e/support/host-nginx.ts",
      url: nginxURL,
      env: { PORT: process.env.E2E_NGINX_PORT, COLLECTOR_PORT: process.env.E2E_COLLECTOR_PORT },
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: "node e2e/support/host-wrangler.ts",
      url: wranglerURL,
      env: { PORT: process.env.E2E_WRANGLER_PORT },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "ignore",
      stderr: "pipe",
    },
  ],
});
