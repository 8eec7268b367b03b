import { HtmlValidate, FileSystemConfigLoader } from "html-validate";
import path from "node:path";
import { articleSlugsOf, buildOptionsOf, readContent } from "../app/content/content.server.ts";
import { pages, prerenderPaths } from "../app/pages/registry.ts";
import { pageFile } from "../tooling/build-steps/hosts/url-policy.ts";
import { readBuiltPages } from "../tooling/lib/build-files.ts";
import { expect, test } from "./fixtures";

const clientDir = path.resolve(import.meta.dirname, "../build/client");

/**
 * The built markup is valid HTML. That every link to this site and every `#fragment` on every
 * page resolves (200, no redirect hop; the element with that id on the linked page) is the
 * audit of the built site's `link` and `anchor` checks (tooling/audit/checks/links.ts), run on
 * the tests' build by e2e/audit.desktop.spec.ts.
 */
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
});
