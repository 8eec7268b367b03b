import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { afterEach, describe, expect, it, vi } from "vitest";
import { editorConfigYaml, editorRepository } from "./editor-files.ts";

const root = path.resolve(import.meta.dirname, "../../..");

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

  it("writes no config.yml for a helper that is not an https: origin", async () => {
    await expect(
      editorConfigYaml(root, { EDITOR_AUTH_URL: "http://sign-in.example.dev" }),
    ).rejects.toThrow("EDITOR_AUTH_URL must start with https://");
  });

  // A Node process that reads every content file: seconds on a busy machine.
  it.each([
    ["http://sign-in.example.dev", "EDITOR_AUTH_URL must start with https://"],
    ["https://sign-in.example.dev/auth", "EDITOR_AUTH_URL has a path"],
  ])(
    "stops the build's content check on EDITOR_AUTH_URL=%s",
    (value, message) => {
      const check = spawnSync(
        process.execPath,
        [path.join(root, "tooling/build-steps/check-content.ts")],
        {
          env: { ...process.env, EDITOR_AUTH_URL: value },
          encoding: "utf8",
        },
      );
      expect(check.status, check.stderr).toBe(1);
      expect(check.stderr).toContain(message);
      expect(check.stderr).not.toMatch(/\n\s+at /);
    },
    30_000,
  );
});
