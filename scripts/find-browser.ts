import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

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
