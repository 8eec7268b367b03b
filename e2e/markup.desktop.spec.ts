import { HtmlValidate, FileSystemConfigLoader } from "html-validate";
import path from "node:path";
import { articleSlugsOf, buildOptionsOf, readContent } from "../app/content/content.server.ts";
import { pages, prerenderPaths } from "../app/pages/registry.ts";
import { pageFile } from "../tooling/build-steps/hosts/url-policy.ts";
import { readBuiltPages } from "../tooling/lib/build-files.ts";
import { expect, test } from "./fixtures";
import { builtPages } from "~/content/testing";

const clientDir = path.resolve(import.meta.dirname, "../build/client");

test.describe("built markup", () => {
  test("every built HTML file passes html-validate with zero errors", async () => {
    const validator = new HtmlValidate(new FileSystemConfigLoader());
    const files = readBuiltPages(path.dirname(clientDir));
    // Every locale's pages (the privacy page among them; the terms page where written), its
    // published articles and its Not-found page.
    const content = readContent();
    expect(files).toEqual(
      prerenderPaths(pages, buildOptionsOf(content), articleSlugsOf(content.articles))
        .map(pageFile)
        .sort(),
    );
    for (const file of files) {
      const report = await validator.validateFile(path.join(clientDir, file));
      const errors = report.results.flatMap((result) =>
        result.messages.map((m) => `${file}:${m.line} ${m.ruleId} ${m.message}`),
      );
      expect(errors, file).toEqual([]);
    }
  });

  test.describe("internal links", () => {
    test.use({ javaScriptEnabled: false });

    test("every link to this site and every #fragment resolves", async ({ page, request }) => {
      const checked = new Set<string>();
      for (const { path: source } of builtPages.filter(({ key }) => key !== "notFound")) {
        await page.goto(source);
        const hrefs = await page
          .locator("a[href]")
          .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
        for (const href of hrefs.filter((h) => h.startsWith("/") || h.startsWith("#"))) {
          const url = new URL(href, `http://site${source}`);
          const key = url.pathname + url.hash;
          if (checked.has(key)) continue;
          checked.add(key);
          const response = await request.get(url.pathname);
          expect(response.status(), `${href} on ${source}`).toBe(200);
          if (url.hash) {
            const id = decodeURIComponent(url.hash.slice(1));
            expect(await response.text(), `${href} on ${source}`).toContain(`id="${id}"`);
          }
        }
      }
      expect(checked.size).toBeGreaterThan(5);
    });
  });
});
