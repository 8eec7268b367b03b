import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInApp } from "~/test/render";
import { SiteHeader } from "./site-header";

const expectedLinks = [
  ["Services", "/#services"],
  ["About", "/#about"],
  ["Contact", "/#contact"],
  ["Get Started", "/#contact"],
];

const linksIn = (element: HTMLElement) =>
  within(element)
    .getAllByRole("link", { hidden: true })
    .map((link) => [link.textContent, link.getAttribute("href")]);

describe("SiteHeader", () => {
  it("has the logo linking to the top of the home page and the spec's anchors", () => {
    renderInApp(<SiteHeader />);
    expect(screen.getByRole("link", { name: "Austral Analytics" })).toHaveAttribute("href", "/");
    const [desktopNav] = screen.getAllByRole("navigation", { name: "Main" });
    expect(linksIn(desktopNav as HTMLElement)).toEqual(expectedLinks);
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
    expect(linksIn(menu)).toEqual([["Austral Analytics", "/"], ...expectedLinks]);
    const close = within(menu).getByRole("button", { name: "Close menu", hidden: true });
    expect(close).toHaveAttribute("commandfor", "mobile-menu");
    expect(close).toHaveAttribute("command", "close");
  });
});
