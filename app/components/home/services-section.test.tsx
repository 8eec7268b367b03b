import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInApp } from "~/test/render";
import { ServicesSection } from "./services-section";
import { site } from "~/content/testing";

const specServices = {
  "Business Intelligence": ["Custom Dashboards", "Real-time Analytics", "Performance KPIs"],
  "Predictive Analytics": ["Forecasting Models", "Risk Assessment", "Trend Analysis"],
  "Data Engineering": ["Data Warehousing", "ETL Pipelines", "Cloud Migration"],
  "Strategic Consulting": ["Data Strategy", "Process Optimization", "Change Management"],
  "Data Automation": ["Process Automation", "Workflow Optimization", "Quality Assurance"],
  "Performance Analytics": ["Performance Tracking", "Optimization Insights", "Benchmarking"],
};

describe("ServicesSection", () => {
  it("is the #services section", () => {
    renderInApp(<ServicesSection />);
    expect(screen.getByRole("region", { name: /From raw data/ })).toHaveAttribute("id", "services");
  });

  it("shows the six services of the spec, in order, each with a description and its three features", () => {
    renderInApp(<ServicesSection />);
    const titles = screen.getAllByRole("heading", { level: 3 });
    expect(titles.map((title) => title.textContent)).toEqual(Object.keys(specServices));
    for (const title of titles) {
      const card = title.closest("[data-slot=card]") as HTMLElement;
      const features = within(card)
        .getAllByRole("listitem")
        .map((item) => item.textContent);
      expect(features).toEqual(specServices[title.textContent as keyof typeof specServices]);
      expect(title.nextElementSibling?.textContent?.length).toBeGreaterThan(40);
    }
  });

  it("opens the scheduling page in a new tab from Discuss Your Project", () => {
    renderInApp(<ServicesSection />);
    const link = screen.getByRole("link", { name: /Discuss Your Project/ });
    expect(link).toHaveAttribute("href", site.consultation.url);
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });
});
