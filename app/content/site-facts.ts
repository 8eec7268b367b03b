import { z } from "zod";
import { parsePhoneNumberWithError } from "libphonenumber-js";
import { locales, type Locale } from "../i18n/locales.ts";
import { formatFigure } from "../lib/figures.ts";
import type { CaseStudy } from "./case-studies.ts";
import type { Figures } from "./figure-schemas.ts";
import { confirmedSchema } from "./launch-readiness.ts";
import { shown } from "./read-file.ts";
import { analyticsSchema, e164Schema, siteSchema, type SiteContent } from "./schema.ts";
import { whatsAppNumberProblem } from "./whatsapp-number.ts";

/**
 * The site's facts (app/content/site.yaml) as the pages get them, and the facts a text may
 * quote in braces.
 */

/**
 * The origin a build uses when `SITE_URL` is not set: fine for local builds and tests (the
 * build warns), refused by the deploy workflow.
 */
export const placeholderOrigin = "https://www.example.com";

/**
 * The WhatsApp number as site.yaml holds it: E.164, and a mobile number of its country
 * (app/content/whatsapp-number.ts).
 */
const whatsAppNumberSchema = e164Schema.superRefine((number, context) => {
  const problem = whatsAppNumberProblem(number);
  if (problem) context.addIssue({ code: "custom", message: problem });
});

/**
 * app/content/site.yaml as the file holds it: the phone as E.164 only, the WhatsApp number a
 * mobile one, no origin.
 */
export const siteFileSchema = siteSchema
  .omit({ url: true })
  .extend({
    phone: z
      .object({
        e164: e164Schema.meta({
          title: "Phone number (international form)",
          description:
            "+, country code and number without spaces, e.g. +5491155550123. The page shows it formatted and calls it when tapped.",
        }),
      })
      .meta({ title: "Phone" }),
    whatsApp: z
      .object({
        number: whatsAppNumberSchema.meta({
          title: "WhatsApp number (international form)",
          description:
            "+, country code and number without spaces: a mobile number (in Argentina +549, the area code and the number without 15, e.g. +5491155550123). The Chat on WhatsApp button opens a chat with it.",
        }),
      })
      .meta({ title: "WhatsApp" }),
    // An empty domain may also be left out (the editor leaves out an empty optional field).
    analytics: analyticsSchema.extend({ domain: analyticsSchema.shape.domain.default("") }).meta({
      title: "Visit counting",
      description:
        "Privacy-first counting of visits and contact clicks, without cookies (docs/analytics.md). Off while the domain is empty.",
    }),
    confirmed: confirmedSchema("site"),
  })
  .meta({ title: "Company facts (all languages)" });

/**
 * The site's facts from its file: `url` from `SITE_URL` (or {@link placeholderOrigin}), the
 * phone number written for display (libphonenumber-js, international format). The analytics
 * settings and the `confirmed:` list are the build's, not the pages'.
 *
 * @param problems - where an invalid `SITE_URL` or an impossible phone number is reported.
 */
export function siteFacts(file: z.output<typeof siteFileSchema>, problems: string[]): SiteContent {
  // The site schema leaves out what only the build reads (analytics, the `confirmed:` list).
  const facts = siteSchema.omit({ url: true, phone: true }).parse(file);
  const phone = parsePhoneNumberWithError(file.phone.e164);
  const site: SiteContent = {
    ...facts,
    url: process.env.SITE_URL || placeholderOrigin,
    phone: { e164: file.phone.e164, display: phone.formatInternational() },
  };
  const url = siteSchema.shape.url.safeParse(site.url);
  if (!url.success) {
    problems.push(`SITE_URL (${site.url}): ${url.error.issues[0]?.message ?? "invalid"}`);
  }
  if (!phone.isPossible()) {
    problems.push(
      `${shown("site.yaml")} → phone.e164: is not a possible phone number for its country`,
    );
  }
  return site;
}

/**
 * The facts a text of `locale` may quote: `{siteName}`, `{foundingYear}` (as text, so never
 * "2,025"), `{schedulingHost}` (the scheduling page's host name, `cal.com`) and every
 * figure's and result's id written in that locale (`{annualCostSavings}` → "$2.4M" or "US$ 2,4
 * millones"); and two counts as numbers, which a message writes in its language and may
 * choose plural forms by: `{consultationMinutes}` and `{caseStudyCount}`
 * (`{caseStudyCount, plural, one {# project} other {# projects}}`, app/lib/message.ts).
 *
 * @param notYet - the locale's words for a figure not reached yet.
 */
export function quotableFacts(
  locale: Locale,
  { site, figures, caseStudies }: { site: SiteContent; figures: Figures; caseStudies: CaseStudy[] },
  notYet: string,
): Record<string, string | number> {
  const style = locales[locale];
  const quoted = [
    ...figures.heroStats,
    ...figures.trackRecord,
    ...caseStudies.flatMap((study) => study.results),
  ];
  return {
    siteName: site.name,
    foundingYear: String(site.foundingYear),
    consultationMinutes: site.consultation.lengthMinutes,
    caseStudyCount: caseStudies.length,
    schedulingHost: new URL(site.consultation.url).hostname,
    ...Object.fromEntries(
      quoted.map(({ id, figure }) => [id, formatFigure(figure, style, notYet)]),
    ),
  };
}
