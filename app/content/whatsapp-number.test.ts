import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { contentCopy } from "~/test/content-copy";
import { contentFolder, contentRoot, readContent } from "./content.server";
import { edit } from "./testing";
import { whatsAppNumberProblem } from "./whatsapp-number";

describe("whatsAppNumberProblem", () => {
  it("takes mobile numbers, and numbers a plan cannot tell from a landline", () => {
    expect(whatsAppNumberProblem("+5491155550100")).toBeUndefined(); // Buenos Aires mobile
    expect(whatsAppNumberProblem("+34612345678")).toBeUndefined(); // Spain, mobile
    expect(whatsAppNumberProblem("+5511987654321")).toBeUndefined(); // São Paulo, mobile
    expect(whatsAppNumberProblem("+14155550123")).toBeUndefined(); // US: fixed line or mobile
  });

  it("refuses an Argentine number without the mobile 9, saying how to write it", () => {
    expect(whatsAppNumberProblem("+541155550100")).toBe(
      "is a landline, not a mobile number: WhatsApp needs the mobile its account is on, and an Argentine mobile is written +54 9, then the area code and the number without the 15 (+54 9 11 …: here +5491155550100)",
    );
  });

  it("refuses a landline, a toll-free number and a number no plan has", () => {
    expect(whatsAppNumberProblem("+34912345678")).toMatch(/^is a landline, not a mobile number/);
    expect(whatsAppNumberProblem("+34900123456")).toMatch(/^is a toll-free number, not a mobile/);
    expect(whatsAppNumberProblem("+447700900123")).toMatch(
      /^is not a valid number for its country/,
    );
    expect(whatsAppNumberProblem("+999")).toBe("is not a phone number");
  });
});

describe("the content check's WhatsApp number", () => {
  it("takes the numbers the site ships with, the phone's and WhatsApp's", () => {
    const shipped = parse(
      readFileSync(path.join(contentRoot(), contentFolder, "site.yaml"), "utf8"),
    ) as { phone: { e164: string }; whatsApp: { number: string } };
    expect(whatsAppNumberProblem(shipped.whatsApp.number)).toBeUndefined();
    expect(whatsAppNumberProblem(shipped.phone.e164)).toBeUndefined();
    expect(readContent().site.whatsApp.number).toBe(shipped.whatsApp.number);
  });

  it("names site.yaml's field for an Argentine number without the 9", () => {
    const root = contentCopy();
    edit(root, "site.yaml", ["whatsApp", "number"], "+541155550100");
    expect(() => readContent(root)).toThrow(
      "app/content/site.yaml → whatsApp.number: is a landline, not a mobile number",
    );
  });
});
