import { mkdirSync, readdirSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { defaultLocale, localeIds } from "~/i18n/locales";
import { pagePath, pages } from "~/pages/registry";
import { articleFrontMatterSchema, publishedArticles, tagName, translationOf } from "./articles";
import { imageSlots } from "./image-slots";
import { articleLimits } from "./markdown";
import { contentCopy } from "~/test/content-copy";
import { addProofContent, proofFacts } from "~/test/proof-content";
import { contentRoot, localesWithArticles, readContent } from "./content.server";
import { articles, caseStudies, copies, fileOf } from "./testing";

/** A copy of the content whose articles are only those the test writes (none at first). */
function withoutArticles(): string {
  const root = contentCopy();
  for (const locale of localeIds) {
    const folder = fileOf(root, `${locale}/articles`);
    rmSync(folder, { recursive: true, force: true });
    mkdirSync(folder);
  }
  return root;
}

/** Writes an article file with `head` as its front matter (YAML lines) and a short text. */
function write(root: string, file: string, head: string, text = "Some words of the text.\n") {
  writeFileSync(fileOf(root, file), `---\n${head}\n---\n\n${text}`);
}

/** The line of the file `head` and `text` make ({@link write}) where `text`'s line `line` is. */
const fileLine = (head: string, line: number) => head.split("\n").length + 3 + line;

/** A complete front matter, with any line replaced or added by `changes` (`key: value` lines). */
function head(changes: Record<string, string | null> = {}): string {
  const fields: Record<string, string | null> = {
    title: "Forecasting demand week by week",
    description:
      "What a weekly forecast changes for a retailer, and how to start one with two years of sales.",
    date: "2026-09-01",
    tags: "[retail, forecasting]",
    ...changes,
  };
  return Object.entries(fields)
    .filter(([, value]) => value !== null)
    .map(([key, value]) => `${key}: ${value}`)
    .join("\n");
}

/** Writes a JPEG as wide as an article's cover is ever drawn at `src` (`/images/…`) of `root`. */
async function writePicture(root: string, src: string) {
  const file = fileOf(root, src.slice(1));
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(
    file,
    await sharp({
      create: {
        width: imageSlots.articleCover.widestPx,
        height: 432,
        channels: 3,
        background: "#0f766e",
      },
    })
      .jpeg()
      .toBuffer(),
  );
}

/** The content check's problems for `root`, [] when it passes. */
function problemsOf(root: string): string[] {
  try {
    readContent(root);
    return [];
  } catch (error) {
    return (error as { problems?: string[] }).problems ?? [String(error)];
  }
}

describe("the articles collection", () => {
  it("reads every article file of the content, newest first, each locale its own", () => {
    for (const locale of localeIds) {
      const files = readdirSync(fileOf(contentRoot(), `${locale}/articles`)).filter((file) =>
        file.endsWith(".md"),
      );
      expect(articles[locale].map((article) => `${article.slug}.md`).sort()).toEqual(files.sort());
      const dates = articles[locale].map((article) => article.date);
      expect(dates).toEqual([...dates].sort().reverse());
    }
  });

  it("ties an article to its translation by its translation key", () => {
    for (const article of publishedArticles(articles, defaultLocale)) {
      for (const locale of localeIds) {
        const version = translationOf(articles, article, locale);
        if (version) expect(version.translationKey).toBe(article.translationKey);
      }
    }
  });

  it("refuses an article without title, description or date, naming the file and field", () => {
    const root = withoutArticles();
    write(root, "en/articles/no-title.md", head({ title: null }));
    write(root, "en/articles/no-description.md", head({ description: null }));
    write(root, "en/articles/no-date.md", head({ date: null }));
    write(root, "en/articles/bad-date.md", head({ date: "18/11/2026" }));
    expect(problemsOf(root)).toEqual(
      expect.arrayContaining([
        "Articles › Title (English) — app/content/en/articles/no-title.md → title: is missing",
        "Articles › Description (English) — app/content/en/articles/no-description.md → description: is missing",
        "Articles › Published on (English) — app/content/en/articles/no-date.md → date: is missing",
        expect.stringMatching(
          /^Articles › Published on \(English\) — app\/content\/en\/articles\/bad-date\.md → date: must be a date/,
        ),
      ]),
    );
  });

  it("refuses an unknown tag format, a file name that is no slug and an unknown field", () => {
    const root = withoutArticles();
    write(root, "en/articles/tagged.md", head({ tags: "[Retail Analytics]" }));
    write(root, "en/articles/Mixed_Case.md", head());
    write(root, "en/articles/typo.md", head({ autor: "Ana" }));
    const problems = problemsOf(root);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^Articles › Tags › Tag 1 \(English\) — app\/content\/en\/articles\/tagged\.md → tags\[1\]: must be lowercase words joined by hyphens/,
        ),
        expect.stringMatching(
          /^Articles \(English\) — app\/content\/en\/articles\/Mixed_Case\.md: the file name/,
        ),
        expect.stringMatching(
          /^Articles \(English\) — app\/content\/en\/articles\/typo\.md → autor: is not a field/,
        ),
      ]),
    );
  });

  it("refuses a duplicate key in one language and a translation key pointing nowhere", () => {
    const root = withoutArticles();
    write(root, "en/articles/weekly-forecasts.md", head());
    write(root, "es/articles/pronosticos.md", head({ translationKey: "weekly-forecasts" }));
    write(root, "es/articles/pronosticos-2.md", head({ translationKey: "weekly-forecasts" }));
    write(root, "es/articles/huerfano.md", head({ translationKey: "no-such-article" }));
    const problems = problemsOf(root);
    expect(problems).toContainEqual(
      expect.stringMatching(
        /^Articles \(Spanish\) — app\/content\/es\/articles\/pronosticos(-2)?\.md → translationKey: "weekly-forecasts" is also the key of/,
      ),
    );
    expect(problems).toContainEqual(
      expect.stringMatching(
        /^Articles \(Spanish\) — app\/content\/es\/articles\/huerfano\.md → translationKey: no English article/,
      ),
    );
  });

  it("publishes no draft, and links the articles page only in a language with a published article", () => {
    const root = withoutArticles();
    write(root, "en/articles/weekly-forecasts.md", head());
    write(root, "es/articles/borrador.md", head({ draft: "true" }));
    const content = readContent(root);
    expect(publishedArticles(content.articles, "es")).toEqual([]);
    expect(content.articles.es.map((article) => article.isDraft)).toEqual([true]);
    expect(localesWithArticles(content.articles)).toEqual([defaultLocale]);
    const linksTo = (locale: "en" | "es") =>
      content.copies[locale].common.navigation.pages.map((link) => link.to);
    expect(linksTo("en")).toContain(pagePath(pages.articles, "en"));
    expect(linksTo("es")).not.toContain(pagePath(pages.articles, "es"));
    // With no article at all, no language links it.
    unlinkSync(fileOf(root, "en/articles/weekly-forecasts.md"));
    expect(readContent(root).copies.en.common.navigation.pages.map((link) => link.to)).toEqual(
      copies.en.common.navigation.pages
        .map((link) => link.to)
        .filter((to) => to !== pagePath(pages.articles, "en")),
    );
  });

  it("refuses a text the build could not render, naming the file, body and the file's line", () => {
    const root = withoutArticles();
    const deep = Array.from(
      { length: articleLimits.nestingDepth + 1 },
      (_, level) => `${"  ".repeat(level)}- level ${level + 1}`,
    ).join("\n");
    write(root, "en/articles/deep.md", head(), `Intro.\n\n${deep}\n`);
    write(root, "en/articles/quotes.md", head(), `${">".repeat(3000)} deep\n`);
    write(
      root,
      "en/articles/picture.md",
      head(),
      "Text.\n\n![A chart](https://example.com/a.png)\n",
    );
    write(
      root,
      "en/articles/plain-http.md",
      head(),
      "See [the report](http://example.com/report).\n",
    );
    write(root, "en/articles/long.md", head(), "word ".repeat(articleLimits.bodyBytes / 5 + 1));
    const problems = problemsOf(root);
    const where = (file: string) =>
      `Articles › Text (English) — app/content/en/articles/${file} → body: `;
    /** {@link where} as a regular expression's text. */
    const whereMatching = (file: string) => where(file).replace(/[()]/g, "\\$&");
    expect(problems).toEqual(
      expect.arrayContaining([
        `${where("deep.md")}line ${fileLine(head(), 2 + articleLimits.nestingDepth + 1)}: nests quotes, lists and footnotes ${articleLimits.nestingDepth + 1} deep; at most ${articleLimits.nestingDepth} deep can be shown`,
        expect.stringMatching(
          new RegExp(
            `^${whereMatching("quotes.md")}line ${fileLine(head(), 1)}: .* starts with 3,001 columns`,
          ),
        ),
        expect.stringMatching(
          new RegExp(
            `^${whereMatching("picture.md")}line ${fileLine(head(), 3)}: has a picture in the text`,
          ),
        ),
        expect.stringMatching(
          new RegExp(
            `^${whereMatching("plain-http.md")}line ${fileLine(head(), 1)}: links to http://example.com/report, an address that is not secure`,
          ),
        ),
        expect.stringMatching(
          new RegExp(
            `^${whereMatching("long.md")}is [\\d,]+ bytes long; an article's text may have at most 20,000`,
          ),
        ),
      ]),
    );
  });

  it("renders each article once, when the content is read: its pages read that HTML", () => {
    const root = withoutArticles();
    write(root, "en/articles/weekly-forecasts.md", head(), "## The plan\n\nOne two three four.\n");
    const [article] = readContent(root).articles.en;
    expect(article?.html).toContain(">The plan<");
    expect(article?.wordCount).toBe(6);
  });

  it("refuses direction and control characters in a title, a description or an author's name", () => {
    const root = withoutArticles();
    write(root, "en/articles/spoof.md", head({ title: '"Invoice \\u202Egpj.exe"' }));
    write(root, "en/articles/isolate.md", head({ author: '"Ana \\u2066Pérez"' }));
    write(
      root,
      "en/articles/bell.md",
      head({ description: `"${"A description long enough for the check. ".repeat(2)}\\u0007"` }),
    );
    expect(problemsOf(root)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^Articles › Title \(English\) — app\/content\/en\/articles\/spoof\.md → title: holds an invisible character that changes the direction of the text \(U\+202E\)/,
        ),
        expect.stringMatching(
          /^Articles › Author \(optional\) \(English\) — app\/content\/en\/articles\/isolate\.md → author: holds an invisible character .*\(U\+2066\)/,
        ),
        expect.stringMatching(
          /^Articles › Description \(English\) — app\/content\/en\/articles\/bell\.md → description: holds an invisible control character \(U\+0007\)/,
        ),
      ]),
    );
    expect(articleFrontMatterSchema.shape.title.safeParse("Ventas: ¿qué cambió?").success).toBe(
      true,
    );
  });

  it("refuses a related list of more than 3 or with a case study named twice, naming the file and field", () => {
    const root = withoutArticles();
    const ids = caseStudies.map((study) => study.id);
    write(root, "es/articles/dos-veces.md", head({ related: `[${ids[0]}, ${ids[0]}]` }));
    write(root, "es/articles/demasiados.md", head({ related: `[${ids[0]}, a, b, c]` }));
    expect(problemsOf(root)).toEqual([
      "Articles › Related case studies (optional) (Spanish) — app/content/es/articles/demasiados.md → related: must name at most 3 case studies",
      "Articles › Related case studies (optional) (Spanish) — app/content/es/articles/dos-veces.md → related: names a case study twice",
    ]);
  });

  it("leaves out a related case study the content does not have, with a warning naming the file and field", () => {
    const root = withoutArticles();
    const ids = caseStudies.map((study) => study.id);
    write(root, "en/articles/leads-nowhere.md", head({ related: `[no-such-study, ${ids[0]}]` }));
    const content = readContent(root);
    expect(content.articles.en.map((article) => article.related)).toEqual([[ids[0]]]);
    expect(content.warnings).toEqual([
      `Articles › Related case studies (optional) › Case study 1 (English) — app/content/en/articles/leads-nowhere.md → related[1]: names the case study "no-such-study", which the content does not have (deleted, or its id misspelt); the article leaves it out: remove it in the editor, or write one of ${ids.join(", ")}`,
    ]);
  });

  it("has the company sign an article whose author is no person of the team, with a warning naming the file, the field and the team's ids", async () => {
    const root = withoutArticles();
    write(root, "en/articles/by-the-firm.md", head({ author: "Austral Analytics" }));
    const where =
      "Articles › Author (optional) (English) — app/content/en/articles/by-the-firm.md → author";
    const emptyTeam = `${where}: names "Austral Analytics", who is no person of the team in app/content/team-and-clients.yaml (deleted, or the id misspelt); the company signs the article: remove the author in the editor, or add the person to the team first`;
    const read = readContent(root);
    expect(read.warnings).toEqual([emptyTeam]);
    expect(read.articles.en.map((article) => article.author)).toEqual([undefined]);
    await addProofContent(root, caseStudies[0]?.id ?? "");
    write(root, "es/articles/por-ana.md", head({ author: "anaRuis" }));
    const withTeam = readContent(root);
    expect(withTeam.warnings).toEqual([
      `${where}: names "Austral Analytics", who is no person of the team in app/content/team-and-clients.yaml (deleted, or the id misspelt); the company signs the article: remove the author in the editor, or write one of anaRuiz (Ana Ruiz), tomasPaz (Tomás Paz)`,
      `Articles › Author (optional) (Spanish) — app/content/es/articles/por-ana.md → author: names "anaRuis", who is no person of the team in app/content/team-and-clients.yaml (deleted, or the id misspelt); the company signs the article: remove the author in the editor, or write one of anaRuiz (Ana Ruiz), tomasPaz (Tomás Paz)`,
    ]);
    expect(
      localeIds.flatMap((locale) => withTeam.articles[locale].map((article) => article.author)),
    ).toEqual([undefined, undefined]);
  });

  it("takes an article by a person of the team that leads to case studies, and one the company signs", async () => {
    const root = withoutArticles();
    const [first, second] = caseStudies.map((study) => study.id);
    await addProofContent(root, first ?? "");
    const [person] = proofFacts.team;
    write(
      root,
      "en/articles/by-ana.md",
      head({ author: person?.id ?? "", related: `[${second}, ${first}]` }),
    );
    write(root, "en/articles/by-the-company.md", head({ date: "2026-08-01" }));
    expect(
      readContent(root).articles.en.map(({ slug, author, related }) => ({ slug, author, related })),
    ).toEqual([
      { slug: "by-ana", author: person?.id, related: [second, first] },
      { slug: "by-the-company", author: undefined, related: [] },
    ]);
  });

  it("reads a cover as one picture for every language, described in each", async () => {
    const root = withoutArticles();
    await writePicture(root, "/images/articles/shelves.jpg");
    write(
      root,
      "en/articles/with-a-cover.md",
      head({ cover: "/images/articles/shelves.jpg", coverAlt: "Full shelves in a store aisle" }),
    );
    write(
      root,
      "es/articles/con-portada.md",
      head({
        cover: "/images/articles/shelves.jpg",
        coverAlt: "Góndolas llenas en un pasillo",
        translationKey: "with-a-cover",
      }),
    );
    const { en, es } = readContent(root).articles;
    expect(en[0]).toMatchObject({
      cover: { alt: "Full shelves in a store aisle" },
      coverFile: "app/content/images/articles/shelves.jpg",
    });
    expect(es[0]).toMatchObject({
      cover: { alt: "Góndolas llenas en un pasillo" },
      coverFile: "app/content/images/articles/shelves.jpg",
    });
    expect(es[0]?.cover?.image).toEqual(en[0]?.cover?.image);
  });

  it("refuses a cover without its description, a description without a cover and a cover saved empty, naming the field as the editor does and the language", async () => {
    const root = withoutArticles();
    await writePicture(root, "/images/articles/shelves.jpg");
    write(root, "en/articles/undescribed.md", head({ cover: "/images/articles/shelves.jpg" }));
    write(root, "es/articles/sin-foto.md", head({ coverAlt: "Góndolas llenas en un pasillo" }));
    write(root, "es/articles/vacia.md", head({ cover: "null", coverAlt: "Góndolas llenas" }));
    write(root, "es/articles/sin-titulo.md", head({ title: "null" }));
    expect(problemsOf(root)).toEqual([
      "Articles › Cover picture description (alt text) (English) — app/content/en/articles/undescribed.md → coverAlt: is missing: describe the cover picture in this file's language, for people who cannot see it",
      "Articles › Cover picture description (alt text) (Spanish) — app/content/es/articles/sin-foto.md → coverAlt: describes a cover picture the article does not have: choose the picture, or delete the description",
      "Articles › Title (Spanish) — app/content/es/articles/sin-titulo.md → title: is empty: fill it in",
      "Articles › Cover picture (Spanish) — app/content/es/articles/vacia.md → cover: is empty: fill it in, or delete the line",
    ]);
  });

  it("shows a tag by its words, without the hyphens the file writes", () => {
    expect(tagName("demand-forecasting")).toBe("demand forecasting");
    expect(tagName("pronósticos")).toBe("pronósticos");
  });
});
