import { ContentError, contentRoot, placeholderOrigin } from "../../app/content/content.server.ts";
import { readCheckedContent } from "../../app/content/image-decoding.ts";
import { editorAuthOrigin } from "../../app/content/editor-config.ts";
import { fieldLabelPath } from "../../app/content/field-labels.ts";
import {
  confirmedWords,
  launchPlaceholders,
  type Placeholder,
} from "../../app/content/launch-readiness.ts";
import { analyticsSchema } from "../../app/content/schema.ts";
import { productionBuild } from "./production-build.ts";
import { writeStopSummary } from "./step-summary.ts";

/**
 * The content check before every build: reads the YAML files of `app/content/` and checks
 * them (app/content/content.server.ts), then decodes every raster image they name with the
 * build's encoder (app/content/image-decoding.ts). A bad edit fails with the file and the field
 * in the owner's words, e.g. `app/content/es/home.yaml → hero.badge: must not be empty`, and
 * every problem is listed at once. A reference to a case study or a person the content does not
 * have (deleted in the editor, or misspelt by hand) is no problem: the content leaves it out,
 * and this prints a warning for each, labelled as problems are (`Content.warnings`).
 *
 * Launch readiness: every value still as the site shipped it in a field that needs the owner's
 * truth, and not confirmed by her, is listed (app/content/launch-readiness.ts). A production build (on Netlify or Cloudflare Pages, through
 * `npm run build:production`, or with `SITE_URL` set: tooling/build-steps/production-build.ts) fails
 * while any is left, and fails without `SITE_URL` or without `GITHUB_REPOSITORY` (the repository
 * its editor commits to); a local build warns about placeholders and `SITE_URL`, since
 * canonical, Open Graph, JSON-LD and sitemap URLs then point at the placeholder origin.
 *
 * Flags: `--production` marks the build as a production build (`npm run build:production`).
 * Exits with status 1 when the content is invalid, when `EDITOR_AUTH_URL` is set but is not an
 * https: origin (app/content/editor-config.ts), or when a production build has no
 * `SITE_URL`, no `GITHUB_REPOSITORY` or has placeholders left; on GitHub Actions it then also
 * writes the reason, in the owner's words, to the run's summary (`GITHUB_STEP_SUMMARY`,
 * tooling/build-steps/step-summary.ts).
 */
let checked: Awaited<ReturnType<typeof readCheckedContent>>;
try {
  checked = await readCheckedContent(contentRoot());
} catch (error) {
  console.error(String(error));
  writeStopSummary("The content has a problem", [String(error)]);
  process.exit(1);
}
const { content, problems } = checked;
if (!content) {
  // The error names each field by its labels in the editor too.
  const error = new ContentError(problems);
  console.error(error.message);
  writeStopSummary("The content has a problem", error.problems);
  process.exit(1);
}
const { site, caseStudies, analytics } = content;
let placeholders: Placeholder[];
try {
  placeholders = launchPlaceholders();
} catch (error) {
  const problem = error instanceof Error ? error.message : String(error);
  console.error(problem);
  writeStopSummary("The content has a problem", [problem]);
  process.exit(1);
}
const confirmedLabel = confirmedWords.title;

// The analytics settings as this build resolves them: site.yaml's `analytics`, overridden by
// ANALYTICS_DOMAIN and ANALYTICS_ENDPOINT (app/lib/analytics-settings.ts).
const resolved = analyticsSchema.safeParse({
  domain: process.env.ANALYTICS_DOMAIN?.trim() || analytics.domain,
  endpoint: process.env.ANALYTICS_ENDPOINT?.trim() || analytics.endpoint,
});
if (!resolved.success) {
  const problems = resolved.error.issues.map(
    (issue) =>
      `app/content/site.yaml → analytics.${issue.path.join(".")} (or ANALYTICS_${String(issue.path[0]).toUpperCase()}): ${issue.message}`,
  );
  for (const problem of problems) console.error(problem);
  writeStopSummary("The content has a problem", problems);
  process.exit(1);
}
console.warn(
  `Content valid: site, figures, ${caseStudies.length} case studies and every locale in app/content/`,
);
if (content.warnings.length > 0) {
  console.warn(
    `Warning: the content names case studies or people it does not have (${content.warnings.length}); each is left out, and the build goes on:\n${content.warnings.map((warning) => `  ${warning}`).join("\n")}`,
  );
}

const build = productionBuild(process.env, {
  isProductionCommand: process.argv.includes("--production"),
  placeholderOrigin,
});
if (build.problem) {
  for (const problem of build.problem.split("\n")) console.error(`Not ready to launch: ${problem}`);
  writeStopSummary("The build's settings are missing", build.problem.split("\n"));
  process.exit(1);
}
// The editor's sign-in helper, written into /admin/config.yml by the build's editor step.
try {
  editorAuthOrigin(process.env.EDITOR_AUTH_URL);
} catch (error) {
  const problem = error instanceof Error ? error.message : String(error);
  console.error(problem);
  writeStopSummary("A build setting is wrong", [problem]);
  process.exit(1);
}
const production = build.isProduction;
/** A placeholder's field as the editor shows it, then its file and field. */
const where = ({ file, field }: Placeholder) =>
  `${fieldLabelPath(file, field) ?? file} — ${file} → ${field}`;
if (placeholders.length > 0) {
  const list = placeholders
    .map((placeholder) => {
      const { advice } = placeholder;
      return `  ${where(placeholder)}${advice ? ` (${advice})` : ""}`;
    })
    .join("\n");
  const how = `Change each value in the editor; where the value the site shipped with is true, tick it under "${confirmedLabel}" in the same form instead (the file's \`confirmed:\` list; a list of figures is confirmed as a whole).`;
  if (production) {
    console.error(
      `Not ready to launch: ${placeholders.length} placeholder values are still in the content.\n${list}\n${how}`,
    );
    // A figure of a list is named with its id, `heroStats (satisfaction)`: ticking the list
    // confirms each of its figures.
    writeStopSummary(
      "The content still has placeholder values",
      placeholders.map((placeholder) =>
        placeholder.advice
          ? `${placeholder.file}: ${placeholder.advice}`
          : `${where(placeholder)}: still holds the value the site shipped with; change it, or tick it under “${confirmedLabel}” if it is true${placeholder.field.includes(" (") ? " (which confirms the whole list)" : ""}`,
      ),
    );
    process.exit(1);
  }
  console.warn(
    `Warning: ${placeholders.length} placeholder values are still in the content (a production build refuses them):\n${list}\n${how}`,
  );
}
if (site.url === placeholderOrigin) {
  console.warn(
    `Warning: SITE_URL is not set, so every canonical and preview URL points at ${placeholderOrigin}. Set it for a production build: SITE_URL=https://www.your-domain.com npm run build:production`,
  );
}
