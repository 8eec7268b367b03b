import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInApp } from "~/test/render";
import CaseStudies from "./case-studies";

const specCaseStudies = [
  {
    title: "Retail chain optimization",
    industry: "Retail",
    results: ["$2.4M Annual cost savings", "35% Reduction in waste", "3 months Implementation"],
  },
  {
    title: "Healthcare network performance analytics",
    industry: "Healthcare",
    results: [
      "25% Patient satisfaction improvement",
      "40% Faster processing",
      "$1.8M Saved",
      "12 Facilities covered",
    ],
  },
  {
    title: "Financial services risk assessment",
    industry: "Financial Services",
    results: ["45% Risk accuracy improvement", "28% Default decrease", "60% Faster approvals"],
  },
];

describe("Case studies page", () => {
  it("has Back to Home and one h1", () => {
    renderInApp(<CaseStudies />, { path: "/case-studies" });
    expect(screen.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
  });

  it("shows the three case studies with the spec's titles, industries and results", () => {
    renderInApp(<CaseStudies />, { path: "/case-studies" });
    const articles = screen.getAllByRole("article");
    expect(articles).toHaveLength(3);
    articles.forEach((article, index) => {
      const spec = specCaseStudies[index];
      const card = within(article);
      expect(card.getByRole("heading", { level: 2 })).toHaveTextContent(spec?.title ?? "");
      expect(card.getByText(spec?.industry ?? "", { selector: "p" })).toBeInTheDocument();
      expect(card.getByText("Client:")).toBeInTheDocument();
      const results = card
        .getAllByRole("term")
        .map((term) => `${term.nextElementSibling?.textContent} ${term.textContent}`);
      expect(results).toEqual(spec?.results);
      expect(card.getAllByRole("listitem").length).toBeGreaterThan(0);
    });
  });

  it("gives every image alt text and intrinsic dimensions, and alternates the image side", () => {
    renderInApp(<CaseStudies />, { path: "/case-studies" });
    const images = screen.getAllByRole("img");
    expect(images).toHaveLength(3);
    for (const image of images) {
      expect(image.getAttribute("alt")?.length).toBeGreaterThan(10);
      expect(image).toHaveAttribute("width", "640");
      expect(image).toHaveAttribute("height", "480");
    }
    const sides = images.map((image) => image.parentElement?.classList.contains("lg:order-last"));
    expect(sides).toEqual([false, true, false]);
  });

  it("closes with Get Started Today linking to the contact section", () => {
    renderInApp(<CaseStudies />, { path: "/case-studies" });
    expect(screen.getByRole("link", { name: /Get Started Today/ })).toHaveAttribute(
      "href",
      "/#contact",
    );
  });
});
