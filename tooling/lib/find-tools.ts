import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

/**
 * Flags for Chromium in tests and benchmarks on these machines: no sandbox (root), no GPU,
 * and none of the background connections a closed network refuses.
 */
export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** System Chromium-family browsers we look for, in order (Debian, Ubuntu, Google Chrome). */
export const systemBrowserPaths = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
  "/usr/bin/google-chrome-stable",
  "/opt/google/chrome/chrome",
];

/**
 * The browser the benchmark drives (a full Chromium, as a phone's), and the end-to-end tests
 * when no headless shell is installed: `$CHROME_PATH` when set, else the first system browser
 * of {@link systemBrowserPaths}, else Playwright's own downloaded Chromium.
 *
 * @returns an absolute executable path, or `undefined` when no browser is installed.
 */
export function findChromium(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.CHROME_PATH) return existsSync(env.CHROME_PATH) ? env.CHROME_PATH : undefined;
  const system = systemBrowserPaths.find((candidate) => existsSync(candidate));
  if (system) return system;
  const bundled = chromium.executablePath();
  return bundled && existsSync(bundled) ? bundled : undefined;
}

/**
 * Debian's Chromium headless shell (the `chromium-headless-shell` package): the same Blink and
 * V8 as Debian's Chromium without the full browser around them, as in Playwright's own headless
 * runs. It runs this project's journeys in about half the time and CPU of the full Chromium
 * (docs/decisions/060-npm-test-time.md).
 */
const headlessShellPath = "/usr/bin/chromium-headless-shell";

/**
 * Debian's Chromium headless shell, when it is installed.
 *
 * @returns its absolute path, or `undefined`.
 */
export function findHeadlessShell(): string | undefined {
  return existsSync(headlessShellPath) ? headlessShellPath : undefined;
}

/**
 * The browser the end-to-end tests drive: `$CHROME_PATH` when set, else the headless shell
 * ({@link findHeadlessShell}), else {@link findChromium}'s full browser, about twice as slow.
 *
 * @returns an absolute executable path, or `undefined` when no browser is installed.
 */
export function findTestBrowser(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.CHROME_PATH) return findChromium(env);
  return findHeadlessShell() ?? findChromium(env);
}

/** Where nginx is installed by Debian/Ubuntu packages and by a source build, in that order. */
const nginxPaths = ["/usr/sbin/nginx", "/usr/local/sbin/nginx", "/usr/local/nginx/sbin/nginx"];

/**
 * The nginx binary the host suite runs (e2e/support/host-nginx.ts).
 *
 * @returns an absolute executable path, or `undefined` when nginx is not installed.
 */
export function findNginx(): string | undefined {
  return nginxPaths.find((candidate) => existsSync(candidate));
}

/**
 * Where Debian's `libnginx-mod-http-brotli-static` (and a source build) put nginx's module
 * that sends a file's precompressed `.br` copy (`brotli_static`, google/ngx_brotli).
 */
const nginxBrotliModulePaths = [
  "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so",
  "/usr/share/nginx/modules/ngx_http_brotli_static_module.so",
  "/usr/local/nginx/modules/ngx_http_brotli_static_module.so",
];

/**
 * nginx's `brotli_static` module, which the generated include uses (tooling/build-steps/hosts/deploy-headers.ts).
 *
 * @returns the module's absolute path, or `undefined` when it is not installed.
 */
export function findNginxBrotliModule(): string | undefined {
  return nginxBrotliModulePaths.find((candidate) => existsSync(candidate));
}
