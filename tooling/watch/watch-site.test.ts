import { spawn } from "node:child_process";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startGitHubApiStandIn, type GitHubApiStandIn } from "./fixtures/github-api-stand-in.ts";
import { startLocalServer } from "./fixtures/local-server.ts";
import { issueTitle } from "./issue/issue-text.ts";

/**
 * `node tooling/watch/watch-site.ts` as the workflow runs it, with its audit, the outbound
 * links and GitHub's API all standing in on 127.0.0.1.
 */

const root = path.resolve(import.meta.dirname, "../..");
const missingPage = {
  page: "/case-studies",
  check: "status",
  message: "answers 404, not 200",
};

let links: Awaited<ReturnType<typeof startLocalServer>>;
let api: GitHubApiStandIn;
beforeAll(async () => {
  links = await startLocalServer((_request, response) => response.writeHead(200).end("ok"));
});
afterAll(() => links.close());
beforeEach(async () => {
  api = await startGitHubApiStandIn("austral", "site");
});
afterEach(() => api.close());

/** Runs the watch with the audit reporting `failures`; resolves with its exit code and output. */
function watch(
  failures: unknown[],
  env: Record<string, string> = {},
): Promise<{ code: number | null; output: string }> {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^(GITHUB_|SITE_URL$)/.test(name)),
  );
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["tooling/watch/watch-site.ts", links.origin], {
      cwd: root,
      env: {
        ...inherited,
        WATCH_AUDIT_COMMAND: "node tooling/watch/fixtures/audit-fixed-report.ts",
        FIXED_AUDIT_FAILURES: JSON.stringify(failures),
        WATCH_LINKS_ORIGIN: links.origin,
        CONTENT_ROOT: path.join(root, "spec/default-content"),
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("error", reject);
    child.once("close", (code) => resolve({ code, output }));
  });
}

const gitHubEnv = () => ({
  GITHUB_TOKEN: "test-token",
  GITHUB_REPOSITORY: "austral/site",
  GITHUB_API_URL: api.url,
  GITHUB_SERVER_URL: "https://github.com",
  GITHUB_RUN_ID: "42",
});

// Each run starts Node and reads the content: seconds on a busy machine. The limit is only
// against a hang.
describe("the watch's command", { timeout: 60_000 }, () => {
  it("exits 1 and names the page when the audit finds a failure, reporting nothing without a token", async () => {
    const { code, output } = await watch([missingPage]);

    expect(code, output).toBe(1);
    expect(output).toContain("FAIL /case-studies [status] answers 404, not 200");
    expect(output).toContain("GitHub: not reported");
    expect(api.requests).toEqual([]);
  });

  it("exits 0 when nothing failed", async () => {
    const { code, output } = await watch([]);

    expect(code, output).toBe(0);
    expect(output).toContain("0 failures");
  });

  it("opens the issue in the default language on failure, and closes it once all passes", async () => {
    const failing = await watch([missingPage], gitHubEnv());

    expect(failing.code, failing.output).toBe(1);
    const [issue] = api.issues.values();
    expect(issue?.title).toBe(issueTitle());
    expect(issue?.body).toContain("`/case-studies`");
    expect(issue?.body).toContain("https://github.com/austral/site/actions/runs/42");
    expect(failing.output).toContain(`GitHub: issue #${issue?.number} created`);

    const passing = await watch([], gitHubEnv());

    expect(passing.code, passing.output).toBe(0);
    expect(issue?.state).toBe("closed");
    expect(passing.output).toContain(`GitHub: issue #${issue?.number} closed`);
  });

  it("exits 1 when the report to GitHub fails", async () => {
    const { code, output } = await watch([], { ...gitHubEnv(), GITHUB_REPOSITORY: "someone/else" });

    expect(code, output).toBe(1);
    expect(output).toContain("GitHub: the report failed");
  });
});
