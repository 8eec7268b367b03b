import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, onTestFinished, vi } from "vitest";
import { renderInApp } from "~/test/render";
import { ContactSection } from "./contact-section";
import { copies, site } from "~/content/testing";
import { homePageData } from "./data.server";

const { words, contact } = homePageData("en");
const spanish = homePageData("es");
const addressLine = `${site.address.street}, ${site.address.postalCode} ${site.address.locality}, ${site.address.countryName}`;

/**
 * Gives this test its own `navigator.clipboard` (jsdom has none), put back as it was when the
 * test ends, so no test sees another's clipboard. `undefined` is a browser without the API.
 */
function installClipboard(clipboard: Pick<Clipboard, "writeText"> | undefined) {
  const original = Object.getOwnPropertyDescriptor(navigator, "clipboard");
  Object.defineProperty(navigator, "clipboard", { value: clipboard, configurable: true });
  onTestFinished(() => {
    if (original) Object.defineProperty(navigator, "clipboard", original);
    else Reflect.deleteProperty(navigator, "clipboard");
  });
}

/** A clipboard that accepts text, and the text it was given. */
function acceptingClipboard() {
  const writeText = vi.fn<Clipboard["writeText"]>().mockResolvedValue(undefined);
  installClipboard({ writeText });
  return writeText;
}

describe("ContactSection", () => {
  it("is the #contact section with the phone as a tel: link and its hours", () => {
    renderInApp(<ContactSection words={words.contact} hours={contact} />);
    expect(screen.getByRole("region", { name: words.contact.heading })).toHaveAttribute(
      "id",
      copies.en.common.navigation.sectionIds.contact,
    );
    expect(screen.getByRole("link", { name: site.phone.display })).toHaveAttribute(
      "href",
      `tel:${site.phone.e164}`,
    );
    expect(screen.getByText(contact.phoneHours)).toBeInTheDocument();
  });

  it("leads with the link to book the consultation, before any other action", () => {
    renderInApp(<ContactSection words={words.contact} hours={contact} />);
    const section = screen.getByRole("region", { name: words.contact.heading });
    const [first] = within(section).getAllByRole("link");
    expect(first).toHaveAccessibleName(
      `${words.contact.bookCta} ${copies.en.common.navigation.opensInNewTab}`,
    );
    expect(first).toHaveAttribute("href", site.consultation.url);
    expect(first).toHaveAttribute("target", "_blank");
  });

  it("shows the office address", () => {
    renderInApp(<ContactSection words={words.contact} hours={contact} />);
    const address = screen.getByText(site.address.street).closest("address") as HTMLElement;
    expect(address).toHaveTextContent(site.address.locality);
    expect(address).toHaveTextContent(site.address.countryName);
  });

  it("lists the office hours as the content's schedule gives them", () => {
    renderInApp(<ContactSection words={words.contact} hours={contact} />);
    const [firstLine] = contact.schedule;
    const hours = screen.getByText(firstLine?.days ?? "").closest("dl") as HTMLElement;
    const lines = within(hours)
      .getAllByRole("term")
      .map((term) => ({ days: term.textContent, hours: term.nextElementSibling?.textContent }));
    expect(lines).toEqual(contact.schedule);
  });

  it("opens a WhatsApp chat with the company number and the prefilled text, as an outside link", () => {
    renderInApp(<ContactSection words={words.contact} hours={contact} />);
    const link = screen.getByRole("link", {
      name: `${words.contact.whatsAppCta} ${copies.en.common.navigation.opensInNewTab}`,
    });
    const url = new URL(link.getAttribute("href") ?? "");
    expect(url.origin + url.pathname).toBe(`https://wa.me/${site.whatsApp.number.slice(1)}`);
    expect(url.searchParams.get("text")).toBe(copies.en.common.site.whatsAppText);
  });

  it("shows no e-mail address while the site has none", () => {
    expect(site.email).toBeUndefined();
    renderInApp(<ContactSection words={words.contact} hours={contact} />);
    expect(screen.queryByText(words.contact.emailLabel, { exact: false })).not.toBeInTheDocument();
    expect(document.querySelector('a[href^="mailto:"]')).toBeNull();
  });

  it("shows the e-mail address as a mailto: link once the site has one", () => {
    const email = "hola@austral-analytics.example";
    renderInApp(<ContactSection words={words.contact} hours={contact} />, {
      withRoot: (root) => ({ ...root, site: { ...root.site, email } }),
    });
    const link = screen.getByRole("link", { name: email });
    expect(link).toHaveAttribute("href", `mailto:${email}`);
    expect(link.closest("p")).toHaveTextContent(`${words.contact.emailLabel} ${email}`);
  });

  it("copies the phone number in E.164 and confirms with a toast", async () => {
    const writeText = acceptingClipboard();
    renderInApp(<ContactSection words={words.contact} hours={contact} />);
    fireEvent.click(await screen.findByRole("button", { name: words.contact.copyPhoneLabel }));
    expect(await screen.findByText(words.contact.phoneCopied)).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledExactlyOnceWith(site.phone.e164);
  });

  it("copies the address on one line and confirms with a toast", async () => {
    const writeText = acceptingClipboard();
    renderInApp(<ContactSection words={words.contact} hours={contact} />);
    fireEvent.click(await screen.findByRole("button", { name: words.contact.copyAddressLabel }));
    expect(await screen.findByText(words.contact.addressCopied)).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledExactlyOnceWith(addressLine);
  });

  it("speaks Spanish under /es: the WhatsApp message and the copy confirmation", async () => {
    acceptingClipboard();
    renderInApp(<ContactSection words={spanish.words.contact} hours={spanish.contact} />, {
      path: "/es",
    });
    const { copyPhoneLabel, phoneCopied, whatsAppCta } = copies.es.home.contact;
    const whatsApp = screen.getByRole("link", { name: new RegExp(whatsAppCta) });
    expect(new URL(whatsApp.getAttribute("href") ?? "").searchParams.get("text")).toBe(
      copies.es.common.site.whatsAppText,
    );
    fireEvent.click(await screen.findByRole("button", { name: copyPhoneLabel }));
    expect(await screen.findByText(phoneCopied)).toBeInTheDocument();
  });

  it("says what to do when the clipboard refuses", async () => {
    installClipboard({
      writeText: () => Promise.reject(new DOMException("Denied", "NotAllowedError")),
    });
    renderInApp(<ContactSection words={words.contact} hours={contact} />);
    fireEvent.click(await screen.findByRole("button", { name: words.contact.copyPhoneLabel }));
    expect(await screen.findByText(words.contact.copyFailed)).toBeInTheDocument();
    expect(screen.queryByText(words.contact.phoneCopied)).not.toBeInTheDocument();
  });

  it("says what to do when there is no Clipboard API at all", async () => {
    installClipboard(undefined);
    renderInApp(<ContactSection words={words.contact} hours={contact} />);
    fireEvent.click(await screen.findByRole("button", { name: words.contact.copyAddressLabel }));
    expect(await screen.findByText(words.contact.copyFailed)).toBeInTheDocument();
  });
});
