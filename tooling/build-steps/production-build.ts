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
 */

/** The environment variables the rule reads. */
export interface BuildEnvironment {
  SITE_URL?: string;
  NETLIFY?: string;
  CF_PAGES?: string;
}

/** What the rule decides for one build. */
export interface ProductionBuild {
  /** Whether the build is a production build (placeholders in the content are refused). */
  isProduction: boolean;
  /**
   * Why the build stops, in the owner's words: `SITE_URL` is missing or still the placeholder
   * origin on a production build, with where to set it. `null` when it may go on.
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

/**
 * Decides whether a build is a production build and whether it may go on.
 *
 * @param env - the build's environment (`process.env`).
 * @param options.isProductionCommand - whether the build was started as
 *   `npm run build:production` (the content check's `--production` flag).
 * @param options.placeholderOrigin - the origin a build uses without `SITE_URL`; a production
 *   build that names it is refused as if `SITE_URL` were missing.
 * @returns `isProduction` and, when a production build has no real origin, the `problem`
 *   naming the host and where to set `SITE_URL` there. Never throws.
 */
export function productionBuild(
  env: BuildEnvironment,
  options: { isProductionCommand: boolean; placeholderOrigin: string },
): ProductionBuild {
  const siteUrl = env.SITE_URL?.trim() ?? "";
  const host =
    env.NETLIFY === "true"
      ? { name: "Netlify's build (NETLIFY=true)", where: whereToSet.netlify }
      : env.CF_PAGES === "1"
        ? { name: "Cloudflare Pages' build (CF_PAGES=1)", where: whereToSet.cloudflare }
        : options.isProductionCommand
          ? { name: "npm run build:production", where: whereToSet.command }
          : null;
  if (!host) return { isProduction: siteUrl !== "", problem: null };
  if (siteUrl === "" || siteUrl.replace(/\/+$/, "") === options.placeholderOrigin) {
    const found = siteUrl === "" ? "SITE_URL is not set" : `SITE_URL is ${siteUrl}`;
    return {
      isProduction: true,
      problem: `${found}, and ${host.name} is a production build: its canonical, Open Graph, JSON-LD and sitemap URLs need the site's own origin (https://www.your-domain.com). ${host.where}`,
    };
  }
  return { isProduction: true, problem: null };
}
