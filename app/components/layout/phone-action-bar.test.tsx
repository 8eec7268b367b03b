import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { copies, site } from "~/content/testing";
import { localeIds, homePath } from "~/i18n/locales";
import { whatsAppUrl } from "~/lib/links";
import { pagePath, pages } from "~/pages/registry";
import { renderInApp } from "~/test/render";
import { PhoneActionBar } from "./phone-action-bar";

describe("PhoneActionBar", () => {
  for (const locale of localeIds) {
    it(`offers booking and a WhatsApp chat in the page's language (${locale}), both in a new tab`, () => {
      renderInApp(<PhoneActionBar />, { path: homePath(locale) });
      const { contactActions, navigation, site: words } = copies[locale].common;
      const bar = screen.getByRole("complementary", { name: contactActions.label });
      const links = within(bar).getAllByRole("link");
      expect(links.map((link) => link.textContent)).toEqual([
        `${contactActions.book} ${navigation.opensInNewTab}`,
        `${contactActions.whatsApp} ${navigation.opensInNewTab}`,
      ]);
      expect(links.map((link) => link.getAttribute("href"))).toEqual([
        site.consultation.url,
        whatsAppUrl(site.whatsApp.number, words.whatsAppText),
      ]);
      for (const link of links) expect(link).toHaveAttribute("target", "_blank");
    });
  }

  it("opens the chat with the page's own first message where the page has one", () => {
    renderInApp(<PhoneActionBar />, { path: pagePath(pages.caseStudies, "es") });
    const whatsApp = screen.getByRole("link", {
      name: new RegExp(`^${copies.es.common.contactActions.whatsApp}`),
    });
    expect(whatsApp).toHaveAttribute(
      "href",
      whatsAppUrl(site.whatsApp.number, copies.es.caseStudies.whatsAppText),
    );
  });

  it("shows WhatsApp's glyph beside its label", () => {
    renderInApp(<PhoneActionBar />);
    const whatsApp = screen.getByRole("link", {
      name: new RegExp(`^${copies.en.common.contactActions.whatsApp}`),
    });
    expect(whatsApp.querySelector("use")?.getAttribute("href")).toMatch(/#whatsapp$/);
  });

  it("is fixed at the bottom in the phone layout only, and steps aside for the hero's buttons", () => {
    renderInApp(<PhoneActionBar />);
    const bar = screen.getByRole("complementary", {
      name: copies.en.common.contactActions.label,
    });
    expect(bar).toHaveClass("fixed", "bottom-0", "reveal-after-hero-actions");
    expect(bar).toHaveAttribute("data-phone-layout");
  });
});
