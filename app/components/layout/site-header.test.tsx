import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
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
    .getAllByRole("link")
    .map((link) => [link.textContent, link.getAttribute("href")]);

describe("SiteHeader", () => {
  it("has the logo linking to the top of the home page and the spec's anchors", () => {
    renderInApp(<SiteHeader />);
    expect(screen.getByRole("link", { name: "Austral Analytics" })).toHaveAttribute("href", "/");
    const [desktopNav] = screen.getAllByRole("navigation", { name: "Main" });
    expect(linksIn(desktopNav as HTMLElement)).toEqual(expectedLinks);
  });

  it("starts with the mobile menu closed and its toggle pointing at it", () => {
    renderInApp(<SiteHeader />);
    const toggle = screen.getByRole("button", { name: "Open menu" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    const menu = document.getElementById(toggle.getAttribute("aria-controls") ?? "");
    expect(menu).not.toBeNull();
    expect(menu).not.toBeVisible();
  });

  it("opens the menu with the same items and locks the page scroll on small screens", async () => {
    const user = userEvent.setup();
    renderInApp(<SiteHeader />);
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    const toggle = screen.getByRole("button", { name: "Close menu" });
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    const menu = document.getElementById("mobile-menu") as HTMLElement;
    expect(menu).toBeVisible();
    expect(linksIn(menu)).toEqual(expectedLinks);
    expect(document.documentElement).toHaveClass("max-md:overflow-hidden");
  });

  it("closes the menu when a link is chosen", async () => {
    const user = userEvent.setup();
    renderInApp(<SiteHeader />);
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    const menu = document.getElementById("mobile-menu") as HTMLElement;
    await user.click(within(menu).getByRole("link", { name: "About" }));
    expect(menu).not.toBeVisible();
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    expect(document.documentElement).not.toHaveClass("max-md:overflow-hidden");
  });

  it("closes the menu on Escape and returns focus to the toggle", async () => {
    const user = userEvent.setup();
    renderInApp(<SiteHeader />);
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    const menu = document.getElementById("mobile-menu") as HTMLElement;
    within(menu).getByRole("link", { name: "Services" }).focus();
    await user.keyboard("{Escape}");
    expect(menu).not.toBeVisible();
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveFocus();
  });

  it("closes the menu when the toggle is pressed again", async () => {
    const user = userEvent.setup();
    renderInApp(<SiteHeader />);
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    await user.click(screen.getByRole("button", { name: "Close menu" }));
    expect(document.getElementById("mobile-menu")).not.toBeVisible();
  });
});
