import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { renderInApp } from "~/test/render";
import { ContactSection } from "./contact-section";
import { copies, site } from "~/content/testing";

afterEach(() => {
  vi.useRealTimers();
});

describe("ContactSection", () => {
  it("is the #contact section with the phone as a tel: link and its hours", () => {
    renderInApp(<ContactSection />);
    expect(screen.getByRole("region", { name: /talk about your data/ })).toHaveAttribute(
      "id",
      "contact",
    );
    expect(screen.getByRole("link", { name: site.phone.display })).toHaveAttribute(
      "href",
      `tel:${site.phone.e164}`,
    );
    expect(screen.getByText("Monday-Friday 9AM-6PM ART")).toBeInTheDocument();
  });

  it("shows the Buenos Aires office address", () => {
    renderInApp(<ContactSection />);
    const address = screen.getByText(site.address.street).closest("address") as HTMLElement;
    expect(address).toHaveTextContent(/Buenos Aires/);
    expect(address).toHaveTextContent(/Argentina/);
  });

  it("lists the office hours of the spec", () => {
    renderInApp(<ContactSection />);
    const hours = screen.getByText("Monday-Friday").closest("dl") as HTMLElement;
    const lines = within(hours)
      .getAllByRole("term")
      .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);
    expect(lines).toEqual([
      "Monday-Friday 9:00 AM-6:00 PM",
      "Saturday 10:00 AM-2:00 PM",
      "Sunday Closed",
    ]);
  });

  it("shows whether the office is open now, on the Buenos Aires clock", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-20T17:59:00-03:00"));
    renderInApp(<ContactSection />);
    expect(screen.getByTestId("office-status")).toHaveTextContent("Open now · closes 6:00 PM");
  });

  it("opens a WhatsApp chat with the prefilled text in a new tab", () => {
    renderInApp(<ContactSection />);
    const card = screen.getByRole("heading", { name: "Send us a Message" }).closest("div")
      ?.parentElement?.parentElement;
    const link = within(card as HTMLElement).getByRole("link", { name: /Chat on WhatsApp/ });
    const url = new URL(link.getAttribute("href") ?? "");
    expect(url.origin + url.pathname).toBe(`https://wa.me/${site.whatsApp.number.slice(1)}`);
    expect(url.searchParams.get("text")).toBe(copies.en.common.site.whatsAppText);
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("copies the phone number and confirms with a toast", async () => {
    const user = userEvent.setup();
    renderInApp(<ContactSection />);
    await user.click(await screen.findByRole("button", { name: "Copy phone number" }));
    expect(await navigator.clipboard.readText()).toBe(site.phone.e164);
    expect(await screen.findByText("Phone number copied")).toBeInTheDocument();
  });

  it("copies the address on one line and confirms with a toast", async () => {
    const user = userEvent.setup();
    renderInApp(<ContactSection />);
    await user.click(await screen.findByRole("button", { name: "Copy address" }));
    expect(await navigator.clipboard.readText()).toBe(
      `${site.address.street}, ${site.address.postalCode} ${site.address.locality}, ${site.address.countryName}`,
    );
    expect(await screen.findByText("Address copied")).toBeInTheDocument();
  });

  it("says what to do when the clipboard refuses", async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, "writeText").mockRejectedValue(
      new DOMException("Denied", "NotAllowedError"),
    );
    renderInApp(<ContactSection />);
    await user.click(await screen.findByRole("button", { name: "Copy phone number" }));
    expect(
      await screen.findByText(/did not allow copying\. Select the text and copy it instead\./),
    ).toBeInTheDocument();
    expect(screen.queryByText("Phone number copied")).not.toBeInTheDocument();
  });

  it("says what to do when there is no Clipboard API at all", async () => {
    const user = userEvent.setup();
    const clipboard = Object.getOwnPropertyDescriptor(navigator, "clipboard");
    Object.defineProperty(navigator, "clipboard", { value: undefined, configurable: true });
    onTestFinished(() => {
      if (clipboard) Object.defineProperty(navigator, "clipboard", clipboard);
      else Reflect.deleteProperty(navigator, "clipboard");
    });
    renderInApp(<ContactSection />);
    await user.click(await screen.findByRole("button", { name: "Copy address" }));
    expect(await screen.findByText(/did not allow copying/)).toBeInTheDocument();
  });
});
