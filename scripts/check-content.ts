import type * as Schema from "../app/content/schema.ts";
import type * as Site from "../app/content/site.ts";
import { localeIds } from "../app/i18n/locales.ts";
import { loadAppModule } from "./load-app-module.ts";

/**
 * Validates the content of `app/content/` against its zod schemas (app/content/schema.ts):
 * `site.ts` (its `analytics` with the build's `ANALYTICS_*` overrides) and each locale's copy, `copy/<locale>/index.ts` for every locale of
 * app/i18n/locales.ts. Imports them through Vite's module runner, so the `~/` alias and
 * `import.meta.env` work. A bad value fails with its field and rule, e.g.
 * `site.phone.e164: must be an E.164 number such as +5491155550123` or
 * `copy/es.home.hero.badge: must not be empty`.
 *
 * Runs before `react-router build` (content is not validated in the browser: zod stays out of
 * the bundle). Exits with status 1 and prints every problem when any module is invalid.
 * Warns when `SITE_URL` is unset, so canonical, Open Graph, JSON-LD and sitemap URLs point at
 * the placeholder origin (the deploy workflow refuses that).
 */
const { analyticsSchema, copySchema, siteSchema, validateContent } =
  await loadAppModule<typeof Schema>("content/schema.ts");

const modules = [
  { name: "site", source: "site", exportName: "site", schema: siteSchema },
  ...localeIds.map((locale) => ({
    name: `copy/${locale}`,
    source: `copy/${locale}/index`,
    exportName: "copy",
    schema: copySchema,
  })),
];
const problems: string[] = [];
for (const { name, source, exportName, schema } of modules) {
  try {
    const module = await loadAppModule<Record<string, unknown>>(`content/${source}.ts`);
    validateContent(name, schema, module[exportName]);
  } catch (error) {
    problems.push(error instanceof Error ? error.message : String(error));
  }
}
// The analytics settings as this build resolves them: site.ts's `analytics`, overridden by
// ANALYTICS_DOMAIN and ANALYTICS_ENDPOINT (app/lib/analytics-settings.ts).
try {
  const { analytics } = await loadAppModule<typeof Site>("content/site.ts");
  validateContent("site", analyticsSchema, {
    domain: process.env.ANALYTICS_DOMAIN?.trim() || analytics.domain,
    endpoint: process.env.ANALYTICS_ENDPOINT?.trim() || analytics.endpoint,
  });
} catch (error) {
  problems.push(
    `${error instanceof Error ? error.message : String(error)} (analytics, or ANALYTICS_DOMAIN / ANALYTICS_ENDPOINT)`,
  );
}
if (problems.length > 0) {
  console.error(problems.join("\n"));
  process.exit(1);
}
console.warn(`Content valid: site and ${localeIds.length} locales in app/content/`);

const { site, placeholderOrigin } = await loadAppModule<typeof Site>("content/site.ts");
if (site.url === placeholderOrigin) {
  console.warn(
    `Warning: SITE_URL is not set, so every canonical and preview URL points at ${placeholderOrigin}. Set it for a production build: SITE_URL=https://your-domain npm run build`,
  );
}
