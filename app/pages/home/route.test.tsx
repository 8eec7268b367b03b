import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderRouteInApp } from "~/test/render";
import { copies } from "~/content/testing";
import { homePageData } from "./data.server";
import Home from "./route";

const { words } = homePageData("en");

describe("Home page", () => {
  it("arranges the hero, then the services, about and contact sections, with one h1", () => {
    renderRouteInApp(Home);
    const sections = [...document.querySelectorAll("section")];
    // The hero has no id: it is the top of the page, not an anchor.
    const { services, about, contact } = copies.en.common.navigation.sectionIds;
    expect(sections.map((section) => section.id)).toEqual(["", services, about, contact]);
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(sections[0]).toHaveTextContent(words.hero.badge);
  });
});
