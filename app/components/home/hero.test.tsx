import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderInApp } from "~/test/render";
import { Hero } from "./hero";
import { copies, site } from "~/content/testing";
import { homePageData } from "~/i18n/page-data.server";
import { wordsFor } from "~/i18n/page-data";
import { locales } from "~/i18n/locales";

/** What the English hero must show, read from the content as its loader gives it. */
const { words, heroStats } = homePageData("en");
const { hero } = words;

describe("Hero", () => {
  it("shows the badge, one h1 and the stats in order", () => {
    renderInApp(<Hero />);
    expect(screen.getByText(hero.badge)).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    const stats = screen.getByRole("heading", { name: hero.statsLabel })
      .nextElementSibling as HTMLElement;
    const pairs = within(stats)
      .getAllByRole("term")
      .map((term) => `${term.nextElementSibling?.textContent} ${term.textContent}`);
    expect(pairs).toEqual(
      heroStats.map(({ id, value }) => `${value} ${wordsFor(words.heroStats, id)}`),
    );
  });

  it("shows the lead", () => {
    renderInApp(<Hero />);
    expect(screen.getByText(hero.lead)).toBeInTheDocument();
  });

  it("opens the scheduling page in a new tab from the primary button", () => {
    renderInApp(<Hero />);
    const link = screen.getByRole("link", { name: new RegExp(hero.primaryCta) });
    expect(link).toHaveAttribute("href", site.consultation.url);
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(link).toHaveAccessibleName(
      `${hero.primaryCta} ${copies.en.common.navigation.opensInNewTab}`,
    );
  });

  it("goes to the case studies page from the secondary button, in the same tab", async () => {
    renderInApp(<Hero />);
    const link = screen.getByRole("link", { name: hero.secondaryCta });
    expect(link).toHaveAttribute("href", locales.en.paths.caseStudies);
    expect(link).not.toHaveAttribute("target");
    await userEvent.click(link);
    expect(await screen.findByText("Navigated elsewhere")).toBeInTheDocument();
  });
});
