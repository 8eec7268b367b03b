import { z } from "zod";
import { iconNames } from "~/assets/icon-names";

// No JIT: zod would otherwise probe `new Function()`, which the site's CSP forbids
// (script-src without 'unsafe-eval'; docs/decisions/006-content-security-policy.md).
z.config({ jitless: true });

/**
 * Zod schemas every content module must satisfy, and the types the modules are written in
 * (required fields are required, so a missing headline fails `tsc`). Values are checked by
 * {@link validateContent} before every build and in the unit tests: a bad value fails with a
 * message naming the field and the rule (docs/decisions/005-content-as-validated-data.md).
 */

const nonEmpty = z.string().trim().min(1, "must not be empty");

/** E.164 phone number: "+", country code, up to 15 digits in all (ITU-T E.164). */
export const e164Schema = z
  .string()
  .regex(/^\+[1-9]\d{7,14}$/, "must be an E.164 number such as +5491155550123");

/** An absolute https URL (no plain-http outbound links). */
export const httpsUrlSchema = z.url({
  protocol: /^https$/,
  error: "must be an absolute https:// URL",
});

/** 24-hour clock time "HH:MM". */
export const clockTimeSchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must be a 24-hour time HH:MM such as 09:00");

/** ISO 8601 weekday codes as schema.org uses them (Mo…Su). */
export const weekdaySchema = z.enum(["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"]);

export const iconNameSchema = z.enum(iconNames);

export const officeHoursSchema = z
  .array(
    z
      .object({
        days: z.array(weekdaySchema).min(1, "must list at least one day"),
        opens: clockTimeSchema,
        closes: clockTimeSchema,
      })
      .refine((rule) => rule.opens < rule.closes, {
        message: "opens must be earlier than closes",
        path: ["closes"],
      }),
  )
  .min(1, "must have at least one opening rule")
  .refine(
    (rules) => {
      const days = rules.flatMap((rule) => rule.days);
      return new Set(days).size === days.length;
    },
    { message: "a weekday must not appear in two rules" },
  );

