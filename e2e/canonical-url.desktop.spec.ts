import path from "node:path";
import { copies } from "~/content/testing";
import { expect, pageShipsReact, test } from "./fixtures";

const clientDir = path.resolve(import.meta.dirname, "../build/client");

test.describe("a host that cannot redirect (GitHub Pages)", () => {
  const { caseStudies, home } = copies.en;
  // A page that hydrates puts its canonical path in the address bar first; one that ships no
  // React (the case studies) runs nothing, keeps the spelling, and its canonical link names it.
  for (const [spelling, file, canonical, heading, hydrates] of [
    ["/case-studies.html", "case-studies.html", "/case-studies", caseStudies.heading, false],
    ["/case-studies/", "case-studies.html", "/case-studies", caseStudies.heading, false],
    ["/index.html", "index.html", "/", home.hero.headline, true],
  ] as const) {
    test(`${spelling} served with 200 shows ${canonical}${hydrates ? ", hydrated at its canonical path," : ""} with one <main>`, async ({
      page,
    }) => {
      // Answer the duplicate URL with the page's own file and status 200, as GitHub Pages does.
      await page.route(`**${spelling}`, (route) =>
        route.fulfill({ path: path.join(clientDir, file), contentType: "text/html" }),
      );
      await page.goto(spelling);
      expect(await pageShipsReact(page)).toBe(hydrates);
      expect(new URL(page.url()).pathname).toBe(hydrates ? canonical : spelling);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        new RegExp(`${canonical === "/" ? "/" : canonical}$`),
      );
      await expect(page.locator("main")).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(heading);
    });
  }
});
