import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

/**
 * .github/workflows/watch.yml, read as GitHub reads it: when it runs, what it may do, and that
 * it keeps its own schedule alive.
 */

const workflows = path.resolve(import.meta.dirname, "../../.github/workflows");
const fileName = "watch.yml";

interface Step {
  name?: string;
  id?: string;
  if?: string;
  uses?: string;
  run?: string;
  env?: Record<string, string>;
}
interface Workflow {
  name: string;
  on: {
    schedule?: { cron: string }[];
    workflow_dispatch?: unknown;
    workflow_run?: { workflows: string[]; types: string[] };
  };
  permissions: Record<string, string>;
  jobs: Record<string, { if?: string; steps: Step[] }>;
}

const workflow = parse(readFileSync(path.join(workflows, fileName), "utf8")) as Workflow;
const deployWorkflow = parse(readFileSync(path.join(workflows, "pages.yml"), "utf8")) as {
  name: string;
};
const [job] = Object.values(workflow.jobs);
const steps = job?.steps ?? [];

/** The hours of a day a cron expression's hour field names (`*\/6` → 0, 6, 12, 18). */
function hoursOf(field: string): number[] {
  const step = /^\*\/(\d+)$/.exec(field);
  if (step)
    return Array.from({ length: 24 }, (_, hour) => hour).filter((h) => h % Number(step[1]) === 0);
  return field.split(",").map(Number);
}

describe("the watch workflow", () => {
  it("runs every 6 hours", () => {
    const crons = workflow.on.schedule?.map(({ cron }) => cron) ?? [];
    expect(crons).toHaveLength(1);
    const [minute = "", hour = "", ...rest] = (crons[0] ?? "").split(/\s+/);
    expect(minute).toMatch(/^\d+$/);
    expect(rest).toEqual(["*", "*", "*"]);
    expect(hoursOf(hour)).toEqual([0, 6, 12, 18]);
  });

  it("runs on demand, and after each successful run of the deploy workflow", () => {
    expect(workflow.on).toHaveProperty("workflow_dispatch");
    expect(workflow.on.workflow_run?.workflows).toEqual([deployWorkflow.name]);
    expect(deployWorkflow.name).toBe("Deploy to GitHub Pages");
    expect(workflow.on.workflow_run?.types).toEqual(["completed"]);
    expect(job?.if).toContain("github.event.workflow_run.conclusion == 'success'");
  });

  it("may read the code, write issues and re-enable itself, nothing more", () => {
    expect(workflow.permissions).toEqual({ contents: "read", issues: "write", actions: "write" });
  });

  it("re-enables its own workflow through the REST API first, so the schedule outlives 60 quiet days", () => {
    const enable = steps.findIndex((step) =>
      /gh api --method PUT "?repos\/\$\{GITHUB_REPOSITORY\}\/actions\/workflows\/watch\.yml\/enable"?/.test(
        step.run ?? "",
      ),
    );
    expect(enable).toBe(0);
    expect(steps[enable]?.env?.GH_TOKEN).toBe("${{ github.token }}");
    expect(steps[enable]?.if).toBeUndefined();
    // The endpoint names this very file.
    expect(steps[enable]?.run).toContain(`/workflows/${fileName}/`);
  });

  it("installs, gets a browser for the audit and watches SITE_URL with a token, skipping with a notice without it", () => {
    const runs = steps.map((step) => step.run ?? step.uses ?? "");
    const order = [
      "actions/checkout",
      "npm ci",
      "npx playwright install --with-deps chromium",
      "npm run watch:site",
    ];
    const positions = order.map((command) => runs.findIndex((run) => run.startsWith(command)));
    expect(positions.every((position) => position > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);

    const watch = steps[positions[3] ?? -1];
    expect(watch?.env).toMatchObject({
      SITE_URL: "${{ vars.SITE_URL }}",
      GITHUB_TOKEN: "${{ github.token }}",
    });
    const check = steps.find((step) => step.id === "site");
    expect(check?.run).toContain("::notice");
    for (const position of positions)
      expect(steps[position]?.if).toBe("steps.site.outputs.skip != 'true'");
  });
});
