import { ContentError } from "../../app/content/content.server.ts";
import { defaultLocale } from "../../app/i18n/locales.ts";
import { problemParts } from "../build-steps/step-summary.ts";
import { checkCertificate } from "./checks/certificate.ts";
import { readSiteFacts } from "./checks/content-facts.ts";
import { formatCounts, formatFinding, hasFailures, type CheckResult } from "./findings.ts";
import { gitHubTargetFromEnv, reportToGitHub } from "./issue/github-issue.ts";
import { checkContentLinks, viaOrigin } from "./checks/outbound-links.ts";
import { runSiteAudit } from "./checks/site-audit.ts";
import { checkWhatsAppNumber } from "./checks/whatsapp-number.ts";

/**
 * `npm run watch:site [-- <base URL>] [--no-browser]`: checks the live site and tells the
 * owner (docs/deploying.md, "After launch: the site is watched"). Run by
 * .github/workflows/watch.yml every 6 hours and after each deploy.
 *
 * 1. The site audit (tooling/audit/audit-site.ts: every page, its headers and elements),
 *    with `--no-browser` passed on when given.
 * 2. What only the live site has: its TLS certificate's days left (./certificate.ts), the
 *    outbound links of app/content/site.yaml (./outbound-links.ts) and the WhatsApp number's
 *    form (./whatsapp-number.ts), read through the build's own content reader
 *    (`CONTENT_ROOT`, else the current directory).
 * 3. With `GITHUB_TOKEN` and `GITHUB_REPOSITORY` set: one issue labelled `site-watch`, opened or
 *    updated on failure, closed once all passes (./github-issue.ts), in the site's default
 *    language. Without them it only prints.
 *
 * The base URL is the first argument, else `SITE_URL`. Prints one line per check and per
 * finding, then the counts. Exit code: 1 when anything failed (warnings and notes do not
 * count) or the report to GitHub failed, 2 without a usable base URL, else 0.
 *
 * For tests: `WATCH_AUDIT_COMMAND` replaces the audit's command (./site-audit.ts), and
 * `WATCH_LINKS_ORIGIN` (e.g. `http://127.0.0.1:4100`) sends every outbound-link request to
 * that origin, same path and query, the link's host in `X-Forwarded-Host` (./outbound-links.ts
 * `viaOrigin`).
 */

const args = process.argv.slice(2);
const noBrowser = args.includes("--no-browser");
const target = args.find((arg) => !arg.startsWith("--")) ?? process.env.SITE_URL?.trim();
let siteUrl: URL;
try {
  if (!target) throw new Error("no base URL: pass one, or set SITE_URL");
  siteUrl = new URL(target);
  if (siteUrl.protocol !== "https:" && siteUrl.protocol !== "http:") {
    throw new Error(`${target} is not an http(s) URL`);
  }
} catch (error) {
  console.error(`watch-site: ${error instanceof Error ? error.message : String(error)}`);
  console.error("usage: node tooling/watch/watch-site.ts [base URL] [--no-browser]");
  process.exit(2);
}
const baseUrl = siteUrl.href.replace(/\/$/, "");
const now = new Date();
const print = (line: string) => process.stdout.write(`${line}\n`);

/** The content's checks: its outbound links and WhatsApp number, or its problems if invalid. */
async function checkContent(): Promise<CheckResult[]> {
  let site: ReturnType<typeof readSiteFacts>;
  try {
    site = readSiteFacts();
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    return [
      {
        checked: "content of app/content/: invalid",
        findings: error.problems.map((problem) => {
          const { file, field, what } = problemParts(problem);
          return {
            severity: "failure",
            check: "content",
            message: what,
            ...(file ? { source: field ? `${file} → ${field}` : file } : {}),
          };
        }),
      },
    ];
  }
  const linksOrigin = process.env.WATCH_LINKS_ORIGIN?.trim();
  const links = await checkContentLinks(site, linksOrigin ? viaOrigin(linksOrigin) : fetch);
  return [...links, checkWhatsAppNumber(site)];
}

print(`Watching ${baseUrl} (${now.toISOString()})${noBrowser ? ", without a browser" : ""}`);
const results = (
  await Promise.all([
    runSiteAudit(baseUrl, { noBrowser }).then((result) => [result]),
    checkCertificate(siteUrl, now).then((result) => [result]),
    checkContent(),
  ])
).flat();
for (const { checked } of results) print(`  checked: ${checked}`);
const findings = results.flatMap((result) => result.findings);
for (const finding of findings) print(formatFinding(finding));
print(formatCounts(findings));

let exitCode = hasFailures(findings) ? 1 : 0;
const gitHub = gitHubTargetFromEnv();
if (!gitHub) {
  print("GitHub: not reported (GITHUB_TOKEN or GITHUB_REPOSITORY is not set)");
} else {
  const { GITHUB_SERVER_URL: server, GITHUB_RUN_ID: runId } = process.env;
  try {
    const action = await reportToGitHub(
      gitHub,
      {
        siteUrl: siteUrl.origin,
        when: now,
        findings,
        ...(server && runId
          ? { runUrl: `${server}/${gitHub.repository}/actions/runs/${runId}` }
          : {}),
      },
      defaultLocale,
    );
    print(
      action.kind === "nothing"
        ? "GitHub: no open issue, nothing to report"
        : `GitHub: issue #${action.number} ${action.kind} (${action.url})`,
    );
  } catch (error) {
    console.error(`GitHub: the report failed: ${error instanceof Error ? error.message : error}`);
    exitCode = 1;
  }
}
process.exit(exitCode);
