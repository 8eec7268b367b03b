/**
 * When a build is a production build, and what a production build requires of `SITE_URL`.
 *
 * A production build is one that is published: every canonical, Open Graph, JSON-LD and sitemap
 * URL is made from `SITE_URL`, so a production build without it (or with the placeholder origin)
 * would publish links to `https://www.example.com`. A build is a production build when:
 *
 * - it runs on Netlify's build service, which sets `NETLIFY=true` in every build
 *   (https://docs.netlify.com/configure-builds/environment-variables/, "Read-only variables");
 * - it runs on Cloudflare Pages' build service, which sets `CF_PAGES=1` in every build
 *   (https://developers.cloudflare.com/pages/configuration/build-configuration/#environment-variables);
 * - it is `npm run build:production`, the command of the nginx recipe and of the GitHub Pages
 *   workflow. GitHub Actions sets `GITHUB_ACTIONS=true` in every job, the test job included,
 *   whose `npm test` builds a local site on purpose, so the workflow names the production
 *   build by its command instead;
 * - `SITE_URL` is set, whatever the command or host.
 *
 * A local `npm run build` without `SITE_URL` is none of these: it builds with the placeholder
 * origin and warns.
 *
 * A production build also ships the content editor at `/admin/`, which commits each save to the
 * GitHub repository `GITHUB_REPOSITORY` names (`owner/name`); without it the editor could not
 * sign in anywhere, so a production build without it stops too
 * (docs/decisions/049-production-editor-needs-its-repository.md).
 */

/** The environment variables the rule reads. */
export interface BuildEnvironment {
  SITE_URL?: string;
  GITHUB_REPOSITORY?: string;
  NETLIFY?: string;
  CF_PAGES?: string;
}

/** What the rule decides for one build. */
export interface ProductionBuild {
  /** Whether the build is a production build (placeholders in the content are refused). */
  isProduction: boolean;
  /**
   * Why the build stops, in the owner's words: on a production build, `SITE_URL` is missing or
   * still the placeholder origin, or `GITHUB_REPOSITORY` is missing or not `owner/name`; each
   * with where to set it, one a line. `null` when it may go on.
   */
  problem: string | null;
}

/** Where each production build takes `SITE_URL` from, as its owner would set it. */
const whereToSet = {
  netlify:
    "Set SITE_URL in Netlify's site configuration → Environment variables (scope Builds), then deploy again.",
  cloudflare:
    "Set SITE_URL in the Cloudflare Pages project's Settings → Variables and Secrets (for Production and Preview), then deploy again.",
  command:
    "Give it the site's origin: SITE_URL=https://www.your-domain.com npm run build:production (the GitHub Pages workflow takes it from the repository variable SITE_URL).",
} as const;

/** Where each production build takes `GITHUB_REPOSITORY` from. */
const whereToSetRepository = {
  netlify:
    "Set GITHUB_REPOSITORY (owner/name, e.g. austral/site) in Netlify's site configuration → Environment variables (scope Builds), then deploy again.",
  cloudflare:
    "Set GITHUB_REPOSITORY (owner/name, e.g. austral/site) in the Cloudflare Pages project's Settings → Variables and Secrets, then deploy again.",
  command:
    "Name it: GITHUB_REPOSITORY=owner/name npm run build:production (GitHub Actions sets it by itself).",
} as const;

/** How the rule names a build that only `SITE_URL` makes a production build. */
const bySiteUrl = "a build with SITE_URL set";

/** A GitHub repository as `owner/name`. */
const repositoryForm = /^[A-Za-z0-9-]+\/[A-Za-z0-9._-]+$/;

/**
 * Decides whether a build is a production build and whether it may go on.
 *
 * @param env - the build's environment (`process.env`).
 * @param options.isProductionCommand - whether the build was started as
 *   `npm run build:production` (the content check's `--production` flag).
 * @param options.placeholderOrigin - the origin a build uses without `SITE_URL`; a production
 *   build that names it is refused as if `SITE_URL` were missing.
 * @returns `isProduction` and, when a production build has no real origin or no repository
 *   for its editor, the `problem`: one line per missing value, naming the host and where to
 *   set it there. Never throws.
 */
export function productionBuild(
  env: BuildEnvironment,
  options: { isProductionCommand: boolean; placeholderOrigin: string },
): ProductionBuild {
  const siteUrl = env.SITE_URL?.trim() ?? "";
  const host =
    env.NETLIFY === "true"
      ? { name: "Netlify's build (NETLIFY=true)", key: "netlify" as const }
      : env.CF_PAGES === "1"
        ? { name: "Cloudflare Pages' build (CF_PAGES=1)", key: "cloudflare" as const }
        : options.isProductionCommand
          ? { name: "npm run build:production", key: "command" as const }
          : siteUrl !== ""
            ? { name: bySiteUrl, key: "command" as const }
            : null;
  if (!host) return { isProduction: false, problem: null };
  const problems: string[] = [];
  const isOriginMissing =
    siteUrl === "" || siteUrl.replace(/\/+$/, "") === options.placeholderOrigin;
  // A build made a production build by SITE_URL alone has the origin it was given.
  if (isOriginMissing && host.name !== bySiteUrl) {
    const found = siteUrl === "" ? "SITE_URL is not set" : `SITE_URL is ${siteUrl}`;
    problems.push(
      `${found}, and ${host.name} is a production build: its canonical, Open Graph, JSON-LD and sitemap URLs need the site's own origin (https://www.your-domain.com). ${whereToSet[host.key]}`,
    );
  }
  const repository = env.GITHUB_REPOSITORY?.trim() ?? "";
  if (!repositoryForm.test(repository)) {
    const found =
      repository === "" ? "GITHUB_REPOSITORY is not set" : `GITHUB_REPOSITORY is ${repository}`;
    problems.push(
      `${found}, and ${host.name} is a production build: the content editor at /admin/ commits each save to the GitHub repository it names (owner/name), so without it the editor could not sign in. ${whereToSetRepository[host.key]}`,
    );
  }
  return { isProduction: true, problem: problems.length > 0 ? problems.join("\n") : null };
}
