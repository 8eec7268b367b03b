/**
 * What one watch of the live site found, in one shape for every check (the site audit, the
 * certificate, the outbound links, the WhatsApp number), and how it is printed.
 */

/**
 * How much a finding matters: a `failure` makes the watch fail (exit 1, an open issue); a
 * `warning` (a certificate close to its end) and a `note` (LinkedIn refusing automated
 * requests) are reported and fail nothing.
 */
export type Severity = "failure" | "warning" | "note";

/** One thing the watch found, named so the owner or the developer can find it. */
export interface Finding {
  severity: Severity;
  /** The check that found it: an audit check's name, `certificate`, `outbound-link`, `whatsapp-number`. */
  check: string;
  /** What is wrong, in a sentence. */
  message: string;
  /** The page's URL path (`/case-studies`), when it is about one page. */
  page?: string;
  /** The viewport width in CSS pixels the audit saw it at, when it depends on the width. */
  width?: number;
  /** The element or header at fault (`a[href="…"]`, `header strict-transport-security`). */
  element?: string;
  /**
   * The content file and field the value comes from, for a value the owner edits:
   * `app/content/site.yaml → consultation.url`.
   */
  source?: string;
}

/** What one check looked at (a line of the watch's output) and what it found. */
export interface CheckResult {
  /** What was checked and the answer, e.g. `certificate of www.example.com: 63 days left`. */
  checked: string;
  findings: Finding[];
}

/** Whether any finding is a failure (the watch then exits with 1). */
export function hasFailures(findings: readonly Finding[]): boolean {
  return findings.some((finding) => finding.severity === "failure");
}

const labels: Record<Severity, string> = { failure: "FAIL", warning: "WARN", note: "NOTE" };

/**
 * A finding as one line of the watch's output: severity, page, width, element, content file
 * and field, check and message, e.g.
 * `FAIL /case-studies [page-status] answers 404, not 200`.
 */
export function formatFinding(finding: Finding): string {
  const where = [
    finding.page,
    finding.width === undefined ? undefined : `at ${finding.width}px`,
    finding.element,
    finding.source,
  ].filter(Boolean);
  return `${labels[finding.severity]} ${where.length > 0 ? `${where.join(" · ")} ` : ""}[${finding.check}] ${finding.message}`;
}

/** The closing line of the output: `2 failures, 1 warning, 0 notes`. */
export function formatCounts(findings: readonly Finding[]): string {
  const count = (severity: Severity) => findings.filter((f) => f.severity === severity).length;
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
  return [
    plural(count("failure"), "failure"),
    plural(count("warning"), "warning"),
    plural(count("note"), "note"),
  ].join(", ");
}
