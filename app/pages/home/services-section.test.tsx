import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ServicesSection } from "./services-section";
import { copies, figures, site } from "~/content/testing";
import { wordsFor } from "~/lib/words-for";
import { homePageData } from "./data.server";

const data = homePageData("en");

/** The English services in display order, with their features, read from the content. */
const services = figures.services.map(({ id }) => wordsFor(copies.en.home.services.items, id));

/** The English services section, with the props the home page's build gives it. */
function renderServices() {
  const { navigation } = copies.en.common;
  render(
    <ServicesSection
      sectionId={navigation.sectionIds.services}
      words={data.words.services}
      services={data.services}
      bookingUrl={site.consultation.url}
      newTabNote={navigation.opensInNewTab}
    />,
  );
}

describe("ServicesSection", () => {
  it("is the #services section", () => {
    renderServices();
    expect(screen.getByRole("region", { name: copies.en.home.services.heading })).toHaveAttribute(
      "id",
      copies.en.common.navigation.sectionIds.services,
    );
  });

  it("shows every service in order, each with its description and three features", () => {
    renderServices();
    const titles = screen.getAllByRole("heading", { level: 3 });
    expect(titles.map((title) => title.textContent)).toEqual(services.map(({ title }) => title));
    titles.forEach((title, index) => {
      const card = title.closest("[data-slot=card]") as HTMLElement;
      const features = within(card)
        .getAllByRole("listitem")
        .map((item) => item.textContent);
      expect(features).toEqual(services[index]?.features);
      expect(title.nextElementSibling).toHaveTextContent(services[index]?.description ?? "");
    });
  });

  it("opens the scheduling page from its call to action, as an outside link", () => {
    renderServices();
    const { ctaLabel } = copies.en.home.services;
    const link = screen.getByRole("link", {
      name: `${ctaLabel} ${copies.en.common.navigation.opensInNewTab}`,
    });
    expect(link).toHaveAttribute("href", site.consultation.url);
  });
});
