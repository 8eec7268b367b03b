import { appendFileSync } from "node:fs";

/**
 * What the content check tells the owner when it stops a deploy: the run's summary on GitHub
 * (`$GITHUB_STEP_SUMMARY`, the Markdown file GitHub Actions shows on the run's page,
 * https://docs.github.com/en/actions/reference/workflows-and-actions/workflow-commands#adding-a-job-summary).
 * Each problem is one the check prints, `Home page › Search results and link previews › Page
 * title (English) — app/content/en/home.yaml → meta.title: unknown placeholder {siteNam}`; the
 * summary gives where the editor shows the field, its file, its field and what is wrong, says
 * that the live site still shows the previous version, and how to fix or undo the edit
 * (docs/editing.md).
 */

/** Why the check stopped the deploy, in the owner's words: the summary's heading. */
export type StopReason =
  | "The content has a problem"
  | "The content still has placeholder values"
  | "The build's settings are missing"
  | "A build setting is wrong";

/**
 * A problem line of the content check, taken apart: the field's labels in the editor (if
 * given, before ` — `: app/content/field-labels.ts), file, field (if any), what is wrong.
 */
export function problemParts(problem: string): {
  labels?: string;
  file: string;
  field?: string;
  what: string;
} {
  const labelled = /^((?:(?! — |→).)+) — (\S+(?: → |: ).*)$/s.exec(problem);
  const [labels, rest] = labelled ? [labelled[1], labelled[2] ?? ""] : [undefined, problem];
  const withLabels = labels === undefined ? {} : { labels };
  const withField = /^(\S+) → (.+?): (.*)$/s.exec(rest);
  if (withField) {
    const [, file = "", field = "", what = ""] = withField;
    return { ...withLabels, file, field, what };
  }
  const fileOnly = /^(\S+\.ya?ml): (.*)$/s.exec(rest);
  if (fileOnly) return { ...withLabels, file: fileOnly[1] ?? "", what: fileOnly[2] ?? "" };
  return { file: "", what: problem };
}

/** Markdown text shown as it is: no emphasis, link or HTML from the owner's own words. */
const plain = (text: string) => text.replace(/[\\`*_[\]<>|#]/g, (c) => `\\${c}`);

/** What to do next, by why the deploy stopped: a content field, or a setting of the repository. */
const nextSteps: Record<StopReason, string[]> = {
  "The content has a problem": [
    "To fix it, open the editor at /admin/, correct the field named above and save: the change is tested and published again.",
    'To undo the edit instead, revert the commit the editor made (docs/editing.md, "When a deploy stops").',
  ],
  "The content still has placeholder values": [
    "To fix it, open the editor at /admin/, change each field named above (or tick it as checked when the value is true) and save: the change is tested and published again.",
  ],
  "The build's settings are missing": [
    "Nothing in the content is at fault. Set the setting named above as a repository variable (Settings → Secrets and variables → Actions → Variables), then run the workflow again (docs/deploying.md).",
  ],
  "A build setting is wrong": [
    "Nothing in the content is at fault. Correct or remove the setting named above in the repository variables (Settings → Secrets and variables → Actions → Variables), then run the workflow again (docs/deploying.md).",
  ],
};

/**
 * The summary's Markdown for a stopped deploy.
 *
 * @param reason - why the check stopped, the summary's heading.
 * @param problems - the problems as the check prints them.
 * @returns Markdown: heading, what it means for the live site, one line per problem, how to
 *   fix or undo.
 */
export function stopSummary(reason: StopReason, problems: readonly string[]): string {
  const lines = problems.map((problem) => {
    const { labels, file, field, what } = problemParts(problem);
    if (!file) return `- ${plain(what)}`;
    const where = labels ? `**${plain(labels)}**, in` : "In";
    return field
      ? `- ${where} \`${file}\`, the field \`${field}\`: ${plain(what)}`
      : `- ${where} \`${file}\`: ${plain(what)}`;
  });
  return [
    `## Not published: ${reason.toLowerCase()}`,
    "",
    "**The live site still shows the previous version.** Nothing was published from this change.",
    "",
    ...lines,
    "",
    ...nextSteps[reason],
    "",
  ].join("\n");
}

/**
 * Appends {@link stopSummary} to the run's summary file when GitHub Actions names one; does
 * nothing elsewhere (a local build prints the problems only).
 *
 * @param env - the environment; `GITHUB_STEP_SUMMARY` is the summary file's path.
 */
export function writeStopSummary(
  reason: StopReason,
  problems: readonly string[],
  env: { GITHUB_STEP_SUMMARY?: string } = process.env,
): void {
  const file = env.GITHUB_STEP_SUMMARY?.trim();
  if (!file) return;
  appendFileSync(file, stopSummary(reason, problems));
}
