import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInApp } from "~/test/render";
import { SiteFooter } from "./site-footer";
import { copies, site } from "~/content/testing";
const copy = copies.en;

describe("SiteFooter", () => {
  it("shows the brand, the tagline and the 2025 copyright line", () => {
    renderInApp(<SiteFooter />);
    expect(screen.getByRole("link", { name: site.name })).toHaveAttribute("href", "/");
    expect(screen.getByText(copy.common.site.tagline)).toBeInTheDocument();
    expect(screen.getByText(`© 2025 ${site.name}. All rights reserved.`)).toBeInTheDocument();
  });

  it("shows Privacy Policy and Terms of Service as placeholders that lead nowhere", () => {
    renderInApp(<SiteFooter />);
    for (const label of ["Privacy Policy", "Terms of Service"]) {
      const placeholder = screen.getByText(label, { exact: false });
      expect(placeholder.tagName).toBe("A");
      expect(placeholder).not.toHaveAttribute("href");
      expect(screen.queryByRole("link", { name: new RegExp(label) })).not.toBeInTheDocument();
    }
  });

  it("repeats the navigation so it is reachable without the menu", () => {
    renderInApp(<SiteFooter />);
    const nav = screen.getByRole("navigation", { name: "Footer" });
    const hrefs = [...nav.querySelectorAll("a")].map((link) => link.getAttribute("href"));
    expect(hrefs).toEqual(["/#services", "/#about", "/#contact", "/case-studies"]);
  });

  it("speaks Spanish under /es, with a link to the same page in English", () => {
    renderInApp(<SiteFooter />, { path: "/es/casos-de-exito" });
    expect(
      screen.getByText(`© 2025 ${site.name}. Todos los derechos reservados.`),
    ).toBeInTheDocument();
    const english = screen.getByRole("link", { name: "English" });
    expect(english).toHaveAttribute("href", "/case-studies");
    expect(english).toHaveAttribute("hreflang", "en");
    expect(english).toHaveAttribute("lang", "en");
    const nav = screen.getByRole("navigation", { name: "Pie de página" });
    const hrefs = [...nav.querySelectorAll("a")].map((link) => link.getAttribute("href"));
    expect(hrefs).toEqual(["/es#servicios", "/es#nosotros", "/es#contacto", "/es/casos-de-exito"]);
  });
});
