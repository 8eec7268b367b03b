import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderRouteInApp } from "~/test/render";
import { copies, caseStudies as studyFiles, site } from "~/content/testing";
import { whatsAppUrl } from "~/lib/links";
import { caseStudiesPageData } from "./data.server";
import CaseStudies from "./route";

/** What the English page must show, read from the content as its loader gives it. */
const { caseStudies, words } = caseStudiesPageData("en");
const expectedCaseStudies = caseStudies.map((study) => ({
  title: study.words.title,
  industry: study.words.industry,
  results: study.results.map((result) => `${result.value} ${result.label}`),
}));

describe("Case studies page", () => {
  it("has Back to Home and one h1", () => {
    renderRouteInApp(CaseStudies, { path: "/case-studies" });
    expect(screen.getByRole("link", { name: words.backToHome })).toHaveAttribute("href", "/");
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
  });

  it("shows every case study with its title, industry and results, in order", () => {
    renderRouteInApp(CaseStudies, { path: "/case-studies" });
    const articles = screen.getAllByRole("article");
    expect(articles).toHaveLength(expectedCaseStudies.length);
    articles.forEach((article, index) => {
      const spec = expectedCaseStudies[index];
      const card = within(article);
      expect(card.getByRole("heading", { level: 2 })).toHaveTextContent(spec?.title ?? "");
      expect(card.getByText(spec?.industry ?? "", { selector: "p" })).toBeInTheDocument();
      expect(card.getByText(`${words.clientLabel}:`)).toBeInTheDocument();
      const results = card
        .getAllByRole("term")
        .map((term) => `${term.nextElementSibling?.textContent} ${term.textContent}`);
      expect(results).toEqual(spec?.results);
      expect(card.getAllByRole("listitem").length).toBeGreaterThan(0);
    });
  });

  it("gives every image alt text and intrinsic dimensions", () => {
    renderRouteInApp(CaseStudies, { path: "/case-studies" });
    const images = screen.getAllByRole("img");
    expect(images).toHaveLength(caseStudies.length);
    images.forEach((image, index) => {
      const study = caseStudies[index];
      expect(image).toHaveAttribute("alt", study?.words.imageAlt);
      expect(image).toHaveAttribute("width", String(study?.image.widthPx));
      expect(image).toHaveAttribute("height", String(study?.image.heightPx));
    });
  });

  it("closes with its call to action linking to the home page's contact section", () => {
    renderRouteInApp(CaseStudies, { path: "/case-studies" });
    expect(screen.getByRole("link", { name: new RegExp(words.cta.label) })).toHaveAttribute(
      "href",
      `/#${copies.en.common.navigation.sectionIds.contact}`,
    );
  });

  it("offers WhatsApp beside it, the chat's first message naming the page", () => {
    renderRouteInApp(CaseStudies, { path: "/case-studies" });
    const band = screen.getByRole("region", { name: words.cta.heading });
    const whatsApp = within(band).getByRole("link", { name: new RegExp(words.cta.whatsAppLabel) });
    expect(whatsApp).toHaveAttribute("href", whatsAppUrl(site.whatsApp.number, words.whatsAppText));
    expect(words.whatsAppText).not.toBe(copies.en.common.site.whatsAppText);
  });

  it("writes its figures in Argentine Spanish under /es: US dollars as US$, never a bare $", () => {
    renderRouteInApp(CaseStudies, { path: "/es/casos-de-exito" });
    const kinds = studyFiles.flatMap((study) => study.results.map(({ figure }) => figure.kind));
    const figures = screen.getAllByRole("definition").map((figure) => figure.textContent);
    expect(figures).toHaveLength(kinds.length);
    kinds.forEach((kind, index) => {
      if (kind === "usd") expect(figures[index]).toMatch(/^US\$ /);
      else expect(figures[index]).not.toMatch(/\$/);
    });
  });
});
