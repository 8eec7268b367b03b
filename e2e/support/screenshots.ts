import { expect, test, type Page } from "@playwright/test";
import type { BuiltPage } from "~/content/testing";

/**
 * Screenshots for people to look at, in `test-results/screenshots/` (not committed): each page
 * as the project shows it, the phone's by e2e/screenshots.phone.spec.ts, the desktop's by
 * e2e/header-fit.desktop.spec.ts, which loads every page at 1280 px before resizing it.
 */

/** A page's screenshot name: its locale and registry key, and an article's slug. */
export function screenshotName({ locale, key, path }: BuiltPage): string {
  return [locale, key, ...(key === "article" ? [path.split("/").at(-1)] : [])].join("-");
}

/**
 * Saves what `page` shows as `<project>-<name>.png`, the whole page with `fullPage`, in CSS px,
 * as it is laid out: the phone's device pixels (2.625 per CSS px) would be seven times the
 * pixels to encode, for no more to see.
 */
export async function saveScreenshot(
  page: Page,
  name: string,
  { fullPage = false }: { fullPage?: boolean } = {},
): Promise<void> {
  await page.screenshot({
    path: `test-results/screenshots/${test.info().project.name}-${name}.png`,
    fullPage,
    scale: "css",
  });
}

/** Saves the whole page just loaded, once its heading is drawn, under {@link screenshotName}. */
export async function saveWholePage(page: Page, builtPage: BuiltPage): Promise<void> {
  await expect(page.locator("h1"), `${builtPage.path} draws its heading`).toBeVisible();
  await saveScreenshot(page, screenshotName(builtPage), { fullPage: true });
}
