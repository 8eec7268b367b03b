import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { renderInApp } from "~/test/render";
import { ContactSection } from "./contact-section";
import { copies, site } from "~/content/testing";
import { homePageData } from "~/i18n/page-data.server";

/** What the English contact section must show, read from the content as its loader gives it. */
const {
  words: { contact: words },
  contact,
} = homePageData("en");
const [firstRule] = site.officeHours;

afterEach(() => {
  vi.useRealTimers();
});

describe("ContactSection", () => {
  it("is the #contact section with the phone as a tel: link and its hours", () => {
    renderInApp(<ContactSection />);
    expect(screen.getByRole("region", { name: words.heading })).toHaveAttribute(
      "id",
      copies.en.common.navigation.sectionIds.contact,
    );
    expect(screen.getByRole("link", { name: site.phone.display })).toHaveAttribute(
      "href",
      `tel:${site.phone.e164}`,
    );
    expect(screen.getByText(contact.phoneHours)).toBeInTheDocument();
  });

  it("shows the office address", () => {
    renderInApp(<ContactSection />);
    const address = screen.getByText(site.address.street).closest("address") as HTMLElement;
    expect(address).toHaveTextContent(site.address.locality);
    expect(address).toHaveTextContent(site.address.countryName);
  });

  it("lists the office hours, every day of the week", () => {
    renderInApp(<ContactSection />);
    const hours = screen.getByText(contact.schedule[0]?.days ?? "").closest("dl") as HTMLElement;
    const lines = within(hours)
      .getAllByRole("term")
      .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);
    expect(lines).toEqual(contact.schedule.map(({ days, hours }) => `${days} ${hours}`));
  });

  it("shows whether the office is open now, on the Buenos Aires clock", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    // A minute before the first opening rule closes, on its first day (the week of Monday
    // 2026-11-16; Buenos Aires is at UTC-3 all year).
    const weekdays = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"];
    const day = 16 + weekdays.indexOf(firstRule?.days[0] ?? "Mo");
    const [hours = 0, minutes = 0] = (firstRule?.closes ?? "18:00").split(":").map(Number);
    vi.setSystemTime(new Date(Date.UTC(2026, 10, day, hours + 3, minutes - 1)));
    renderInApp(<ContactSection />);
    expect(screen.getByTestId("office-status")).toHaveTextContent(
      contact.statusLines.openUntil[firstRule?.closes ?? ""] ?? "",
    );
  });

  it("opens a WhatsApp chat with the prefilled text in a new tab", () => {
    renderInApp(<ContactSection />);
    const card = screen.getByRole("heading", { name: words.messageTitle }).closest("div")
      ?.parentElement?.parentElement;
    const link = within(card as HTMLElement).getByRole("link", {
      name: new RegExp(words.whatsAppCta),
    });
    const url = new URL(link.getAttribute("href") ?? "");
    expect(url.origin + url.pathname).toBe(`https://wa.me/${site.whatsApp.number.slice(1)}`);
    expect(url.searchParams.get("text")).toBe(copies.en.common.site.whatsAppText);
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("copies the phone number and confirms with a toast", async () => {
    const user = userEvent.setup();
    renderInApp(<ContactSection />);
    await user.click(await screen.findByRole("button", { name: words.copyPhoneLabel }));
    expect(await navigator.clipboard.readText()).toBe(site.phone.e164);
    expect(await screen.findByText(words.phoneCopied)).toBeInTheDocument();
  });

  it("copies the address on one line and confirms with a toast", async () => {
    const user = userEvent.setup();
    renderInApp(<ContactSection />);
    await user.click(await screen.findByRole("button", { name: words.copyAddressLabel }));
    expect(await navigator.clipboard.readText()).toBe(
      `${site.address.street}, ${site.address.postalCode} ${site.address.locality}, ${site.address.countryName}`,
    );
    expect(await screen.findByText(words.addressCopied)).toBeInTheDocument();
  });

  it("says what to do when the clipboard refuses", async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, "writeText").mockRejectedValue(
      new DOMException("Denied", "NotAllowedError"),
    );
    renderInApp(<ContactSection />);
    await user.click(await screen.findByRole("button", { name: words.copyPhoneLabel }));
    expect(await screen.findByText(words.copyFailed)).toBeInTheDocument();
    expect(screen.queryByText(words.phoneCopied)).not.toBeInTheDocument();
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
    await user.click(await screen.findByRole("button", { name: words.copyAddressLabel }));
    expect(await screen.findByText(words.copyFailed)).toBeInTheDocument();
  });
});
