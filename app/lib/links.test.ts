import { describe, expect, it } from "vitest";
import { mailtoUrl, telUrl, whatsAppUrl } from "./links";

describe("telUrl", () => {
  it("builds an RFC 3966 tel: URI from an E.164 number", () => {
    expect(telUrl("+5491155550123")).toBe("tel:+5491155550123");
  });

  it("rejects numbers that are not E.164", () => {
    expect(() => telUrl("011 5555-0123")).toThrow("Not an E.164 number");
  });
});

describe("mailtoUrl", () => {
  it("builds an RFC 6068 mailto: URI from an address", () => {
    expect(mailtoUrl("hola@example.com")).toBe("mailto:hola@example.com");
  });
});

describe("whatsAppUrl", () => {
  it("keeps only the digits of the number and percent-encodes the text", () => {
    const url = whatsAppUrl("+54 9 11 5555-0123", "Hello, I would like to get in touch.");
    expect(url).toBe(
      "https://wa.me/5491155550123?text=Hello%2C%20I%20would%20like%20to%20get%20in%20touch.",
    );
    expect(new URL(url).searchParams.get("text")).toBe("Hello, I would like to get in touch.");
  });

  it("encodes characters that would break the query string", () => {
    expect(whatsAppUrl("+5491155550123", "a&b=c #1")).toBe(
      "https://wa.me/5491155550123?text=a%26b%3Dc%20%231",
    );
  });

  it("rejects a number with too few digits", () => {
    expect(() => whatsAppUrl("+54 11", "hi")).toThrow("Not a WhatsApp number");
  });
});
