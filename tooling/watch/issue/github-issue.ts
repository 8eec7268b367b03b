import { Octokit } from "@octokit/rest";
import { defaultLocale, type Locale } from "../../../app/i18n/locales.ts";
import { hasFailures } from "../findings.ts";
import {
  failuresFingerprint,
  fingerprintOf,
  formatWhen,
  issueBody,
  issueTitle,
  wordsFor,
  type IssueReport,
} from "./issue-text.ts";

/**
 * Tells the owner through one GitHub issue (GitHub's REST API, "Issues":
 * https://docs.github.com/en/rest/issues): while the site has a problem, one open issue with
 * the label {@link watchLabel} lists it; once everything passes, the watch closes it with a
 * comment. GitHub e-mails the repository's watchers when an issue is opened or commented on.
 */

/** The label that marks the watch's issue: the one open issue carrying it is the watch's. */
export const watchLabel = "site-watch";

/** Where to report: the repository and a token that may write its issues. */
export interface GitHubTarget {
  /** `owner/name`. */
  repository: string;
  token: string;
  /** The REST API's base URL: `https://api.github.com`, or GitHub Enterprise's. */
  apiUrl: string;
}

/**
 * The target GitHub Actions gives a run: `GITHUB_TOKEN` (passed in by the workflow),
 * `GITHUB_REPOSITORY`, and `GITHUB_API_URL` (default `https://api.github.com`); `undefined`
 * when the token or the repository is missing (the watch then only prints).
 */
export function gitHubTargetFromEnv(
  env: NodeJS.ProcessEnv = process.env,
): GitHubTarget | undefined {
  const token = env.GITHUB_TOKEN?.trim();
  const repository = env.GITHUB_REPOSITORY?.trim();
  if (!token || !repository) return undefined;
  return { token, repository, apiUrl: env.GITHUB_API_URL?.trim() || "https://api.github.com" };
}

/** What the report did to the issue. */
export type IssueAction =
  | { kind: "created"; number: number; url: string }
  | { kind: "updated"; number: number; url: string; commented: boolean }
  | { kind: "closed"; number: number; url: string }
  | { kind: "nothing" };

/** Makes sure the label exists (GitHub drops an unknown label from an issue created by some tokens). */
async function ensureLabel(octokit: Octokit, owner: string, repo: string): Promise<void> {
  try {
    await octokit.rest.issues.getLabel({ owner, repo, name: watchLabel });
  } catch (error) {
    if ((error as { status?: number }).status !== 404) throw error;
    await octokit.rest.issues.createLabel({
      owner,
      repo,
      name: watchLabel,
      color: "d93f0b",
      description: "The live site has a problem (opened and closed by the site watch)",
    });
  }
}

/**
 * Reports one watch to GitHub. With a failure: creates the issue (title in `locale`,
 * {@link issueTitle}; body {@link issueBody}), or updates the body of the open one, adding a
 * comment when the failures differ from the ones it listed (so GitHub notifies only then).
 * Without a failure: closes the open one with a comment, or writes nothing.
 *
 * @param locale - the language of the issue: the site's default language.
 * @returns what it did.
 * @throws the API's error (`RequestError` of `@octokit/request-error`, with `status`) when a
 *   request fails, e.g. 403 without `issues: write`.
 */
export async function reportToGitHub(
  target: GitHubTarget,
  report: IssueReport,
  locale: Locale = defaultLocale,
): Promise<IssueAction> {
  const [owner = "", repo = ""] = target.repository.split("/");
  const octokit = new Octokit({
    auth: target.token,
    baseUrl: target.apiUrl.replace(/\/$/, ""),
    // A failed request is thrown, and the watch prints it once; an expected 404 (the label's
    // first check) is not an error to print.
    log: {
      debug: () => {},
      info: () => {},
      warn: (message) => console.warn(message),
      error: () => {},
    },
  });
  const open = (
    await octokit.paginate(octokit.rest.issues.listForRepo, {
      owner,
      repo,
      state: "open",
      labels: watchLabel,
      per_page: 100,
    })
  )
    // The list holds pull requests too (GitHub's REST API treats them as issues).
    .filter((issue) => !issue.pull_request)
    .sort((a, b) => a.number - b.number);
  const current = open[0];
  const words = wordsFor(locale);

  if (!hasFailures(report.findings)) {
    if (!current) return { kind: "nothing" };
    for (const issue of open) {
      await octokit.rest.issues.createComment({
        owner,
        repo,
        issue_number: issue.number,
        body: words.fixed(formatWhen(report.when)),
      });
      await octokit.rest.issues.update({
        owner,
        repo,
        issue_number: issue.number,
        state: "closed",
        state_reason: "completed",
      });
    }
    return { kind: "closed", number: current.number, url: current.html_url };
  }

  const body = issueBody(report, locale);
  if (current) {
    const commented = fingerprintOf(current.body) !== failuresFingerprint(report.findings);
    await octokit.rest.issues.update({
      owner,
      repo,
      issue_number: current.number,
      title: issueTitle(locale),
      body,
    });
    if (commented) {
      await octokit.rest.issues.createComment({
        owner,
        repo,
        issue_number: current.number,
        body: words.changed,
      });
    }
    return { kind: "updated", number: current.number, url: current.html_url, commented };
  }
  await ensureLabel(octokit, owner, repo);
  const { data } = await octokit.rest.issues.create({
    owner,
    repo,
    title: issueTitle(locale),
    body,
    labels: [watchLabel],
  });
  return { kind: "created", number: data.number, url: data.html_url };
}
