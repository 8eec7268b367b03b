import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInApp } from "~/test/render";
import { AboutSection } from "./about-section";
import { copies, site } from "~/content/testing";
import { wordsFor } from "~/lib/words-for";
import { homePageData } from "./data.server";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { siteSchema } from "~/content/schema";
import { homeWordsSchema } from "./words";

const { words, values, trackRecord } = homePageData("en");

/** The English about section, with the props the home page's build gives it. */
function renderAbout() {
  const { navigation } = copies.en.common;
  render(
    <AboutSection
      sectionId={navigation.sectionIds.about}
      words={words.about}
      trackRecordHeading={words.trackRecord.heading}
      values={values}
      trackRecord={trackRecord}
      linkedInUrl={site.linkedInUrl}
      newTabNote={navigation.opensInNewTab}
    />,
  );
}

describe("AboutSection", () => {
  it("is the #about section with the content's values in order, then the Track Record", () => {
    renderAbout();
    const section = screen.getByRole("region", { name: words.about.heading });
    expect(section).toHaveAttribute("id", copies.en.common.navigation.sectionIds.about);
    const headings = within(section)
      .getAllByRole("heading", { level: 3 })
      .map((heading) => heading.textContent);
    expect(headings).toEqual([
      ...values.map(({ id }) => wordsFor(words.values, id).title),
      words.trackRecord.heading,
    ]);
  });

  it("shows every Track Record figure of the content beside its label", () => {
    renderAbout();
    const panel = screen.getByRole("heading", { name: words.trackRecord.heading })
      .parentElement as HTMLElement;
    const pairs = within(panel)
      .getAllByRole("term")
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(pairs).toEqual(
      trackRecord.map(({ id, value }) => [wordsFor(words.trackRecord.labels, id), value]),
    );
  });

  it("opens the LinkedIn page from its call to action, as an outside link", () => {
    renderAbout();
    const link = screen.getByRole("link", {
      name: `${words.about.ctaLabel} ${copies.en.common.navigation.opensInNewTab}`,
    });
    expect(link).toHaveAttribute("href", site.linkedInUrl);
  });

  it("is the one place the editor's hints say the LinkedIn page is linked from", () => {
    renderInApp(
      <>
        <SiteHeader />
        <SiteFooter />
      </>,
    );
    renderAbout();
    const links = [...document.querySelectorAll(`a[href="${site.linkedInUrl}"]`)];
    expect(links.map((link) => link.closest("section")?.id)).toEqual([
      copies.en.common.navigation.sectionIds.about,
    ]);
    const linkedInHint = siteSchema.shape.linkedInUrl.meta()?.description;
    expect(linkedInHint).toMatch(/\bAbout section's button\b/);
    expect(linkedInHint).not.toMatch(/header|footer|menu/i);
    expect(homeWordsSchema.shape.about.shape.ctaLabel.meta()?.description).toMatch(/\bLinkedIn\b/);
  });
});
