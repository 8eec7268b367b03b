// @vitest-environment node
import path from "node:path";
import { parse } from "yaml";
import { afterEach, describe, expect, it, vi } from "vitest";
import { editorConfigYaml, editorRepository } from "./editor-files.ts";

const root = path.resolve(import.meta.dirname, "../..");

describe("editorRepository", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("is the repository GITHUB_REPOSITORY names", () => {
    expect(editorRepository({ GITHUB_REPOSITORY: "austral/site" })).toBe("austral/site");
    expect(editorRepository({ GITHUB_REPOSITORY: " austral/site " })).toBe("austral/site");
  });

  it("names the checkout's folder without it, the folder local editing asks the owner to pick", () => {
    expect(editorRepository({}, "/home/owner/austral-site")).toBe("local/austral-site");
    expect(editorRepository({ GITHUB_REPOSITORY: "" }, "/home/owner/site")).toBe("local/site");
  });

  it("never writes a made-up OWNER/REPOSITORY into the editor's config", async () => {
    vi.stubEnv("GITHUB_REPOSITORY", "");
    const config = parse(await editorConfigYaml()) as { backend: { repo: string } };
    expect(config.backend.repo).toBe(`local/${path.basename(root)}`);
    expect(JSON.stringify(config)).not.toMatch(/OWNER|REPOSITORY/);
  });
});
