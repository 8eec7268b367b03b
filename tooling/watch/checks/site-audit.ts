import { spawn } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { CheckResult, Finding } from "../findings.ts";

/**
 * Runs the site audit (tooling/audit/audit-site.ts) against the live site and reads its
 * report. Its command-line contract: `<command> <base URL> --json <file> [--no-browser]`,
 * exit 0 when clean, 1 with failures, 2 when it could not run; the file holds
 * `{ target, pages, failures: [{ page, width?, scheme?, element?, check, message, source? }] }`.
 */

/** One failure as the audit reports it. */
export interface AuditFailure {
  page: string;
  width?: number;
  /** `dark` when the check ran in the dark colour scheme. */
  scheme?: "dark";
  element?: string;
  check: string;
  message: string;
  /** The content file and field, `app/content/site.yaml → consultation.url`. */
  source?: string;
}

/** The audit's JSON report. */
export interface AuditReport {
  target: string;
  pages: string[];
  failures: AuditFailure[];
}

/** The audit's command: `node tooling/audit/audit-site.ts`, from the repository root. */
export const defaultAuditCommand: readonly string[] = [
  process.execPath,
  path.resolve(import.meta.dirname, "../../audit/audit-site.ts"),
];

/**
 * The audit command `WATCH_AUDIT_COMMAND` names (words separated by spaces, no quoting: a
 * test's stand-in, `node tooling/watch/fixtures/audit-stand-in.ts`), else
 * {@link defaultAuditCommand}. A first word `node` is the Node that runs the watch.
 */
export function auditCommandFromEnv(env: NodeJS.ProcessEnv = process.env): readonly string[] {
  const words = env.WATCH_AUDIT_COMMAND?.trim().split(/\s+/).filter(Boolean) ?? [];
  if (words.length === 0) return defaultAuditCommand;
  return words[0] === "node" ? [process.execPath, ...words.slice(1)] : words;
}

/** The last `count` lines of a command's output, for a message. */
function tail(output: string, count = 20): string {
  return output.trim().split("\n").slice(-count).join("\n");
}

/**
 * Runs the audit against `baseUrl` and turns its report into findings (each a failure).
 *
 * @param options.command - the audit's command ({@link auditCommandFromEnv} by default).
 * @param options.noBrowser - passes `--no-browser` on (the audit then checks only what needs
 *   no browser).
 * @param options.timeoutMs - how long the audit may run before it is stopped (15 minutes).
 * @returns what was checked (the page count) and one failure per audit failure; when the
 *   audit cannot run (exit 2, a crash, no report, a timeout) one failure saying so, with the
 *   end of its output. Never throws.
 */
export async function runSiteAudit(
  baseUrl: string,
  options: { command?: readonly string[]; noBrowser?: boolean; timeoutMs?: number } = {},
): Promise<CheckResult> {
  const { command = auditCommandFromEnv(), noBrowser = false, timeoutMs = 15 * 60_000 } = options;
  const folder = await mkdtemp(path.join(tmpdir(), "site-watch-"));
  const reportFile = path.join(folder, "audit.json");
  const [program = process.execPath, ...args] = command;
  args.push(baseUrl, "--json", reportFile, ...(noBrowser ? ["--no-browser"] : []));
  const setupFailure = (message: string): CheckResult => ({
    checked: "site audit: could not run",
    findings: [{ severity: "failure", check: "site-audit", message }],
  });
  try {
    const run = await new Promise<{ code: number | null; output: string; error?: Error }>(
      (resolve) => {
        let output = "";
        const child = spawn(program, args, { stdio: ["ignore", "pipe", "pipe"] });
        child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
        child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
        const timer = setTimeout(() => child.kill("SIGTERM"), timeoutMs);
        child.once("error", (error) => {
          clearTimeout(timer);
          resolve({ code: null, output, error });
        });
        child.once("close", (code) => {
          clearTimeout(timer);
          resolve({ code, output });
        });
      },
    );
    if (run.error) return setupFailure(`the site audit could not start: ${run.error.message}`);
    if (run.code !== 0 && run.code !== 1) {
      return setupFailure(
        `the site audit stopped (exit ${run.code ?? "by a signal, after the time allowed"}) before checking the site:\n${tail(run.output)}`,
      );
    }
    let report: AuditReport;
    try {
      report = JSON.parse(await readFile(reportFile, "utf8")) as AuditReport;
    } catch (error) {
      return setupFailure(
        `the site audit exited with ${run.code} but left no readable report (${error instanceof Error ? error.message : error}):\n${tail(run.output)}`,
      );
    }
    const findings: Finding[] = report.failures.map((failure) => ({
      severity: "failure",
      check: failure.check,
      message: failure.scheme ? `${failure.message} (${failure.scheme} scheme)` : failure.message,
      page: failure.page,
      ...(failure.width === undefined ? {} : { width: failure.width }),
      ...(failure.element === undefined ? {} : { element: failure.element }),
      ...(failure.source === undefined ? {} : { source: failure.source }),
    }));
    if (run.code === 1 && findings.length === 0) {
      findings.push({
        severity: "failure",
        check: "site-audit",
        message: `the site audit failed without naming a failure:\n${tail(run.output)}`,
      });
    }
    return {
      checked: `site audit of ${report.target}: ${report.pages.length} pages, ${report.failures.length} failed`,
      findings,
    };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
