import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInApp } from "~/test/render";
import { SiteFooter } from "./site-footer";
import { copies, navigationPages, site } from "~/content/testing";
import { pagePath, pages } from "~/pages/registry";
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

  for (const [locale, path] of [
    ["en", "/case-studies"],
    ["es", "/es/casos-de-exito"],
  ] as const) {
    const { footer } = copies[locale].common;

    it(`links Privacy Policy to the privacy page in its language, and has no Terms of Service before the terms are written (${locale})`, () => {
      renderInApp(<SiteFooter />, { path });
      expect(screen.getByRole("link", { name: footer.privacyPolicy })).toHaveAttribute(
        "href",
        pagePath(pages.privacy, locale),
      );
      expect(screen.queryByText(footer.termsOfService, { exact: false })).not.toBeInTheDocument();
      expect(document.querySelectorAll("a:not([href])")).toHaveLength(0);
    });

    it(`links Terms of Service once the terms are written in its language (${locale})`, () => {
      const terms = pagePath(pages.terms, locale);
      renderInApp(<SiteFooter />, {
        path,
        withRoot: (root) => ({
          ...root,
          pagePaths: { ...root.pagePaths, terms: { [locale]: terms } },
        }),
      });
      expect(screen.getByRole("link", { name: footer.termsOfService })).toHaveAttribute(
        "href",
        terms,
      );
    });
  }

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
