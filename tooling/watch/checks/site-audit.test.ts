import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditCommandFromEnv, defaultAuditCommand, runSiteAudit } from "./site-audit.ts";
import { startLocalServer } from "../fixtures/local-server.ts";

const standIn = ["node", path.resolve(import.meta.dirname, "../fixtures/audit-stand-in.ts")];

/** A site of two pages for the stand-in audit: `/` with its headers, `/case-studies` not served. */
let site: Awaited<ReturnType<typeof startLocalServer>>;
let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), "watch-audit-"));
  site = await startLocalServer((request, response) => {
    if (request.url === "/sitemap.xml") {
      response.end(
        "<urlset><url><loc>https://www.example.com/</loc></url><url><loc>https://www.example.com/case-studies</loc></url></urlset>",
      );
    } else if (request.url === "/") {
      response.writeHead(200, {
        "content-security-policy": "default-src 'self'",
        "strict-transport-security": "max-age=63072000",
      });
      response.end("home");
    } else {
      response.writeHead(404).end();
    }
  });
});
afterAll(async () => {
  await site.close();
  await rm(folder, { recursive: true, force: true });
});

describe("running the site audit", () => {
  it("turns each failure of its report into a failure of the watch", async () => {
    const command = auditCommandFromEnv({ WATCH_AUDIT_COMMAND: standIn.join(" ") });
    const result = await runSiteAudit(site.origin, { command, noBrowser: true });

    expect(result.checked).toBe(`site audit of ${site.origin}: 2 pages, 1 failed`);
    expect(result.findings).toEqual([
      {
        severity: "failure",
        check: "page-status",
        page: "/case-studies",
        message: "answers 404, not 200",
      },
    ]);
  });

  it("passes the base URL, the report file and --no-browser to the audit's command", async () => {
    const argumentsFile = path.join(folder, "arguments.json");
    const script = `require("fs").writeFileSync(${JSON.stringify(argumentsFile)}, JSON.stringify(process.argv.slice(1)))`;
    const result = await runSiteAudit("https://www.example.com", {
      command: [process.execPath, "-e", script],
      noBrowser: true,
    });

    const passed = JSON.parse(readFileSync(argumentsFile, "utf8")) as string[];
    expect(passed[0]).toBe("https://www.example.com");
    expect(passed[1]).toBe("--json");
    expect(passed[2]).toMatch(/audit\.json$/);
    expect(passed[3]).toBe("--no-browser");
    // Exit 0 without a report: it did not check anything.
    expect(result.findings).toEqual([
      expect.objectContaining({
        severity: "failure",
        message: expect.stringMatching(/no readable report/),
      }),
    ]);
  });

  it("reads a clean report as no failure", async () => {
    const script = `require("fs").writeFileSync(process.argv[3], JSON.stringify({ target: process.argv[1], pages: ["/"], failures: [] }))`;
    const result = await runSiteAudit(site.origin, { command: [process.execPath, "-e", script] });
    expect(result.findings).toEqual([]);
    expect(result.checked).toContain("1 pages, 0 failed");
  });

  it("keeps the content file and field the audit names", async () => {
    const report = {
      target: "x",
      pages: ["/"],
      failures: [
        {
          page: "/",
          width: 375,
          element: "a.booking",
          check: "link",
          message: "broken",
          source: "app/content/site.yaml → consultation.url",
        },
      ],
    };
    const script = `require("fs").writeFileSync(process.argv[3], ${JSON.stringify(JSON.stringify(report))}); process.exit(1)`;
    const result = await runSiteAudit(site.origin, { command: [process.execPath, "-e", script] });
    expect(result.findings).toEqual([{ severity: "failure", ...report.failures[0] }]);
  });

  it("fails with the audit's own words when it cannot run (exit 2)", async () => {
    const script = `console.error("Chromium is not installed"); process.exit(2)`;
    const result = await runSiteAudit(site.origin, { command: [process.execPath, "-e", script] });

    expect(result.findings).toEqual([
      expect.objectContaining({
        severity: "failure",
        check: "site-audit",
        message: expect.stringContaining("Chromium is not installed"),
      }),
    ]);
  });

  it("fails when the audit's program does not exist", async () => {
    const result = await runSiteAudit(site.origin, {
      command: [path.join(folder, "no-such-program")],
    });
    expect(result.findings[0]?.message).toMatch(/could not start/);
  });

  it("stops an audit that runs longer than allowed", async () => {
    const result = await runSiteAudit(site.origin, {
      command: [process.execPath, "-e", "setInterval(() => {}, 1000)"],
      timeoutMs: 500,
    });
    expect(result.findings[0]?.message).toMatch(/stopped/);
  });
});

describe("the audit's command", () => {
  it("is tooling/audit/audit-site.ts unless WATCH_AUDIT_COMMAND names another", () => {
    expect(auditCommandFromEnv({})).toBe(defaultAuditCommand);
    expect(defaultAuditCommand[1]).toBe(
      path.resolve(import.meta.dirname, "../../audit/audit-site.ts"),
    );
    expect(auditCommandFromEnv({ WATCH_AUDIT_COMMAND: "node  stand-in.ts " })).toEqual([
      process.execPath,
      "stand-in.ts",
    ]);
  });
});
