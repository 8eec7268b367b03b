import { readFileSync } from "node:fs";
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

describe("the editor's sign-in on each host", () => {
  const read = (file: string) => readFileSync(path.join(root, file), "utf8");

  it("is the helper the repository variable names on GitHub Pages", () => {
    expect(read(".github/workflows/pages.yml")).toMatch(
      /run: npm run publish:check\n\s+env:\n(\s+\w+: .*\n)*\s+EDITOR_AUTH_URL: \$\{\{ vars\.EDITOR_AUTH_URL \}\}/,
    );
  });

  it("reads the helper's address from EDITOR_AUTH_URL, and a blank one as none", async () => {
    const backend = async (env: NodeJS.ProcessEnv) =>
      (parse(await editorConfigYaml(undefined, env)) as { backend: Record<string, unknown> })
        .backend;
    expect(await backend({ EDITOR_AUTH_URL: " https://sign-in.example.dev " })).toMatchObject({
      base_url: "https://sign-in.example.dev",
      auth_methods: ["oauth"],
    });
    expect(await backend({ EDITOR_AUTH_URL: "" })).toMatchObject({ auth_methods: ["token"] });
  });
});
