import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { contentRoot } from "../../app/content/read-file.ts";
import { problemParts, stopSummary, writeStopSummary } from "./step-summary.ts";

const root = path.resolve(import.meta.dirname, "../..");
const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A temporary folder, removed after the test. */
function temporary(prefix: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), prefix));
  folders.push(folder);
  return folder;
}

/** A copy of the repository's content (its images included) with `edit` applied to a file. */
function brokenContent(file: string, edit: (text: string) => string): string {
  const copy = temporary("summary-content-");
  cpSync(path.join(contentRoot(), "app/content"), path.join(copy, "app/content"), {
    recursive: true,
    filter: (source) => !source.endsWith(".ts"),
  });
  const target = path.join(copy, file);
  writeFileSync(target, edit(readFileSync(target, "utf8")));
  return copy;
}

describe("the content check's summary of a stopped deploy", () => {
  it("takes a problem apart into its file, its field and what is wrong", () => {
    expect(problemParts("app/content/es/home.yaml → hero.badge: must not be empty")).toEqual({
      file: "app/content/es/home.yaml",
      field: "hero.badge",
      what: "must not be empty",
    });
    expect(problemParts("app/content/site.yaml: file is missing")).toEqual({
      file: "app/content/site.yaml",
      what: "file is missing",
    });
  });

  it("takes the field's labels in the editor apart from the file and field they precede", () => {
    expect(
      problemParts(
        "Home page › Hero (top of the home page) › Badge (Spanish) — app/content/es/home.yaml → hero.badge: must not be empty — or shorter",
      ),
    ).toEqual({
      labels: "Home page › Hero (top of the home page) › Badge (Spanish)",
      file: "app/content/es/home.yaml",
      field: "hero.badge",
      what: "must not be empty — or shorter",
    });
    expect(
      problemParts("Company facts (all languages) — app/content/site.yaml: file is missing"),
    ).toEqual({
      labels: "Company facts (all languages)",
      file: "app/content/site.yaml",
      what: "file is missing",
    });
    expect(
      stopSummary("The content has a problem", [
        "Home page › Hero (top of the home page) › Badge (Spanish) — app/content/es/home.yaml → hero.badge: must not be empty",
      ]),
    ).toContain(
      "- **Home page › Hero (top of the home page) › Badge (Spanish)**, in `app/content/es/home.yaml`, the field `hero.badge`: must not be empty",
    );
  });

  it("says the live site is unchanged, names each file and field, and how to fix or undo", () => {
    const summary = stopSummary("The content has a problem", [
      "app/content/es/home.yaml → hero.badge: must not be empty",
    ]);
    expect(summary).toContain("## Not published: the content has a problem");
    expect(summary).toContain("The live site still shows the previous version.");
    expect(summary).toContain(
      "- In `app/content/es/home.yaml`, the field `hero.badge`: must not be empty",
    );
    expect(summary).toContain("/admin/");
    expect(summary).toContain('docs/editing.md, "When a deploy stops"');
  });

  it("sends a missing setting to the repository's variables, not to the editor", () => {
    const summary = stopSummary("The build's settings are missing", [
      "SITE_URL is not set: set it to the site's address",
    ]);
    expect(summary).toContain("Nothing in the content is at fault");
    expect(summary).toContain("Settings → Secrets and variables → Actions → Variables");
    expect(summary).not.toContain("/admin/");
  });

  it("sends a wrong setting to the repository's variables, to correct or remove", () => {
    const summary = stopSummary("A build setting is wrong", [
      "EDITOR_AUTH_URL must start with https://: …",
    ]);
    expect(summary).toContain("## Not published: a build setting is wrong");
    expect(summary).toContain("- EDITOR\\_AUTH\\_URL must start with https://");
    expect(summary).toContain("Correct or remove the setting named above");
    expect(summary).not.toContain("/admin/");
  });

  it("is written only where GitHub Actions names a summary file", () => {
    const file = path.join(temporary("summary-"), "summary.md");
    writeStopSummary("The content has a problem", ["x.yaml: broken"], {});
    writeStopSummary("The content has a problem", ["x.yaml: broken"], {
      GITHUB_STEP_SUMMARY: file,
    });
    expect(readFileSync(file, "utf8")).toContain("x.yaml");
  });

  /** Runs the content check on `content`, as the workflow runs it, into a summary file of its own. */
  const checkContent = (content: string) => {
    const summaryFile = path.join(temporary("summary-"), "step-summary.md");
    writeFileSync(summaryFile, "");
    const check = spawnSync(
      process.execPath,
      [path.join(root, "tooling/build-steps/check-content.ts")],
      {
        env: { ...process.env, CONTENT_ROOT: content, GITHUB_STEP_SUMMARY: summaryFile },
        encoding: "utf8",
      },
    );
    return { check, summaryFile };
  };

  // A Node process that reads every content file: seconds on a busy machine.
  it("is written by the content check, run as the workflow runs it, on a misspelled placeholder", () => {
    const content = brokenContent("app/content/en/home.yaml", (text) =>
      text.replace("{siteName}", "{siteNam}"),
    );
    const { check, summaryFile } = checkContent(content);
    expect(check.status, check.stderr).toBe(1);
    const summary = readFileSync(summaryFile, "utf8");
    expect(summary).toContain("## Not published: the content has a problem");
    expect(summary).toContain("The live site still shows the previous version.");
    expect(summary).toMatch(
      /- \*\*Home page › Search results and link previews › Page title \(English\)\*\*, in `app\/content\/en\/home\.yaml`, the field `meta\.title`: unknown placeholder \{siteNam\}/,
    );
  });

  // The same, on a picture that decodes only half-way: its header reads as whole.
  it("is written by the content check, with no stack trace, on a case study's photo cut short", async () => {
    const content = brokenContent(
      "app/content/en/case-studies/retail-chain-optimization.yaml",
      (text) =>
        text.replace(/src: \/images\/case-studies\/\w+\.svg/, "src: /images/case-studies/cut.jpg"),
    );
    const noise = { type: "gaussian", mean: 128, sigma: 40 } as const;
    const photo = await sharp({
      create: { width: 1200, height: 900, channels: 3, background: "#000", noise },
    })
      .jpeg()
      .toBuffer();
    writeFileSync(
      path.join(content, "app/content/images/case-studies/cut.jpg"),
      photo.subarray(0, photo.length / 2),
    );
    const { check, summaryFile } = checkContent(content);
    expect(check.status, check.stderr).toBe(1);
    expect(check.stderr).toContain(
      "Invalid content:\nCase studies › Illustration › Image file (English) — app/content/en/case-studies/retail-chain-optimization.yaml → image.src: the picture in app/content/images/case-studies/cut.jpg cannot be read to its end",
    );
    expect(check.stderr).not.toMatch(/\n\s+at /);
    expect(readFileSync(summaryFile, "utf8")).toContain(
      "- **Case studies › Illustration › Image file (English)**, in `app/content/en/case-studies/retail-chain-optimization.yaml`, the field `image.src`: the picture in",
    );
  });

  // The same, on content still as the site shipped it, in a production build.
  it("lists, by file, field and label, the values a production build refuses as shipped", () => {
    // The default content as the owner's.
    const content = temporary("summary-content-");
    cpSync(path.join(root, "spec/default-content/app/content"), path.join(content, "app/content"), {
      recursive: true,
    });
    const summaryFile = path.join(temporary("summary-"), "step-summary.md");
    writeFileSync(summaryFile, "");
    const check = spawnSync(
      process.execPath,
      [path.join(root, "tooling/build-steps/check-content.ts"), "--production"],
      {
        env: {
          ...process.env,
          CONTENT_ROOT: content,
          GITHUB_STEP_SUMMARY: summaryFile,
          SITE_URL: "https://www.example-owner.com",
          GITHUB_REPOSITORY: "owner/site",
        },
        encoding: "utf8",
      },
    );
    expect(check.status, check.stderr).toBe(1);
    expect(check.stderr).toContain(
      "Company facts (all languages) › Founding year — app/content/site.yaml → foundingYear",
    );
    const summary = readFileSync(summaryFile, "utf8");
    expect(summary).toContain("## Not published: the content still has placeholder values");
    expect(summary).toMatch(
      /- \*\*Company facts \(all languages\) › Founding year\*\*, in `app\/content\/site\.yaml`, the field `foundingYear`: still holds the value the site shipped with/,
    );
  });
});
