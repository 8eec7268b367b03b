/**
 * Builders for outbound links: the only place the app makes `tel:`, `mailto:` and WhatsApp URLs.
 */

/**
 * A `tel:` URI for a phone number (RFC 3966), e.g. `tel:+5491155550123`.
 *
 * @param e164 - the number in E.164 form, "+" and digits only.
 * @throws Error when `e164` is not E.164.
 */
export function telUrl(e164: string): string {
  if (!/^\+[1-9]\d{7,14}$/.test(e164)) throw new Error(`Not an E.164 number: ${e164}`);
  return `tel:${e164}`;
}

/**
 * A `mailto:` URI for an e-mail address (RFC 6068), e.g. `mailto:hola@example.com`.
 *
 * @param email - an address the content check accepted (`email` of app/content/site.yaml).
 */
export function mailtoUrl(email: string): string {
  return `mailto:${email}`;
}

/**
 * A WhatsApp click-to-chat URL, `https://wa.me/<digits>?text=<encoded text>`. WhatsApp takes
 * the international number as digits only (no "+", spaces or dashes); an Argentine mobile is
 * 54 9 + area code + number.
 *
 * @param phone - the number in any written form; every non-digit is dropped.
 * @param text - the prefilled message, percent-encoded with `encodeURIComponent`.
 * @throws Error when `phone` has fewer than 8 digits.
 */
export function whatsAppUrl(phone: string, text: string): string {
  const digits = phone.replace(/\D/g, "");
  if (digits.length < 8) throw new Error(`Not a WhatsApp number: ${phone}`);
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}
