import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { parse } from "yaml";

/**
 * The deploy workflow's routing (.github/workflows/pages.yml): a push that changes only the
 * owner's content goes from `npm run publish:check` to the deploy; any other push runs the
 * developers' suite (`.ci/run`) first. The `changes` job's own script is run on real commits.
 */

const root = path.resolve(import.meta.dirname, "..");

interface Step {
  id?: string;
  run?: string;
  env?: Record<string, string>;
}
interface Job {
  needs?: string | string[];
  if?: string;
  steps: Step[];
}
const workflow = parse(readFileSync(path.join(root, ".github/workflows/pages.yml"), "utf8")) as {
  jobs: Record<string, Job>;
};
const { changes, test: suite, build, deploy } = workflow.jobs;

const folders: string[] = [];
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/**
 * What the `changes` job answers for a push that changes `files` on top of a first commit: its
 * `code` output, from its own script run in a temporary git repository as GitHub runs it.
 */
function codeOutput(files: string[], event = "push"): string {
  const dir = mkdtempSync(path.join(tmpdir(), "workflow-"));
  folders.push(dir);
  const git = (...args: string[]) =>
    execFileSync("git", ["-c", "user.name=t", "-c", "user.email=t@example.com", ...args], {
      cwd: dir,
      encoding: "utf8",
    }).trim();
  git("init", "-q", "-b", "main");
  writeFileSync(path.join(dir, "README.md"), "first\n");
  git("add", ".");
  git("commit", "-qm", "first");
  const before = git("rev-parse", "HEAD");
  for (const file of files) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), "changed\n");
  }
  git("add", ".");
  git("commit", "-qm", "push");
  const step = changes?.steps.find(({ id }) => id === "changed");
  const script = (step?.run ?? "").replaceAll("${{ github.event_name }}", event);
  const output = path.join(dir, "output");
  // As GitHub runs a step's script (`bash --noprofile --norc -eo pipefail`).
  const run = spawnSync("bash", ["--noprofile", "--norc", "-eo", "pipefail", "-c", script], {
    cwd: dir,
    env: {
      ...process.env,
      BEFORE: before,
      GITHUB_SHA: git("rev-parse", "HEAD"),
      GITHUB_OUTPUT: output,
    },
    encoding: "utf8",
  });
  expect(run.status, run.stderr).toBe(0);
  return readFileSync(output, "utf8").trim();
}

describe("the deploy workflow", () => {
  it("takes the fast path for a push of the owner's content only", () => {
    expect(
      codeOutput([
        "app/content/es/home.yaml",
        "app/content/en/articles/new.md",
        "app/content/images/team/ana.jpg",
      ]),
    ).toBe("code=false");
  });

  it("runs the developers' suite for any other push, or when run by hand", () => {
    expect(codeOutput(["app/content/es/home.yaml", "app/pages/home/hero.tsx"])).toBe("code=true");
    expect(codeOutput(["app/content/schema.ts"])).toBe("code=true");
    expect(codeOutput(["package.json"])).toBe("code=true");
    expect(codeOutput(["app/content/es/home.yaml"], "workflow_dispatch")).toBe("code=true");
  });

  it("runs the suite only for code, then the publish check, and deploys what it built", () => {
    expect(suite?.if).toBe("needs.changes.outputs.code == 'true'");
    expect(suite?.steps.map(({ run }) => run)).toContain("bash .ci/run");
    expect(build?.needs).toEqual(["changes", "test"]);
    // A skipped suite (a push of content) lets the build run; a failed one does not.
    expect(build?.if).toMatch(
      /needs\.test\.result == 'success' \|\| needs\.test\.result == 'skipped'/,
    );
    expect(build?.steps.map(({ run }) => run)).toContain("npm run publish:check");
    expect(build?.steps.some(({ run }) => run === "bash .ci/run")).toBe(false);
    expect(deploy?.needs).toBe("build");
  });

  it("publishes only after the content check, the production build and the audit", () => {
    const { scripts } = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
      scripts: Record<string, string>;
    };
    expect(scripts["publish:check"]).toBe(
      "npm run build:production && npm run audit:site -- build --summary",
    );
    expect(scripts["build:production"]).toMatch(
      /check-content\.ts --production && react-router build$/,
    );
  });
});
