import { parsePhoneNumber, type NumberType, type PhoneNumberType } from "libphonenumber-js/max";

/**
 * The rule a WhatsApp number follows besides its E.164 form: it must be a mobile number in its
 * country's numbering plan, as libphonenumber-js judges it with its full metadata (`/max`, the
 * per-type number patterns of Google's libphonenumber). `wa.me/<digits>` opens a chat with the
 * account registered on exactly those digits, and an Argentine mobile is dialled from abroad
 * as +54 9 and the area code, without the 15 (Argentina's ENACOM numbering plan), so
 * `+541155550100` names a Buenos Aires landline that no WhatsApp account has, while
 * `+5491155550100` is the mobile. Build-time only: the content check and the live site's watch
 * import it; the pages get the number as text, and the metadata (about 150 KB) never reaches a
 * browser.
 */

/**
 * The number types taken: a mobile, or a number the plan cannot tell from a fixed line (the
 * United States and Canada, Mexico since 2019).
 */
const mobileTypes: ReadonlySet<NumberType> = new Set<NumberType>([
  "MOBILE",
  "FIXED_LINE_OR_MOBILE",
]);

/** How libphonenumber-js's number types read to the owner. */
const typeNames: Partial<Record<PhoneNumberType, string>> = {
  FIXED_LINE: "a landline",
  TOLL_FREE: "a toll-free number",
  PREMIUM_RATE: "a premium-rate number",
  SHARED_COST: "a shared-cost number",
  VOIP: "an internet (VoIP) number",
  PERSONAL_NUMBER: "a personal number",
  PAGER: "a pager number",
  UAN: "a company's single number",
  VOICEMAIL: "a voicemail number",
};

/**
 * Whether a WhatsApp number is a mobile number of its country, and if not, why, in the owner's
 * words.
 *
 * @param e164 - the number in E.164 form (`+5491155550123`), as the content schema takes it.
 * @returns `undefined` for a mobile number ({@link mobileTypes}); otherwise what is wrong, with
 *   Argentina's 9 spelled out when the number is an Argentine one written without it.
 */
export function whatsAppNumberProblem(e164: string): string | undefined {
  let type: NumberType;
  let country: string | undefined;
  try {
    const number = parsePhoneNumber(e164);
    type = number.getType();
    country = number.country;
  } catch {
    return "is not a phone number";
  }
  if (type && mobileTypes.has(type)) return undefined;
  const what = (type && typeNames[type]) ?? "not a valid number for its country";
  if (country === "AR" && !e164.startsWith("+549")) {
    const withNine = `+549${e164.slice("+54".length)}`;
    const isMobileWithNine = whatsAppNumberProblem(withNine) === undefined;
    return `is ${what}, not a mobile number: WhatsApp needs the mobile its account is on, and an Argentine mobile is written +54 9, then the area code and the number without the 15 (+54 9 11 …${isMobileWithNine ? `: here ${withNine}` : ""})`;
  }
  return `is ${what}, not a mobile number: WhatsApp needs the mobile its account is on, written in international form (+, the country code and the number)`;
}
