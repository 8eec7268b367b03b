import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { productionBuild } from "./production-build.ts";

const root = path.resolve(import.meta.dirname, "../..");
const placeholderOrigin = "https://www.example.com";
const local = { isProductionCommand: false, placeholderOrigin };
const command = { isProductionCommand: true, placeholderOrigin };
/** The repository a production build's editor commits to, as GitHub Actions sets it. */
const repository = { GITHUB_REPOSITORY: "austral/site" };

describe("productionBuild", () => {
  it("lets a local build without SITE_URL go on, as a local build", () => {
    expect(productionBuild({}, local)).toEqual({ isProduction: false, problem: null });
    expect(productionBuild({ SITE_URL: "" }, local)).toEqual({
      isProduction: false,
      problem: null,
    });
  });

  it("makes any build with SITE_URL a production build", () => {
    expect(
      productionBuild({ SITE_URL: "https://www.austral.com.ar", ...repository }, local),
    ).toEqual({
      isProduction: true,
      problem: null,
    });
  });

  it.each([
    ["Netlify", { NETLIFY: "true" }, local, "NETLIFY=true", "Netlify's site configuration"],
    ["Cloudflare Pages", { CF_PAGES: "1" }, local, "CF_PAGES=1", "Cloudflare Pages project"],
    ["npm run build:production", {}, command, "build:production", "repository variable"],
  ])(
    "stops a build on %s without SITE_URL, saying where to set it",
    (_, env, options, who, where) => {
      for (const SITE_URL of [undefined, "", " ", placeholderOrigin, `${placeholderOrigin}/`]) {
        const { isProduction, problem } = productionBuild({ ...env, SITE_URL }, options);
        expect(isProduction).toBe(true);
        expect(problem).toContain(who);
        expect(problem).toContain(where);
        expect(problem).toContain(
          SITE_URL?.trim() ? `SITE_URL is ${SITE_URL}` : "SITE_URL is not set",
        );
      }
    },
  );

  it("lets a host's build with its own origin go on, as a production build", () => {
    for (const env of [{ NETLIFY: "true" }, { CF_PAGES: "1" }]) {
      const built = { ...env, ...repository, SITE_URL: "https://www.austral.com.ar" };
      expect(productionBuild(built, local)).toEqual({
        isProduction: true,
        problem: null,
      });
    }
  });

  it.each([
    ["Netlify", { NETLIFY: "true" }, local, "NETLIFY=true", "Netlify's site configuration"],
    ["Cloudflare Pages", { CF_PAGES: "1" }, local, "CF_PAGES=1", "Cloudflare Pages project"],
    ["npm run build:production", {}, command, "build:production", "GitHub Actions sets it"],
    ["a build with SITE_URL set", {}, local, "SITE_URL set", "GitHub Actions sets it"],
  ])(
    "stops a build on %s without GITHUB_REPOSITORY (owner/name), so /admin/ never ships without one",
    (_, env, options, who, where) => {
      for (const GITHUB_REPOSITORY of [undefined, "", " ", "austral", "OWNER/REPOSITORY/x"]) {
        const built = { ...env, SITE_URL: "https://www.austral.com.ar", GITHUB_REPOSITORY };
        const { isProduction, problem } = productionBuild(built, options);
        expect(isProduction).toBe(true);
        expect(problem).toContain(
          GITHUB_REPOSITORY?.trim()
            ? `GITHUB_REPOSITORY is ${GITHUB_REPOSITORY}`
            : "GITHUB_REPOSITORY is not set",
        );
        expect(problem).toContain(who);
        expect(problem).toContain(where);
        expect(problem).toContain("/admin/");
      }
    },
  );

  it("names both missing values of a production build, one a line", () => {
    const { problem } = productionBuild({ CF_PAGES: "1" }, local);
    expect(problem?.split("\n").map((line) => line.split(",")[0])).toEqual([
      "SITE_URL is not set",
      "GITHUB_REPOSITORY is not set",
    ]);
  });

  it("reads only the values the hosts document, not any value", () => {
    expect(productionBuild({ NETLIFY: "false", CF_PAGES: "0" }, local).isProduction).toBe(false);
  });
});

describe("the host recipes", () => {
  it("build for production on Netlify, GitHub Pages and nginx", () => {
    const scripts = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")).scripts;
    expect(scripts["build:production"]).toMatch(
      /^node tooling\/build-steps\/check-content\.ts --production && /,
    );
    expect(readFileSync(path.join(root, "netlify.toml"), "utf8")).toMatch(
      /command = "npm run build:production"/,
    );
    expect(readFileSync(path.join(root, ".github/workflows/pages.yml"), "utf8")).toMatch(
      /run: npm run publish:check\n\s+env:\n\s+SITE_URL: \$\{\{ vars\.SITE_URL \}\}/,
    );
    expect(readFileSync(path.join(root, "docs/deploying.md"), "utf8")).toContain(
      "SITE_URL=https://www.your-domain.com npm run build:production",
    );
  });

  // A Node process that loads the content through Vite: seconds on a busy machine.
  it("stop the content check on Cloudflare Pages without SITE_URL", () => {
    const check = spawnSync(process.execPath, ["tooling/build-steps/check-content.ts"], {
      cwd: root,
      env: { ...process.env, SITE_URL: "", NETLIFY: "", CF_PAGES: "1" },
      encoding: "utf8",
    });
    expect(check.status).toBe(1);
    expect(check.stderr).toContain("Not ready to launch: SITE_URL is not set");
  });

  it("stop npm run build:production's content check without GITHUB_REPOSITORY", () => {
    const check = spawnSync(
      process.execPath,
      ["tooling/build-steps/check-content.ts", "--production"],
      {
        cwd: root,
        env: { ...process.env, SITE_URL: "https://www.austral.com.ar", GITHUB_REPOSITORY: "" },
        encoding: "utf8",
      },
    );
    expect(check.status).toBe(1);
    expect(check.stderr).toContain("Not ready to launch: GITHUB_REPOSITORY is not set");
  });
});
