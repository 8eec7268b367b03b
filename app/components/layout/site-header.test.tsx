import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInApp } from "~/test/render";
import { copies, navigationPages, site } from "~/content/testing";
import { homePath, localeIds, locales, type Locale } from "~/i18n/locales";
import { whatsAppUrl } from "~/lib/links";
import { SiteHeader } from "./site-header";

/** The menu's links as the content names them, at the paths the locales derive. */
function menuOf(locale: Locale) {
  const { navigation } = copies[locale].common;
  const { services, about, contact } = navigation.sectionIds;
  const home = homePath(locale);
  const [servicesLabel, aboutLabel, contactLabel] = navigation.links.map((link) => link.label);
  return {
    anchors: [
      [servicesLabel, `${home}#${services}`],
      [aboutLabel, `${home}#${about}`],
      [contactLabel, `${home}#${contact}`],
    ],
    /** The pages the registry puts in the navigation, each named by its key's word. */
    pages: navigationPages(locale),
    getStarted: [navigation.getStarted.label, `${home}#${contact}`],
    whatsApp: [
      `${copies[locale].common.contactActions.whatsApp} ${navigation.opensInNewTab}`,
      whatsAppUrl(site.whatsApp.number, copies[locale].common.site.whatsAppText),
    ],
    /** The language switcher: every other locale's home page, in the locales' order. */
    languages: localeIds
      .filter((other) => other !== locale)
      .map((other) => [locales[other].name, homePath(other)]),
  };
}
const { anchors, pages: pageLinks, getStarted, whatsApp, languages } = menuOf("en");

const linksIn = (element: HTMLElement) =>
  within(element)
    .getAllByRole("link", { hidden: true })
    .map((link) => [link.textContent, link.getAttribute("href")]);

describe("SiteHeader", () => {
  it("has the logo linking to the top of the home page, the spec's anchors and Get Started", () => {
    renderInApp(<SiteHeader />);
    expect(screen.getByRole("link", { name: site.name })).toHaveAttribute("href", "/");
    const [desktopNav] = screen.getAllByRole("navigation", {
      name: copies.en.common.navigation.primaryLabel,
    });
    expect(linksIn(desktopNav as HTMLElement)).toEqual([...anchors, ...pageLinks, ...languages]);
    // Get Started follows the navigation in the bar, in either layout.
    const bar = desktopNav?.parentElement as HTMLElement;
    const barLinks = linksIn(bar);
    expect(barLinks.at(-1)).toEqual(getStarted);
  });

  it("links the case studies page by its navigation word, in each locale's path", () => {
    for (const [locale, path, href] of [
      ["en", "/", "/case-studies"],
      ["es", "/es", "/es/casos-de-exito"],
    ] as const) {
      const { unmount } = renderInApp(<SiteHeader />, { path });
      const [nav] = screen.getAllByRole("navigation", {
        name: copies[locale].common.navigation.primaryLabel,
      });
      const link = within(nav as HTMLElement).getByRole("link", {
        name: copies[locale].common.navigation.caseStudies.label,
      });
      expect(link).toHaveAttribute("href", href);
      unmount();
    }
  });

  it("keeps the other languages in the bar on a phone, outside the menu", () => {
    renderInApp(<SiteHeader />);
    const header = screen.getByRole("banner");
    const phoneSwitcher = within(header)
      .getAllByRole("list", { name: copies.en.common.navigation.languagesLabel, hidden: true })
      .find((list) => !list.closest("nav, dialog"));
    expect(phoneSwitcher?.closest("div")).toHaveAttribute("data-header-fit", "phone-navigation");
    expect(linksIn(phoneSwitcher as HTMLElement)).toEqual(languages);
  });

  it("draws the phone layout first; the full navigation, the name and Get Started wait for the page's widths", () => {
    renderInApp(<SiteHeader />);
    const header = screen.getByRole("banner");
    const part = (name: string) => header.querySelector(`[data-header-fit="${name}"]`);
    expect(part("bar")).toHaveClass("@container/site-header");
    expect(part("full-navigation")).toHaveClass("hidden");
    expect(part("phone-navigation")).not.toHaveClass("hidden");
    expect(part("site-name")).toHaveClass("sr-only");
    expect(part("site-name")).toHaveTextContent(site.name);
    const booking = part("booking");
    expect(booking).toHaveClass("hidden");
    expect(linksIn(booking as HTMLElement)).toEqual([getStarted]);
    // In the phone layout it sits between the languages and the menu button.
    expect(booking?.previousElementSibling).toHaveAttribute("data-header-fit", "phone-navigation");
    expect(booking?.nextElementSibling).toHaveAttribute("aria-haspopup", "dialog");
  });

  it("has a menu button that opens the mobile menu dialog without any script", () => {
    renderInApp(<SiteHeader />);
    const toggle = screen.getByRole("button", { name: copies.en.common.navigation.openMenuLabel });
    expect(toggle).toHaveAttribute("command", "show-modal");
    expect(toggle).toHaveAttribute("aria-haspopup", "dialog");
    const menu = document.getElementById(toggle.getAttribute("commandfor") ?? "");
    expect(menu?.tagName).toBe("DIALOG");
    expect(menu).not.toHaveAttribute("open");
  });

  it("puts the logo, the same items and a close button in the menu", () => {
    renderInApp(<SiteHeader />);
    const menu = document.getElementById("mobile-menu") as HTMLElement;
    expect(linksIn(menu)).toEqual([
      [site.name, "/"],
      ...anchors,
      ...pageLinks,
      getStarted,
      whatsApp,
      ...languages,
    ]);
    const close = within(menu).getByRole("button", {
      name: copies.en.common.navigation.closeMenuLabel,
      hidden: true,
    });
    expect(close).toHaveAttribute("commandfor", "mobile-menu");
    expect(close).toHaveAttribute("command", "close");
  });

  it("speaks Spanish under /es: its own anchors, and links to the other languages", () => {
    renderInApp(<SiteHeader />, { path: "/es" });
    const { navigation } = copies.es.common;
    const [desktopNav] = screen.getAllByRole("navigation", { name: navigation.primaryLabel });
    const es = menuOf("es");
    expect(linksIn(desktopNav as HTMLElement)).toEqual([
      ...es.anchors,
      ...es.pages,
      ...es.languages,
    ]);
    expect(linksIn(desktopNav?.parentElement as HTMLElement).at(-1)).toEqual(es.getStarted);
    const menu = document.getElementById("mobile-menu") as HTMLElement;
    expect(linksIn(menu)).toContainEqual(es.whatsApp);
    expect(screen.getByRole("link", { name: site.name })).toHaveAttribute("href", "/es");
    expect(screen.getByRole("button", { name: navigation.openMenuLabel })).toBeInTheDocument();
  });
});
