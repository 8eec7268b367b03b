import { z } from "zod";
import { iconNames } from "~/components/ui/icon-names";

// No JIT: zod would otherwise probe `new Function()`, which the site's CSP forbids
// (script-src without 'unsafe-eval'; docs/decisions/006-content-security-policy.md).
z.config({ jitless: true });

/**
 * Zod schemas every content module must satisfy. Each module parses its data through
 * {@link defineContent} when it is imported, so a bad value fails the build (prerender
 * imports every module) and the unit tests, with a message naming the field and the rule.
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
 * Parses `data` with `schema` and returns it typed.
 *
 * @param name - the module's name, used in the error message (e.g. "site").
 * @throws Error listing every invalid field as `name.path: rule` when `data` does not match.
 */
export function defineContent<S extends z.ZodType>(
  name: string,
  schema: S,
  data: z.input<S>,
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
