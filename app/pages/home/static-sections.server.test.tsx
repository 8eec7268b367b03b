import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentFolder, contentRoot, readContent, type Content } from "~/content/content.server";
import { caseStudies, copies, figures, fileOf } from "~/content/testing";
import { localeIds } from "~/i18n/locales";
import { contentCopy } from "~/test/content-copy";
import { addProofContent, proofFacts, proofWords } from "~/test/proof-content";
import { pagePath, pages } from "../registry";
import { homePageData } from "./data.server";
import { homeLoaderData, proofSectionsHtml, staticSectionsHtml } from "./static-sections.server";

/** A copy of the content with the test team, testimonials and logos, read as the build reads it. */
let root = "";
let content: Content;
const studyId = caseStudies[0]?.id ?? "";

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), "proof-"));
  cpSync(path.join(contentRoot(), contentFolder), path.join(root, contentFolder), {
    recursive: true,
    filter: (source) => !source.endsWith(".ts"),
  });
  await addProofContent(root, studyId);
  content = readContent(root);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The sections' HTML in `locale`, parsed into an element of the test's document. */
function sectionsIn(locale: (typeof localeIds)[number]) {
  const host = document.createElement("div");
  host.innerHTML = proofSectionsHtml(locale, content);
  return host;
}

describe("proofSectionsHtml", () => {
  it.each(localeIds)(
    "renders the team, testimonials and logos in the page's language, in that order (%s)",
    (locale) => {
      const html = sectionsIn(locale);
      const { home } = content.copies[locale];
      const headings = [...html.querySelectorAll("h2")].map((heading) => heading.textContent);
      expect(headings).toEqual([
        home.team.heading,
        home.testimonials.heading,
        home.clientLogos.heading,
      ]);
      const words = proofWords(locale);
      for (const member of words.members) expect(html.textContent).toContain(member.role);
      for (const quote of words.quotes) expect(html.textContent).toContain(quote.quote);
    },
  );

  it.each(localeIds)(
    "marks the anonymised testimonial in the page's language and links the other to its case study (%s)",
    (locale) => {
      const html = sectionsIn(locale);
      const { home } = content.copies[locale];
      expect(html.querySelector("[data-anonymised]")).toHaveTextContent(
        home.testimonials.anonymised,
      );
      const link = [...html.querySelectorAll("a")].find(
        (anchor) => anchor.textContent === home.testimonials.caseStudyLink,
      );
      expect(link).toHaveAttribute("href", `${pagePath(pages.caseStudies, locale)}#${studyId}`);
    },
  );

  it("links no testimonial to a case study the editor deleted, and still shows its quote", () => {
    const copy = contentCopy(root);
    for (const locale of localeIds) rmSync(fileOf(copy, `${locale}/case-studies/${studyId}.yaml`));
    const deleted = readContent(copy);
    for (const locale of localeIds) {
      const host = document.createElement("div");
      host.innerHTML = proofSectionsHtml(locale, deleted);
      const { testimonials } = deleted.copies[locale].home;
      expect([...host.querySelectorAll("a")].map((anchor) => anchor.textContent)).not.toContain(
        testimonials.caseStudyLink,
      );
      expect(host.querySelector(`a[href$="#${studyId}"]`)).toBeNull();
      for (const quote of proofWords(locale).quotes)
        expect(host.textContent).toContain(quote.quote);
    }
  });

  it("serves every photo and logo through the image pipeline, at sizes its slot needs", () => {
    const html = sectionsIn("en");
    const pictures = [...html.querySelectorAll("picture")];
    expect(pictures).toHaveLength(proofFacts.team.length + proofFacts.clientLogos.length);
    for (const picture of pictures) {
      const [avif, webp] = [...picture.querySelectorAll("source")];
      expect(avif).toHaveAttribute("type", "image/avif");
      expect(webp).toHaveAttribute("type", "image/webp");
      expect(avif?.getAttribute("srcset")).toMatch(
        /^\/assets\/images\/[\w-]+-[0-9a-f]{10}-320\.avif 320w/,
      );
    }
    const logos = [...html.querySelectorAll("img")].slice(proofFacts.team.length);
    expect(logos.map((image) => image.getAttribute("alt"))).toEqual(
      proofFacts.clientLogos.map(({ name }) => name),
    );
  });

  it("gives a person's LinkedIn link the locale's words with their name", () => {
    const [member] = proofFacts.team;
    const html = sectionsIn("es");
    const link = html.querySelector(`a[href="${member?.linkedInUrl}"]`);
    expect(link).toHaveTextContent(
      copies.es.home.team.linkedInLink.replace("{name}", member?.name ?? ""),
    );
    expect(link).toHaveAttribute("target", "_blank");
  });

  it("is empty when the content has no team, testimonial or logo", () => {
    for (const locale of localeIds) {
      expect(
        proofSectionsHtml(locale, {
          copies: content.copies,
          teamAndClients: { team: [], testimonials: [], clientLogos: [], imageFiles: [] },
        }),
      ).toBe("");
    }
  });
});

describe("staticSectionsHtml", () => {
  it.each(localeIds)(
    "builds the services and about sections, then the proof sections, in the page's language (%s)",
    (locale) => {
      const host = document.createElement("div");
      host.innerHTML = staticSectionsHtml(locale, content, homePageData(locale, content));
      const { common, home } = content.copies[locale];
      const { sectionIds, opensInNewTab } = common.navigation;
      const sections = [...host.querySelectorAll(":scope > section")];
      expect(sections.map((section) => section.querySelector("h2")?.textContent)).toEqual([
        home.services.heading,
        home.about.heading,
        home.team.heading,
        home.testimonials.heading,
        home.clientLogos.heading,
      ]);
      expect(sections.slice(0, 2).map((section) => section.id)).toEqual([
        sectionIds.services,
        sectionIds.about,
      ]);
      // The calls to action are plain links to the site's facts, in a new tab.
      const booking = sections[0]?.querySelector(`a[href="${content.site.consultation.url}"]`);
      expect(booking).toHaveTextContent(`${home.services.ctaLabel} ${opensInNewTab}`);
      const linkedIn = sections[1]?.querySelector(`a[href="${content.site.linkedInUrl}"]`);
      expect(linkedIn).toHaveTextContent(`${home.about.ctaLabel} ${opensInNewTab}`);
      expect(linkedIn).toHaveAttribute("target", "_blank");
    },
  );
});

describe("homeLoaderData", () => {
  it.each(localeIds)(
    "hands over the hero's figures and the static sections as HTML only, not again as data (%s)",
    (locale) => {
      const data = homeLoaderData(locale);
      const { home } = copies[locale];
      const { html, ...rest } = data;
      const asData = JSON.stringify(rest);
      expect(html.sections.length).toBeGreaterThan(0);
      const inHtmlOnly = [home.services.heading, home.about.heading, home.about.ctaLabel];
      // The proof sections' words are in no data, whether the content has entries or not.
      const proofHeadings = [
        home.team.heading,
        home.testimonials.heading,
        home.clientLogos.heading,
      ];
      for (const text of [...inHtmlOnly, ...proofHeadings])
        expect(asData).not.toContain(JSON.stringify(text));
      const stats = document.createElement("div");
      stats.innerHTML = html.heroStats;
      expect(stats.querySelector("h2")).toHaveTextContent(home.hero.statsLabel);
      expect(stats.querySelectorAll("dd")).toHaveLength(figures.heroStats.length);
      expect(asData).toContain(JSON.stringify(home.hero.headline));
    },
  );
});
