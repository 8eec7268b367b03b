import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildEditorPreview } from "../../tooling/build-steps/editor/editor-preview";
import { previewTemplates } from "./preview-templates.server";
import { withEngagementModels } from "~/test/registry-fixture";

/**
 * `preview.js` as the build makes it, run against a stand-in for the editor's globals: the
 * templates it registers are the page registry's, handed in at build time.
 */

const folders: string[] = [];

afterEach(() => {
  vi.unstubAllGlobals();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe("the editor's preview script", () => {
  it("registers a template for each words file of the registry it is built with, a page only that registry has included", async () => {
    const templates = previewTemplates(withEngagementModels);
    const script = (await buildEditorPreview(templates)).get("preview.js");
    if (typeof script !== "string") throw new Error("The build wrote no preview.js");
    const folder = mkdtempSync(path.join(tmpdir(), "editor-preview-"));
    folders.push(folder);
    const file = path.join(folder, "preview.js");
    writeFileSync(file, script);

    const registered: string[] = [];
    vi.stubGlobal("window", {
      location: { href: "http://127.0.0.1/admin/" },
      CMS: {
        registerPreviewStyle() {},
        registerPreviewTemplate(name: string) {
          registered.push(name);
        },
      },
      createClass: (spec: unknown) => spec,
      h: () => null,
    });
    await import(/* @vite-ignore */ pathToFileURL(file).href);

    expect(registered).toContain("engagement-models");
    expect(registered).toEqual(templates.map(({ name }) => name));
  });
});