export const siteSchema = z.object({
  url: httpsUrlSchema.refine((url) => !url.endsWith("/"), "must not end with a slash"),
  locale: z.string().regex(/^[a-z]{2}_[A-Z]{2}$/, "must be an Open Graph locale such as en_US"),
  themeColor: z.string().regex(/^#[0-9a-f]{6}$/i, "must be a #rrggbb colour"),
  areaServed: z.array(nonEmpty).min(1),
  name: nonEmpty,
  tagline: nonEmpty,
  description: nonEmpty,
  foundingYear: z.number().int().min(2000).max(2100),
  copyrightYear: z.number().int().min(2000).max(2100),
  yearsInBusinessClaim: nonEmpty,
  phone: z.object({ display: nonEmpty, e164: e164Schema }),
  whatsApp: z.object({
    number: e164Schema,
    prefilledText: nonEmpty,
  }),
  consultation: z.object({
    url: httpsUrlSchema,
    lengthMinutes: z.number().int().positive(),
  }),
  linkedInUrl: httpsUrlSchema,
  address: z.object({
    street: nonEmpty,
    locality: nonEmpty,
    region: nonEmpty,
    postalCode: nonEmpty,
    countryName: nonEmpty,
    countryCode: z.string().regex(/^[A-Z]{2}$/, "must be an ISO 3166-1 alpha-2 code such as AR"),
  }),
  timeZone: z.string().refine(
    (zone) => {
      try {
        new Intl.DateTimeFormat("en-US", { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    },
    { message: "must be an IANA time zone such as America/Argentina/Buenos_Aires" },
  ),
  timeZoneAbbreviation: nonEmpty,
  officeHours: officeHoursSchema,
});

export const statSchema = z.object({ value: nonEmpty, label: nonEmpty });

export const serviceSchema = z.object({
  icon: iconNameSchema,
  title: nonEmpty,
  description: nonEmpty,
  features: z.array(nonEmpty).length(3, "must list exactly three features"),
});

export const valueSchema = z.object({
  icon: iconNameSchema,
  title: nonEmpty,
  description: nonEmpty,
});

export const trackRecordItemSchema = z.object({ label: nonEmpty, value: nonEmpty });

export const caseStudySchema = z.object({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be a kebab-case id"),
  title: nonEmpty,
  client: nonEmpty,
  industry: nonEmpty,
  description: nonEmpty,
  results: z
    .array(z.object({ icon: iconNameSchema, label: nonEmpty, value: nonEmpty }))
    .min(1, "must list at least one result"),
  tags: z.array(nonEmpty).min(1, "must list at least one tag"),
  image: z.object({
    src: z
      .string()
      .regex(/^\/[\w/.-]+\.(svg|png|webp|avif|jpg)$/, "must be a root-relative image path"),
    alt: nonEmpty,
    widthPx: z.number().int().positive(),
    heightPx: z.number().int().positive(),
  }),
});

/**
 * Checks `data` against `schema` and returns it typed. Content modules export plain typed data
 * (so zod never reaches the browser); `scripts/check-content.ts` (before every build) and the
 * unit tests run every module through this with {@link contentModules}.
 *
 * @param name - the module's name, used in the error message (e.g. "site").
 * @throws Error listing every invalid field as `name.path: rule` when `data` does not match.
 */
export function validateContent<S extends z.ZodType>(
  name: string,
  schema: S,
  data: unknown,
): z.output<S> {
  const result = schema.safeParse(data);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `${[name, ...issue.path].join(".")}: ${issue.message}`,
    );
    throw new Error(`Invalid content in app/content/${name}.ts\n${problems.join("\n")}`);
  }
  return result.data;
}

/** The shape of `site` in app/content/site.ts. */
export type SiteContent = z.infer<typeof siteSchema>;

// app/content/stats.ts
export const heroStatsSchema = z.array(statSchema).length(3);

/** The shape of `heroStats` in app/content/stats.ts. */
export type HeroStatsContent = z.infer<typeof heroStatsSchema>;

// app/content/services.ts
export const servicesSectionSchema = z.object({
  eyebrow: z.string().min(1),
  heading: z.string().min(1),
  intro: z.string().min(1),
  ctaLabel: z.string().min(1),
  services: z.array(serviceSchema).length(6),
});

/** The shape of `servicesSection` in app/content/services.ts. */
export type ServicesSectionContent = z.infer<typeof servicesSectionSchema>;

// app/content/values.ts
export const valuesSchema = z.array(valueSchema).length(4);

/** The shape of `values` in app/content/values.ts. */
export type ValuesContent = z.infer<typeof valuesSchema>;

// app/content/track-record.ts
export const trackRecordSchema = z.object({
  heading: z.string().min(1),
  items: z.array(trackRecordItemSchema).length(4),
});

/** The shape of `trackRecord` in app/content/track-record.ts. */
export type TrackRecordContent = z.infer<typeof trackRecordSchema>;

// app/content/navigation.ts
const linkSchema = z.object({
  label: z.string().min(1),
  to: z
    .string()
    .regex(/^\/[\w/-]*(#[a-z-]+)?$/, "must be a root-relative path, optionally with #fragment"),
});
export const navigationSchema = z.object({
  primaryLabel: z.string().min(1),
  homeLabel: z.string().min(1),
  links: z.array(linkSchema).length(3),
  getStarted: linkSchema,
  caseStudies: linkSchema,
  menuLabel: z.string().min(1),
  openMenuLabel: z.string().min(1),
  closeMenuLabel: z.string().min(1),
  skipLinkLabel: z.string().min(1),
  notificationsLabel: z.string().min(1),
  dismissLabel: z.string().min(1),
});

/** The shape of `navigation` in app/content/navigation.ts. */
export type NavigationContent = z.infer<typeof navigationSchema>;

// app/content/home.ts
const text = z.string().trim().min(1, "must not be empty");
export const homeSchema = z.object({
  hero: z.object({
    badge: text,
    headline: text,
    headlineAccent: text,
    lead: text,
    primaryCta: text,
    secondaryCta: text,
    consultationNote: text,
    statsLabel: text,
  }),
  about: z.object({
    eyebrow: text,
    heading: text,
    paragraphs: z.array(text).min(1),
    ctaLabel: text,
  }),
  contact: z.object({
    eyebrow: text,
    heading: text,
    intro: text,
    phoneTitle: text,
    phoneHours: text,
    copyPhoneLabel: text,
    phoneCopied: text,
    officeTitle: text,
    copyAddressLabel: text,
    addressCopied: text,
    hoursTitle: text,
    closedLabel: text,
    messageTitle: text,
    messageText: text,
    whatsAppCta: text,
    copyFailed: text,
  }),
  footer: z.object({
    navigationLabel: text,
    rights: text,
    privacyPolicy: text,
    termsOfService: text,
    placeholderNote: text,
  }),
});

/** The shape of `home` in app/content/home.ts. */
export type HomeContent = z.infer<typeof homeSchema>;

// app/content/not-found.ts
export const notFoundSchema = z.object({
  code: z.string().min(1),
  heading: z.string().min(1),
  returnHome: z.string().min(1),
});

/** The shape of `notFound` in app/content/not-found.ts. */
export type NotFoundContent = z.infer<typeof notFoundSchema>;

// app/content/case-studies.ts
export const caseStudiesPageSchema = z.object({
  backToHome: z.string().min(1),
  eyebrow: z.string().min(1),
  heading: z.string().min(1),
  intro: z.string().min(1),
  clientLabel: z.string().min(1),
  resultsLabel: z.string().min(1),
  tagsLabel: z.string().min(1),
  cta: z.object({
    heading: z.string().min(1),
    text: z.string().min(1),
    label: z.string().min(1),
    to: z.literal("/#contact"),
  }),
  caseStudies: z.array(caseStudySchema).length(3),
});

/** The shape of `caseStudiesPage` in app/content/case-studies.ts. */
export type CaseStudiesPageContent = z.infer<typeof caseStudiesPageSchema>;

// app/content/page-meta.ts
const pageEntrySchema = z.object({
  path: z.string().regex(/^\/[a-z0-9-]*$/, "must be a root-relative path without trailing slash"),
  title: z
    .string()
    .min(10)
    .max(60, "must be at most 60 characters (search results cut longer titles)"),
  description: z
    .string()
    .min(50)
    .max(160, "must be at most 160 characters (search snippets cut longer ones)"),
  image: z.object({
    path: z.string().regex(/^\/og\/[a-z-]+\.png$/, "must be a generated preview under /og/"),
    alt: z.string().min(10),
    headline: z.string().min(5).max(80),
  }),
});
export const pageMetaSchema = z.object({
  home: pageEntrySchema,
  caseStudies: pageEntrySchema,
  notFound: pageEntrySchema,
});

/** The shape of `pageMeta` in app/content/page-meta.ts. */
export type PageMetaContent = z.infer<typeof pageMetaSchema>;

/** The site's content modules: file in app/content/, exported name, and schema. */
export const contentModules = [
  { file: "site", exportName: "site", schema: siteSchema },
  { file: "stats", exportName: "heroStats", schema: heroStatsSchema },
  { file: "services", exportName: "servicesSection", schema: servicesSectionSchema },
  { file: "values", exportName: "values", schema: valuesSchema },
  { file: "track-record", exportName: "trackRecord", schema: trackRecordSchema },
  { file: "navigation", exportName: "navigation", schema: navigationSchema },
  { file: "home", exportName: "home", schema: homeSchema },
  { file: "not-found", exportName: "notFound", schema: notFoundSchema },
  { file: "case-studies", exportName: "caseStudiesPage", schema: caseStudiesPageSchema },
  { file: "page-meta", exportName: "pageMeta", schema: pageMetaSchema },
] as const;
