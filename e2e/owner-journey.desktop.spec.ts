import { expect, test } from "@playwright/test";
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { parseDocument } from "yaml";
import { publishedArticles } from "../app/content/articles.ts";
import { readContent } from "../app/content/content.server.ts";
import { defaultLocale, locales } from "../app/i18n/locales.ts";
import { formatMessage, placeholdersOf } from "../app/lib/message.ts";
import { articleFeedPath, articlePath, pagePath, pages } from "../app/pages/registry.ts";
import {
  addCaseStudy,
  addDraftArticle,
  draftSlug,
  ownerFacts,
  replacePlaceholders,
} from "./support/owner-edits";
import { copyRepository, type RepositoryCopy } from "./support/repository-copy";

/**
 * The owner's journey before launch, on a copy of the repository, which starts from the default
 * content (spec/default-content/, placeholders and all, whatever app/content/ holds now), as
 * docs/content.md tells it: change every value still as the site shipped it in a field that
 * needs her truth, or confirm it (app/content/launch-readiness.ts), change two texts the
 * requirements specify, add a fourth case study and save an article as a draft. Then the
 * production build passes (and leaves the draft out), and `npm run test:spec`, which checks the
 * default content and not hers, still passes; the same two edits made to the default content
 * make it fail naming exactly those two requirements.
 */

/** The two specified texts the owner rewrites: file, field, and the requirement that names it. */
const textEdits = [
  {
    file: "app/content/en/home.yaml",
    field: ["hero", "badge"],
    text: "Analytics That Pays Off",
    requirement: "R4 Hero: badge and buttons",
  },
  {
    file: "app/content/en/home.yaml",
    field: ["contact", "messageTitle"],
    text: "Write to Us",
    requirement: "R10 Message card: Send us a Message, Chat on WhatsApp, the prefilled text",
  },
];

/** Runs `npm run test:spec` in the copy; returns its exit status and its failed tests. */
async function runSpec(copy: RepositoryCopy) {
  const report = path.join(copy.dir, "spec-report.json");
  const run = copy.node([
    "node_modules/vitest/vitest.mjs",
    "run",
    "--project",
    "spec",
    "--reporter=json",
    `--outputFile=${report}`,
  ]);
  return { ...run, failed: await failedTests(report) };
}

/** Failed tests of a Vitest JSON report: their full names and failure messages. */
async function failedTests(reportFile: string): Promise<{ name: string; message: string }[]> {
  const report = JSON.parse(await readFile(reportFile, "utf8")) as {
    testResults: {
      assertionResults: { title: string; status: string; failureMessages: string[] }[];
    }[];
  };
  return report.testResults.flatMap(({ assertionResults }) =>
    assertionResults
      .filter((result) => result.status === "failed")
      .map((result) => ({ name: result.title, message: result.failureMessages.join("\n") })),
  );
}

/** The `<article>` cards of a built case studies page and whether each has its image on the right. */
function cardSides(html: string): boolean[] {
  return html
    .split("<article")
    .slice(1)
    .map((card) => /^[^>]*>\s*<div class="[^"]*lg:order-last/.test(card));
}

test("the owner replaces the placeholders, edits two texts, adds a case study and saves a draft article: the production build (without the draft) and test:spec pass", async () => {
  // A build and two runs of the conformance test: about half a minute on an idle machine.
  test.setTimeout(600_000);
  const copy = await copyRepository("owner-journey");
  try {
    const replaced = await replacePlaceholders(copy);
    expect(replaced).toContain("app/content/site.yaml → phone.e164");
    for (const { file, field, text } of textEdits) {
      await copy.editYaml(file, (document) => {
        expect(document.getIn(field), `${file} → ${field.join(".")}`).not.toBe(text);
        document.setIn(field, text);
      });
    }
    const ownStudy = await addCaseStudy(copy);
    expect(ownStudy.count, "the default content's case studies and hers").toBe(4);
    // An article she is still writing, saved as a draft.
    await addDraftArticle(copy);

    // The production build: no placeholder left, the owner's origin and repository.
    const build = copy.build(
      { SITE_URL: "https://www.pampadatos.com.ar", GITHUB_REPOSITORY: "pampadatos/sitio" },
      { isProduction: true },
    );
    expect(build.status, build.output).toBe(0);
    expect(build.output).toContain("Content valid: site, figures, 4 case studies");
    expect(build.output).not.toContain("placeholder values are still in the content");
    const built = (file: string) => copy.read(`build/client/${file}`);
    expect(await built("admin/config.yml")).toContain("repo: pampadatos/sitio");

    // The draft is nowhere: no page, and no entry in the list, the feed or the sitemap.
    const draftPath = articlePath(defaultLocale, draftSlug);
    expect(existsSync(path.join(copy.dir, `build/client${draftPath}.html`))).toBe(false);
    const [published] = publishedArticles(readContent(copy.dir).articles, defaultLocale);
    if (!published)
      throw new Error(`The default content has no published ${defaultLocale} article`);
    for (const file of [
      `${pagePath(pages.articles, defaultLocale).slice(1)}.html`,
      articleFeedPath(defaultLocale).slice(1),
      "sitemap.xml",
    ]) {
      const text = await built(file);
      expect(text, file).toContain(articlePath(defaultLocale, published.slug));
      expect(text, file).not.toContain(draftSlug);
    }

    const home = await built("index.html");
    expect(home).toContain(textEdits[0]?.text);
    expect(home).toContain(`href="tel:${ownerFacts["phone.e164"]}"`);
    for (const file of ["index.html", "es.html", "case-studies.html"]) {
      expect(await built(file), file).not.toContain("+5491155550123");
    }

    // The case studies pages lay out the fourth study and their intros count four.
    for (const [locale, file] of [
      ["en", "case-studies.html"],
      ["es", "es/casos-de-exito.html"],
    ] as const) {
      const html = await built(file);
      expect(cardSides(html), file).toEqual([false, true, false, true]);
      expect(html, file).toContain(`id="${ownStudy.id}"`);
      const page = parseDocument(await copy.read(`app/content/${locale}/case-studies.yaml`));
      const intro = String(page.get("intro"));
      expect(placeholdersOf(intro)).toContain("caseStudyCount");
      expect(html.replaceAll("&#x27;", "'"), `${file}: intro`).toContain(
        formatMessage(intro, { caseStudyCount: 4 }, locales[locale].lang),
      );
    }

    // The conformance test reads the default content, not hers: her edits leave it green.
    const spec = await runSpec(copy);
    expect(spec.status, spec.output).toBe(0);
    // The same edits made to the default content fail it, naming exactly the two requirements.
    for (const { file, field, text } of textEdits) {
      await copy.editYaml(`spec/default-content/${file}`, (document) => {
        document.setIn(field, text);
      });
    }
    const specOfEdited = await runSpec(copy);
    expect(specOfEdited.status, specOfEdited.output).toBe(1);
    expect(specOfEdited.failed.map((failure) => failure.name).sort()).toEqual(
      textEdits.map((edit) => edit.requirement).sort(),
    );
    for (const edit of textEdits) {
      const failure = specOfEdited.failed.find((item) => item.name === edit.requirement);
      expect(failure?.message, edit.requirement).toContain(edit.text);
    }
  } finally {
    await copy.remove();
  }
});
