import path from "node:path";
import { copies } from "~/content/testing";
import { expect, test } from "./fixtures";

const clientDir = path.resolve(import.meta.dirname, "../build/client");

test.describe("a host that cannot redirect (GitHub Pages)", () => {
  const { caseStudies, home } = copies.en;
  for (const [spelling, file, canonical, heading] of [
    ["/case-studies.html", "case-studies.html", "/case-studies", caseStudies.heading],
    ["/case-studies/", "case-studies.html", "/case-studies", caseStudies.heading],
    ["/index.html", "index.html", "/", home.hero.headline],
  ] as const) {
    test(`${spelling} served with 200 hydrates as ${canonical}, with one <main>`, async ({
      page,
    }) => {
      // Answer the duplicate URL with the page's own file and status 200, as GitHub Pages does.
      await page.route(`**${spelling}`, (route) =>
        route.fulfill({ path: path.join(clientDir, file), contentType: "text/html" }),
      );
      await page.goto(spelling);
      expect(new URL(page.url()).pathname).toBe(canonical);
      await expect(page.locator("main")).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(heading);
    });
  }
});
