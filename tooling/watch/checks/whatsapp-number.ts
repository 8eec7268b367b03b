import { parsePhoneNumberWithError } from "libphonenumber-js";
import { shown } from "../../../app/content/read-file.ts";
import { e164Schema, type SiteContent } from "../../../app/content/schema.ts";
import { whatsAppNumberProblem } from "../../../app/content/whatsapp-number.ts";
import { whatsAppUrl } from "../../../app/lib/links.ts";
import type { CheckResult, Finding } from "../findings.ts";

/** Where the WhatsApp number comes from, as the content check names it. */
export const whatsAppSource = `${shown("site.yaml")} → whatsApp.number`;

/**
 * Checks the WhatsApp number with the site's own rules: the content schema's E.164 form
 * (app/content/schema.ts `e164Schema`), a number possible for its country as libphonenumber-js
 * judges it (the rule app/content/site-facts.ts applies to the phone), a mobile number of its
 * country (app/content/whatsapp-number.ts, the content check's rule), and a number the site's
 * `wa.me` link builder accepts (app/lib/links.ts `whatsAppUrl`).
 *
 * @param site - the site's facts (./content-facts.ts).
 * @returns what was checked, and a failure naming `app/content/site.yaml → whatsApp.number`
 *   for each rule the number breaks.
 */
export function checkWhatsAppNumber(site: Pick<SiteContent, "whatsApp">): CheckResult {
  const { number } = site.whatsApp;
  const problems: string[] = [];
  const form = e164Schema.safeParse(number);
  if (!form.success) problems.push(form.error.issues[0]?.message ?? "is not an E.164 number");
  try {
    if (!parsePhoneNumberWithError(number).isPossible()) {
      problems.push("is not a possible phone number for its country");
    } else {
      const notMobile = whatsAppNumberProblem(number);
      if (notMobile) problems.push(notMobile);
    }
  } catch (error) {
    problems.push(`is not a phone number (${error instanceof Error ? error.message : error})`);
  }
  try {
    whatsAppUrl(number, "");
  } catch (error) {
    problems.push(error instanceof Error ? error.message : String(error));
  }
  const findings: Finding[] = problems.map((message) => ({
    severity: "failure",
    check: "whatsapp-number",
    element: `WhatsApp number ${number}`,
    source: whatsAppSource,
    message,
  }));
  return {
    checked: `WhatsApp number ${number}: ${problems.length === 0 ? "valid" : "invalid"}`,
    findings,
  };
}
