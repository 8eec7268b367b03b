import { readFileSync, writeFileSync } from "node:fs";
import { afterEach, describe, expect, it, vi } from "vitest";
import { publishedArticles } from "~/content/articles";
import { readContent } from "~/content/content.server";
import { articles, caseStudies, copies, edit, fileOf, site } from "~/content/testing";
import { localeIds, type Locale } from "~/i18n/locales";
import { contentCopy } from "~/test/content-copy";
import { addProofContent, proofFacts, proofWords } from "~/test/proof-content";
import { articleFeed } from "../../../tooling/build-steps/seo/article-feeds.ts";
import { articlePageData } from "./data.server";

afterEach(() => {
  vi.unstubAllEnvs();
});

/** The `BlogPosting` block of an article page's head. */
function blogPosting(locale: Locale, slug: string) {
  const blocks = articlePageData(locale, slug).head.flatMap((descriptor) =>
    "script:ld+json" in descriptor ? [descriptor["script:ld+json"] as Record<string, unknown>] : [],
  );
  return blocks.find((block) => block["@type"] === "BlogPosting");
}

/**
 * A content copy with the proof team, in which the article of `slug` in `locale` names the
 * team's first person as its author.
 */
async function byTeamMember(locale: Locale, slug: string) {
  const root = contentCopy();
  await addProofContent(root, caseStudies[0]?.id ?? "");
  const file = fileOf(root, `${locale}/articles/${slug}.md`);
  const [person] = proofFacts.team;
  writeFileSync(
    file,
    readFileSync(file, "utf8").replace(/^date: /m, `author: ${person?.id}\ndate: `),
  );
  return { root, person };
}

describe("articlePageData", () => {
  for (const locale of localeIds) {
    const [article] = publishedArticles(articles, locale);

    it(`names the article in the WhatsApp chat's first message, in its language (${locale})`, () => {
      if (!article) throw new Error(`The default content has no ${locale} article`);
      const { whatsAppText } = articlePageData(locale, article.slug);
      expect(whatsAppText).toContain(`“${article.title}”`);
      expect(whatsAppText).toBe(
        copies[locale].articles.whatsAppText.replace("{title}", article.title),
      );
      expect(whatsAppText).not.toBe(copies[locale].common.site.whatsAppText);
    });

    it(`states the company as the author of an article no team member wrote (${locale})`, () => {
      if (!article) throw new Error(`The default content has no ${locale} article`);
      expect(blogPosting(locale, article.slug)?.author).toMatchObject({
        "@type": "Organization",
        name: site.name,
      });
    });

    it(`states the team member who wrote an article as a Person, with their role in its language (${locale})`, async () => {
      if (!article) throw new Error(`The default content has no ${locale} article`);
      const { root, person } = await byTeamMember(locale, article.slug);
      vi.stubEnv("CONTENT_ROOT", root);
      const photo = readContent(root).teamAndClients.team[0]?.photo;
      expect(blogPosting(locale, article.slug)?.author).toEqual({
        "@type": "Person",
        name: person?.name,
        jobTitle: proofWords(locale).members[0]?.role,
        image: `${site.url}${photo?.src}`,
        url: person?.linkedInUrl,
        sameAs: [person?.linkedInUrl],
        worksFor: { "@id": `${site.url}/#organization` },
      });
    });

    it(`has the company sign an article whose author was deleted from the team: byline, JSON-LD and feed (${locale})`, async () => {
      if (!article) throw new Error(`The default content has no ${locale} article`);
      const { root, person } = await byTeamMember(locale, article.slug);
      // As the editor deletes a person: from the team, and their words in each language.
      edit(root, "team-and-clients.yaml", ["team"], proofFacts.team.slice(1));
      for (const each of localeIds) {
        edit(root, `${each}/home.yaml`, ["team", "members"], proofWords(each).members.slice(1));
      }
      vi.stubEnv("CONTENT_ROOT", root);
      const page = articlePageData(locale, article.slug);
      expect(page.article.author).toBeUndefined();
      expect(page.article.byline).toBe(
        copies[locale].articles.article.byline.replace("{author}", site.name),
      );
      expect(blogPosting(locale, article.slug)?.author).toMatchObject({
        "@type": "Organization",
        name: site.name,
      });
      const feed = articleFeed(readContent(root), locale) ?? "";
      const item = feed.split("<item>").find((each) => each.includes(`/${article.slug}<`));
      expect(item).toContain(`<author>${site.name}</author>`);
      expect(feed).not.toContain(person?.name);
    });
  }
});
