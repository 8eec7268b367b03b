import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { parse } from "parse5";
import { copies } from "~/content/testing";
import { homePath, localeIds } from "~/i18n/locales";
import { pagePath, pages } from "~/pages/registry";
import { elements } from "../tooling/lib/html-elements.ts";
import { expect, test } from "./fixtures";

/**
 * The legal pages exist (docs/requirements.md R11, R24): no link of the built site lacks an
 * address, the footer's Privacy Policy reaches the privacy page in a build that counts no
 * visits, in every language, and the page says what is true of that build: nothing collected
 * (e2e/analytics.spec.ts checks what it says in a build that counts).
 */

const clientDir = path.resolve(import.meta.dirname, "../build/client");

test("no <a> of any built HTML file lacks an href", async () => {
  const files = (await readdir(clientDir, { recursive: true })).filter((file) =>
    file.endsWith(".html"),
  );
  expect(files.length).toBeGreaterThan(10);
  const withoutHref: string[] = [];
  for (const file of files) {
    const document = parse(await readFile(path.join(clientDir, file), "utf8"));
    for (const element of elements(document)) {
      if (element.tagName !== "a") continue;
      const href = element.attrs.find((attribute) => attribute.name === "href")?.value.trim();
      if (!href) withoutHref.push(`${file}: <a> without href`);
    }
  }
  expect(withoutHref).toEqual([]);
});

for (const locale of localeIds) {
  const { common, privacy } = copies[locale];

  test(`the footer's Privacy Policy leads to the privacy page, which says nothing is collected (${locale})`, async ({
    page,
  }) => {
    await page.goto(homePath(locale));
    const link = page
      .getByRole("contentinfo")
      .getByRole("link", { name: common.footer.privacyPolicy, exact: true });
    await expect(link).toHaveAttribute("href", pagePath(pages.privacy, locale));
    // A full page load: the status of the page itself, as a visitor's browser gets it.
    const response = await page.goto((await link.getAttribute("href")) ?? "");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(privacy.heading);
    const headings = page.getByRole("heading", { level: 2 });
    await expect(headings).toHaveText(
      [privacy.withoutAnalytics, ...privacy.sections].map((section) => section.heading),
    );
    // No terms are written in the default content: no page, and no link to one.
    await expect(page.getByText(common.footer.termsOfService)).toHaveCount(0);
  });
}
