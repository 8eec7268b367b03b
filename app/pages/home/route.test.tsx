import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderRouteInApp } from "~/test/render";
import { copies, teamAndClients } from "~/content/testing";
import { homePageData } from "./data.server";
import Home from "./route";

const { words } = homePageData("en");

/** The headings of the team, testimonials and client logos sections the content fills. */
const proofHeadings = [
  teamAndClients.team.length > 0 && copies.en.home.team.heading,
  teamAndClients.testimonials.length > 0 && copies.en.home.testimonials.heading,
  teamAndClients.clientLogos.length > 0 && copies.en.home.clientLogos.heading,
].filter((heading) => heading !== false);

describe("Home page", () => {
  it("arranges the hero, then the services, about, the proof sections the content fills, and contact, with one h1", () => {
    renderRouteInApp(Home);
    const sections = [...document.querySelectorAll("section")];
    // The hero has no id: it is the top of the page, not an anchor; nor have the proof sections.
    const { services, about, contact } = copies.en.common.navigation.sectionIds;
    expect(sections.map((section) => section.id)).toEqual([
      "",
      services,
      about,
      ...proofHeadings.map(() => ""),
      contact,
    ]);
    const proofSections = sections.slice(3, 3 + proofHeadings.length);
    expect(proofSections.map((section) => section.querySelector("h2")?.textContent)).toEqual(
      proofHeadings,
    );
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(sections[0]).toHaveTextContent(words.hero.badge);
  });
});
