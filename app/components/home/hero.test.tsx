import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderInApp } from "~/test/render";
import { Hero } from "./hero";
import { site } from "~/content/testing";

describe("Hero", () => {
  it("shows the badge, one h1 and the spec's three stats", () => {
    renderInApp(<Hero />);
    expect(screen.getByText("Data-Driven Solutions")).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    const stats = screen.getByText("Projects Completed").closest("dl") as HTMLElement;
    const pairs = within(stats)
      .getAllByRole("term")
      .map((term) => `${term.nextElementSibling?.textContent} ${term.textContent}`);
    expect(pairs).toEqual([
      "8+ Projects Completed",
      "98% Client Satisfaction",
      "3+ Years Experience",
    ]);
  });

  it("claims the company has existed for over 1 year (spec section 1)", () => {
    renderInApp(<Hero />);
    expect(screen.getByText(/for over 1 year/i)).toBeInTheDocument();
  });

  it("opens the scheduling page in a new tab from Start Your Transformation", () => {
    renderInApp(<Hero />);
    const link = screen.getByRole("link", { name: /Start Your Transformation/ });
    expect(link).toHaveAttribute("href", site.consultation.url);
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(link).toHaveAccessibleName("Start Your Transformation (opens in a new tab)");
  });

  it("goes to /case-studies from View Case Studies, in the same tab", async () => {
    renderInApp(<Hero />);
    const link = screen.getByRole("link", { name: "View Case Studies" });
    expect(link).toHaveAttribute("href", "/case-studies");
    expect(link).not.toHaveAttribute("target");
    await userEvent.click(link);
    expect(await screen.findByText("Navigated elsewhere")).toBeInTheDocument();
  });
});
