import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInApp } from "~/test/render";
import { SiteFooter } from "./site-footer";
import { copies, navigationPages, site } from "~/content/testing";
const copy = copies.en;

/**
 * Where the footer's links lead in a locale: the home page's sections, then the pages of the
 * navigation (the case studies, and the articles while the locale has one).
 */
function footerHrefs(locale: "en" | "es", home: string) {
  const { services, about, contact } = copies[locale].common.navigation.sectionIds;
  return [services, about, contact]
    .map((id) => `${home}#${id}`)
    .concat(navigationPages(locale).map(([, path]) => path));
}

describe("SiteFooter", () => {
  it("shows the brand, the tagline and the copyright line", () => {
    renderInApp(<SiteFooter />);
    expect(screen.getByRole("link", { name: site.name })).toHaveAttribute("href", "/");
    expect(screen.getByText(copy.common.site.tagline)).toBeInTheDocument();
    expect(
      screen.getByText(`© ${site.copyrightYear} ${site.name}. ${copy.common.footer.rights}`),
    ).toBeInTheDocument();
  });

  it("shows the legal links as placeholders that lead nowhere", () => {
    renderInApp(<SiteFooter />);
    for (const label of [copy.common.footer.privacyPolicy, copy.common.footer.termsOfService]) {
      const placeholder = screen.getByText(label, { exact: false });
      expect(placeholder.tagName).toBe("A");
      expect(placeholder).not.toHaveAttribute("href");
      expect(screen.queryByRole("link", { name: new RegExp(label) })).not.toBeInTheDocument();
    }
  });

  it("repeats the navigation so it is reachable without the menu", () => {
    renderInApp(<SiteFooter />);
    const nav = screen.getByRole("navigation", { name: copy.common.footer.navigationLabel });
    const hrefs = [...nav.querySelectorAll("a")].map((link) => link.getAttribute("href"));
    expect(hrefs).toEqual(footerHrefs("en", "/"));
  });

  it("speaks Spanish under /es, with a link to the same page in English", () => {
    renderInApp(<SiteFooter />, { path: "/es/casos-de-exito" });
    expect(
      screen.getByText(`© ${site.copyrightYear} ${site.name}. ${copies.es.common.footer.rights}`),
    ).toBeInTheDocument();
    const english = screen.getByRole("link", { name: "English" });
    expect(english).toHaveAttribute("href", "/case-studies");
    expect(english).toHaveAttribute("hreflang", "en");
    expect(english).toHaveAttribute("lang", "en");
    const nav = screen.getByRole("navigation", {
      name: copies.es.common.footer.navigationLabel,
    });
    const hrefs = [...nav.querySelectorAll("a")].map((link) => link.getAttribute("href"));
    expect(hrefs).toEqual(footerHrefs("es", "/es"));
  });
});
