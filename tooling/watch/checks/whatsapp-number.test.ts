import { describe, expect, it } from "vitest";
import { checkWhatsAppNumber, whatsAppSource } from "./whatsapp-number.ts";

describe("the WhatsApp number's check", () => {
  it("passes an Argentine mobile number in E.164 form", () => {
    expect(checkWhatsAppNumber({ whatsApp: { number: "+5491155550123" } }).findings).toEqual([]);
  });

  it("fails a number that is not in E.164 form, naming site.yaml's field", () => {
    const { findings } = checkWhatsAppNumber({ whatsApp: { number: "11 5555-0123" } });

    expect(findings.length).toBeGreaterThan(0);
    expect(findings[0]).toMatchObject({
      severity: "failure",
      check: "whatsapp-number",
      source: "app/content/site.yaml → whatsApp.number",
    });
    expect(whatsAppSource).toBe("app/content/site.yaml → whatsApp.number");
  });

  it("fails an E.164-shaped number too short for its country", () => {
    const { findings } = checkWhatsAppNumber({ whatsApp: { number: "+541112345" } });
    expect(findings.map((finding) => finding.message)).toContain(
      "is not a possible phone number for its country",
    );
  });

  it("fails an Argentine landline, the number without the mobile 9", () => {
    const { findings } = checkWhatsAppNumber({ whatsApp: { number: "+541155550100" } });
    expect(findings.map((finding) => finding.message)).toEqual([
      expect.stringContaining("is a landline, not a mobile number"),
    ]);
  });
});
