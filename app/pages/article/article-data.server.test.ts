import { describe, expect, it } from "vitest";
import type { Article } from "~/content/articles";
import { readContent } from "~/content/content.server";
import { caseStudies, copies, site, teamAndClients } from "~/content/testing";
import { localeIds, locales } from "~/i18n/locales";
import { formatMessage } from "~/lib/message";
import { contentCopy } from "~/test/content-copy";
import { addProofContent, proofFacts, proofWords } from "~/test/proof-content";
import { pagePath, pages } from "../registry";
import { articleSummary, relatedCaseStudies, renderedArticle } from "./article-data.server";

/** An article of the test's own, as the content read gives it: rendered. */
const article: Article = {
  locale: "en",
  slug: "weekly-forecasts",
  translationKey: "weekly-forecasts",
  title: "Weekly forecasts",
  description: "How a weekly forecast per store helps a retailer order less and sell more.",
  date: "2026-11-20",
  tags: ["demand-forecasting", "retail"],
  related: [],
  isDraft: false,
  markdown: "Three short words.",
  html: "<p>Three short words.</p>",
  // As if the text were five minutes long: what the pages show comes from here.
  wordCount: 238 * 5,
  file: "app/content/en/articles/weekly-forecasts.md",
};
const words = copies.en.articles;
/** The default content, which has no team. */
const content = { site, teamAndClients, copies, caseStudies };

describe("an article's page data", () => {
  it("takes the reading time from the word count of the one rendering, not the Markdown", () => {
    const readingTime = formatMessage(words.article.readingTime, { minutes: 5 }, "en");
    expect(articleSummary(article, words).readingTime).toBe(readingTime);
    expect(renderedArticle(article, words, content)).toMatchObject({
      readingTime,
      html: article.html,
    });
  });

  it("shows the tags by their words", () => {
    expect(articleSummary(article, words).tags).toEqual(["demand forecasting", "retail"]);
  });

  it("has the company sign an article that names no author", () => {
    const shown = renderedArticle(article, words, content);
    expect(shown.byline).toBe(
      formatMessage(words.article.byline, { author: site.name }, locales[article.locale].lang),
    );
    expect(shown).not.toHaveProperty("author");
  });

  it.each(localeIds)(
    "shows the team member who wrote an article with their photo, role and LinkedIn link (%s)",
    async (locale) => {
      const root = contentCopy();
      const [study] = caseStudies;
      await addProofContent(root, study?.id ?? "");
      const withTeam = readContent(root);
      const [ana, tomas] = proofFacts.team;
      const [anaWords, tomasWords] = proofWords(locale).members;
      const localeWords = withTeam.copies[locale].articles;
      const byAna = renderedArticle({ ...article, locale, author: ana?.id }, localeWords, withTeam);
      expect(byAna.byline).toBe(
        formatMessage(
          localeWords.article.byline,
          { author: ana?.name ?? "" },
          locales[locale].lang,
        ),
      );
      expect(byAna.author).toEqual({
        name: ana?.name,
        role: anaWords?.role,
        photo: withTeam.teamAndClients.team[0]?.photo,
        linkedIn: {
          href: ana?.linkedInUrl,
          label: formatMessage(
            withTeam.copies[locale].home.team.linkedInLink,
            { name: ana?.name ?? "" },
            locales[locale].lang,
          ),
        },
      });
      // A person without a LinkedIn page: no link.
      const byTomas = renderedArticle(
        { ...article, locale, author: tomas?.id },
        localeWords,
        withTeam,
      );
      expect(byTomas.author).toEqual({
        name: tomas?.name,
        role: tomasWords?.role,
        photo: withTeam.teamAndClients.team[1]?.photo,
      });
    },
  );

  it.each(localeIds)(
    "links the related case studies in the article's order, each to its card (%s)",
    (locale) => {
      const ids = caseStudies.map((study) => study.id).reverse();
      const related = relatedCaseStudies({ locale, related: ids }, caseStudies);
      expect(related).toEqual(
        ids.map((id) => {
          const study = caseStudies.find((each) => each.id === id);
          const { title, industry, description } = study?.words[locale] ?? {};
          return {
            id,
            href: `${pagePath(pages.caseStudies, locale)}#${id}`,
            title,
            industry,
            description,
          };
        }),
      );
      expect(renderedArticle({ ...article, related: [] }, words, content).related).toEqual([]);
    },
  );
});
