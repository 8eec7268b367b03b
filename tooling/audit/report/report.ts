import { appendFileSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

/** What the audit checks, one name per kind of failure (the JSON report's `check`). */
export type CheckName =
  | "status"
  | "xml"
  | "headers"
  | "csp"
  | "console"
  | "csp-violation"
  | "axe"
  | "overflow"
  | "link"
  | "anchor"
  | "image"
  | "budget"
  | "load";

/** One failed check, as the JSON report writes it and {@link failureLine} prints it. */
export interface Failure {
  /** The page's path on the target (`/es/casos-de-exito`), or the feed's or the sitemap's. */
  page: string;
  /** The viewport width in CSS px, when the check ran at one. */
  width?: number;
  /** `dark` when the check ran with `prefers-color-scheme: dark` (else the light scheme). */
  scheme?: "dark";
  /** A CSS selector of the element at fault, when there is one. */
  element?: string;
  check: CheckName;
  message: string;
  /** The content field the failing value comes from: `app/content/es/home.yaml → hero.title`. */
  source?: string;
}

/**
 * A failure as a check finds it: besides the {@link Failure}, the value the source lookup
 * searches the content for (a link's target, an image's URL, the overflowing word).
 */
export interface Finding extends Failure {
  value?: string;
}

/** The `--json` report (the site-watch script reads it). */
export interface AuditReport {
  /** The audited build folder or base URL, as given. */
  target: string;
  /** Every audited path: pages, Not-found pages, feeds and the sitemap. */
  pages: string[];
  failures: Failure[];
}

/**
 * One failure as the audit prints it:
 * `<page> @ <width>px[, dark] · <element>: <message> (<file> → <field>)`, leaving out the parts
 * the failure does not have.
 */
export function failureLine(failure: Failure): string {
  const where = [
    failure.page,
    failure.width === undefined ? "" : ` @ ${failure.width}px`,
    failure.scheme === undefined ? "" : `, ${failure.scheme}`,
    failure.element === undefined ? "" : ` · ${failure.element}`,
  ].join("");
  const source = failure.source === undefined ? "" : ` (${failure.source})`;
  return `${where}: ${failure.message}${source}`;
}

/**
 * The last line of the audit's output: how many failures on how many audited paths, and how
 * long the audit took.
 *
 * @param elapsedMs - the audit's duration in milliseconds.
 */
export function countLine(failureCount: number, auditedCount: number, elapsedMs: number): string {
  const seconds = `${(elapsedMs / 1000).toFixed(1)} s`;
  const paths = `${auditedCount} ${auditedCount === 1 ? "path" : "paths"}`;
  return failureCount === 0
    ? `No failures: ${paths} audited in ${seconds}.`
    : `${failureCount} ${failureCount === 1 ? "failure" : "failures"} on ${paths} audited in ${seconds}.`;
}

/** Markdown text shown as it is: no emphasis, link or HTML from the site's own words. */
const plain = (text: string) => text.replace(/[\\`*_[\]<>|#]/g, (c) => `\\${c}`);

/**
 * The run summary's Markdown section: a heading and one list item per failure, or one line
 * saying the site passed.
 */
export function summaryMarkdown(report: AuditReport): string {
  if (report.failures.length === 0) {
    return `**Site audit passed**: ${report.pages.length} paths of ${plain(report.target)}, no failures.\n\n`;
  }
  return [
    `## Site audit: ${report.failures.length} ${report.failures.length === 1 ? "failure" : "failures"}`,
    "",
    `${plain(report.target)}, ${report.pages.length} paths audited.`,
    "",
    ...report.failures.map((failure) => `- ${plain(failureLine(failure))}`),
    "",
  ].join("\n");
}

/**
 * Writes the `--json` report, creating its folder when needed.
 *
 * @throws Error when the file cannot be written.
 */
export function writeJsonReport(file: string, report: AuditReport): void {
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
}

/**
 * Appends {@link summaryMarkdown} to the run's summary when GitHub Actions names one
 * (`$GITHUB_STEP_SUMMARY`,
 * https://docs.github.com/en/actions/reference/workflows-and-actions/workflow-commands#adding-a-job-summary);
 * does nothing when it is unset or empty.
 */
export function appendStepSummary(
  report: AuditReport,
  env: { GITHUB_STEP_SUMMARY?: string } = process.env,
): void {
  const file = env.GITHUB_STEP_SUMMARY?.trim();
  if (file) appendFileSync(file, summaryMarkdown(report));
}
