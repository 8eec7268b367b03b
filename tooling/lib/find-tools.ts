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
 * The browser the end-to-end tests drive: `$CHROME_PATH` when set, else the first system
 * browser of {@link systemBrowserPaths}, else Playwright's own downloaded Chromium.
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
