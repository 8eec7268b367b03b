import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInApp } from "~/test/render";
import { AboutSection } from "./about-section";
import { site } from "~/content/testing";

describe("AboutSection", () => {
  it("is the #about section with the four values in order", () => {
    renderInApp(<AboutSection />);
    const section = screen.getByRole("region", { name: /big-company toolkit/ });
    expect(section).toHaveAttribute("id", "about");
    const values = within(section)
      .getAllByRole("heading", { level: 3 })
      .map((heading) => heading.textContent);
    expect(values).toEqual(["Excellence", "Partnership", "Results", "Innovation", "Track Record"]);
  });

  it("shows the Track Record figures of the spec", () => {
    renderInApp(<AboutSection />);
    const panel = screen.getByRole("heading", { name: "Track Record" })
      .parentElement as HTMLElement;
    const pairs = within(panel)
      .getAllByRole("term")
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(pairs).toEqual([
      ["Fortune 500 Clients", "Not there yet"],
      ["Data Scientists", "1"],
      ["Industries Served", "3"],
      ["Average ROI Increase", "340%"],
    ]);
  });

  it("opens the LinkedIn page in a new tab from Learn More About Us", () => {
    renderInApp(<AboutSection />);
    const link = screen.getByRole("link", { name: /Learn More About Us/ });
    expect(link).toHaveAttribute("href", site.linkedInUrl);
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });
});
