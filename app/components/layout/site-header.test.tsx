import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInApp } from "~/test/render";
import { SiteHeader } from "./site-header";

const anchors = [
  ["Services", "/#services"],
  ["About", "/#about"],
  ["Contact", "/#contact"],
];
const getStarted = ["Get Started", "/#contact"];
const spanish = ["Español", "/es"];

const linksIn = (element: HTMLElement) =>
  within(element)
    .getAllByRole("link", { hidden: true })
    .map((link) => [link.textContent, link.getAttribute("href")]);

describe("SiteHeader", () => {
  it("has the logo linking to the top of the home page and the spec's anchors", () => {
    renderInApp(<SiteHeader />);
    expect(screen.getByRole("link", { name: "Austral Analytics" })).toHaveAttribute("href", "/");
    const [desktopNav] = screen.getAllByRole("navigation", { name: "Main" });
    expect(linksIn(desktopNav as HTMLElement)).toEqual([...anchors, spanish, getStarted]);
  });

  it("has a menu button that opens the mobile menu dialog without any script", () => {
    renderInApp(<SiteHeader />);
    const toggle = screen.getByRole("button", { name: "Open menu" });
    expect(toggle).toHaveAttribute("command", "show-modal");
    expect(toggle).toHaveAttribute("aria-haspopup", "dialog");
    const menu = document.getElementById(toggle.getAttribute("commandfor") ?? "");
    expect(menu?.tagName).toBe("DIALOG");
    expect(menu).not.toHaveAttribute("open");
  });

  it("puts the logo, the same items and a close button in the menu", () => {
    renderInApp(<SiteHeader />);
    const menu = document.getElementById("mobile-menu") as HTMLElement;
    expect(linksIn(menu)).toEqual([["Austral Analytics", "/"], ...anchors, getStarted, spanish]);
    const close = within(menu).getByRole("button", { name: "Close menu", hidden: true });
    expect(close).toHaveAttribute("commandfor", "mobile-menu");
    expect(close).toHaveAttribute("command", "close");
  });

  it("speaks Spanish under /es: its own anchors, and a link to the English page", () => {
    renderInApp(<SiteHeader />, { path: "/es" });
    const [desktopNav] = screen.getAllByRole("navigation", { name: "Principal" });
    expect(linksIn(desktopNav as HTMLElement)).toEqual([
      ["Servicios", "/es#servicios"],
      ["Nosotros", "/es#nosotros"],
      ["Contacto", "/es#contacto"],
      ["English", "/"],
      ["Empezá ahora", "/es#contacto"],
    ]);
    expect(screen.getByRole("link", { name: "Austral Analytics" })).toHaveAttribute("href", "/es");
    expect(screen.getByRole("button", { name: "Abrir menú" })).toBeInTheDocument();
  });
});
