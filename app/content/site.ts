import type { AnalyticsContent, SiteContent } from "./schema";

/**
 * The company's identity, contact values and office hours, the same in every language: the
 * one place to change them. What the pages say about them is in each locale's copy
 * (app/content/copy/).
 *
 * PLACEHOLDER values (the spec does not give them; replace before launch):
 * `phone`, `whatsApp.number`, `consultation.url`, `linkedInUrl`, `address.street`,
 * `address.postalCode`. Everything else follows the product spec (sections 1, 2, 7, 9).
 */
/**
 * The origin a build uses when `SITE_URL` is not set: fine for local builds and tests (the
 * build warns), refused by the deploy workflow.
 */
export const placeholderOrigin = "https://www.example.com";

export const site: SiteContent = {
  // The production origin, no trailing slash, from SITE_URL at build time
  // (e.g. SITE_URL=https://www.austral-analytics.com npm run build).
  url: import.meta.env?.SITE_URL || placeholderOrigin,
  themeColor: "#0f766e",
  name: "Austral Analytics",
  foundingYear: 2025,
  copyrightYear: 2025,
  // PLACEHOLDER: a Buenos Aires mobile number (+54 9 11 …), shown as written here.
  phone: { display: "+54 9 11 5555-0123", e164: "+5491155550123" },
  // PLACEHOLDER: WhatsApp uses the same mobile number.
  whatsApp: { number: "+5491155550123" },
  consultation: {
    // PLACEHOLDER: the scheduling page for the 45-minute consultation.
    url: "https://cal.com/austral-analytics/consultation-45-min",
    lengthMinutes: 45,
  },
  // PLACEHOLDER: the company page on LinkedIn.
  linkedInUrl: "https://www.linkedin.com/company/austral-analytics",
  address: {
    // PLACEHOLDER: street and postal code.
    street: "Av. Corrientes 1234, piso 8",
    locality: "Buenos Aires",
    region: "Ciudad Autónoma de Buenos Aires",
    postalCode: "C1043",
    countryName: "Argentina",
    countryCode: "AR",
  },
  timeZone: "America/Argentina/Buenos_Aires",
  timeZoneAbbreviation: "ART",
  // Spec section 2: Monday-Friday 9:00 AM-6:00 PM, Saturday 10:00 AM-2:00 PM, Sunday closed.
  officeHours: [
    { days: ["Mo", "Tu", "We", "Th", "Fr"], opens: "09:00", closes: "18:00" },
    { days: ["Sa"], opens: "10:00", closes: "14:00" },
  ],
};

/** The validated shape of {@link site}. */
export type Site = typeof site;

/**
 * Privacy-first counting of visits and calls to action with Plausible (docs/analytics.md).
 * Off while `domain` is empty: the build then holds no tracker code and its CSP is unchanged.
 * At build time `ANALYTICS_DOMAIN` and `ANALYTICS_ENDPOINT` override these values, e.g.
 * `ANALYTICS_DOMAIN=www.austral-analytics.com ANALYTICS_ENDPOINT=/api/event npm run build`.
 */
export const analytics: AnalyticsContent = {
  // The site's domain as registered in Plausible, e.g. "www.austral-analytics.com"; "" = off.
  domain: "",
  // Plausible's events API: https://plausible.io/api/event, your Community Edition's
  // https://<host>/api/event, or "/api/event" when the host proxies it (deploy/).
  endpoint: "https://plausible.io/api/event",
};
