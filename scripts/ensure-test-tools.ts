import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { findChromium } from "./find-browser.ts";

/**
 * Makes sure a Chromium exists for the end-to-end tests (run by `npm run test:e2e`).
 * When none is found (see `findChromium`), installs Debian's `chromium` package if this is a
 * Debian/Ubuntu machine and we are root, and says so; otherwise exits with status 1 and a
 * one-line message saying exactly what to run.
 */
const found = findChromium();
if (found) {
  console.warn(`e2e: using browser ${found}`);
} else if (process.env.CHROME_PATH) {
  console.error(
    `e2e: CHROME_PATH=${process.env.CHROME_PATH} does not exist; point it at a Chromium or Chrome binary.`,
  );
  process.exit(1);
} else if (existsSync("/usr/bin/apt-get") && process.getuid?.() === 0) {
  console.warn(
    "e2e: no Chromium found; installing Debian's chromium package with apt-get (one time)",
  );
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", "chromium"], {
    stdio: "inherit",
    env,
  });
  const installed = findChromium();
  if (!installed) {
    console.error("e2e: apt-get installed chromium but no browser was found; set CHROME_PATH.");
    process.exit(1);
  }
  console.warn(`e2e: using browser ${installed}`);
} else {
  console.error(
    "e2e: no Chromium found. Run `sudo apt-get install chromium` (Debian/Ubuntu) or `npx playwright install chromium`, or set CHROME_PATH.",
  );
  process.exit(1);
}
