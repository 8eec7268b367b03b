import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { defaultLocale } from "../../../app/i18n/locales.ts";
import type { Finding } from "../findings.ts";
import {
  gitHubTargetFromEnv,
  reportToGitHub,
  watchLabel,
  type GitHubTarget,
} from "./github-issue.ts";
import { issueTitle, issueWords } from "./issue-text.ts";
import { startGitHubApiStandIn, type GitHubApiStandIn } from "../fixtures/github-api-stand-in.ts";

const owner = "austral";
const repo = "site";
const token = "test-token-123";

const pageFailure: Finding = {
  severity: "failure",
  check: "page-status",
  page: "/case-studies",
  message: "answers 404, not 200",
};
const linkFailure: Finding = {
  severity: "failure",
  check: "outbound-link",
  element: "link to https://cal.com/austral/consult",
  source: "app/content/site.yaml → consultation.url",
  message: "answers 404 Not Found",
};
const certificateWarning: Finding = {
  severity: "warning",
  check: "certificate",
  element: "TLS certificate of www.example.com",
  message: "ends in 9 days: its automatic renewal has not happened yet",
};
const when = new Date("2026-11-26T15:04:00Z");
const report = (findings: Finding[]) => ({ siteUrl: "https://www.example.com", when, findings });

let api: GitHubApiStandIn;
let target: GitHubTarget;

beforeEach(async () => {
  api = await startGitHubApiStandIn(owner, repo);
  target = { repository: `${owner}/${repo}`, token, apiUrl: api.url };
});
afterEach(() => api.close());

describe("the issue's title", () => {
  it("is written in each language of the site", () => {
    expect(issueWords.en.title).toBe("The live site has a problem");
    expect(issueWords.es?.title).toBe("El sitio publicado tiene un problema");
  });

  it("is the default language's unless told", () => {
    expect(issueTitle()).toBe(issueWords[defaultLocale]?.title);
  });
});

describe("reporting a watch to GitHub", () => {
  it("creates one issue in the default language, labelled, naming page, element, file and field", async () => {
    const action = await reportToGitHub(target, report([pageFailure, linkFailure]));

    expect(action).toMatchObject({ kind: "created", number: 1 });
    const created = api.requests.filter(
      ({ method, path }) => method === "POST" && path === `/repos/${owner}/${repo}/issues`,
    );
    expect(created).toHaveLength(1);
    const body = created[0]?.body ?? {};
    expect(body.title).toBe(issueTitle(defaultLocale));
    expect(body.labels).toEqual([watchLabel]);
    const text = String(body.body);
    expect(text).toContain("`/case-studies`");
    expect(text).toContain("answers 404, not 200");
    expect(text).toContain("`link to https://cal.com/austral/consult`");
    expect(text).toContain("`consultation.url`");
    expect(text).toContain("`app/content/site.yaml`");
    // A content field is fixed in the editor, anything else by the developer.
    expect(text).toContain("https://www.example.com/admin/");
    expect(text).toMatch(/developer|desarrollador/);
    expect(api.requests.every((request) => request.authorization === `token ${token}`)).toBe(true);
    expect(api.unknown).toEqual([]);
  });

  it("writes the issue in Spanish when the site's language is Spanish", async () => {
    await reportToGitHub(target, report([linkFailure]), "es");

    const [issue] = api.issues.values();
    expect(issue?.title).toBe("El sitio publicado tiene un problema");
    expect(issue?.body).toContain("Qué hacer: abrí el editor en https://www.example.com/admin/");
  });

  it("lists warnings apart from the failures", async () => {
    await reportToGitHub(target, report([pageFailure, certificateWarning]), "en");

    const [issue] = api.issues.values();
    const [failures = "", also = ""] = (issue?.body ?? "").split(issueWords.en.alsoHeading);
    expect(failures).toContain("/case-studies");
    expect(failures).not.toContain("TLS certificate");
    expect(also).toContain("ends in 9 days");
  });

  it("updates the open issue instead of creating a second, and comments only when the failures change", async () => {
    const open = api.addIssue({
      title: issueTitle(),
      body: "an earlier watch",
      labels: [{ name: watchLabel }],
    });

    const first = await reportToGitHub(target, report([pageFailure]));
    expect(first).toMatchObject({ kind: "updated", number: open.number, commented: true });
    const second = await reportToGitHub(target, report([pageFailure]));
    expect(second).toMatchObject({ kind: "updated", number: open.number, commented: false });

    expect(api.issues.size).toBe(1);
    expect(
      api.writes().filter(({ method, path }) => method === "POST" && path.endsWith("/issues")),
    ).toEqual([]);
    expect(open.body).toContain("/case-studies");
    expect(open.state).toBe("open");
    expect(open.comments).toHaveLength(1);
  });

  it("leaves a pull request that carries the label alone", async () => {
    api.addIssue({
      title: "A pull request",
      labels: [{ name: watchLabel }],
      pull_request: { url: "https://api.github.com/repos/austral/site/pulls/1" },
    });

    const action = await reportToGitHub(target, report([pageFailure]));

    expect(action).toMatchObject({ kind: "created", number: 2 });
    expect(api.issues.get(1)?.body).toBeNull();
  });

  it("closes the open issue with a comment once everything passes", async () => {
    const open = api.addIssue({
      title: issueTitle(),
      body: "failing",
      labels: [{ name: watchLabel }],
    });

    const action = await reportToGitHub(target, report([certificateWarning]));

    expect(action).toMatchObject({ kind: "closed", number: open.number });
    expect(open.state).toBe("closed");
    expect(open.state_reason).toBe("completed");
    expect(open.comments).toEqual([issueWords[defaultLocale]?.fixed("2026-11-26 15:04 UTC")]);
  });

  it("writes nothing when everything passes and no issue is open", async () => {
    api.addIssue({ title: "Something else", labels: [{ name: "bug" }] });

    const action = await reportToGitHub(target, report([]));

    expect(action).toEqual({ kind: "nothing" });
    expect(api.requests.length).toBeGreaterThan(0);
    expect(api.writes()).toEqual([]);
  });

  it("creates the label first when the repository does not have it", async () => {
    await reportToGitHub(target, report([pageFailure]));

    const writes = api.writes().map(({ method, path }) => `${method} ${path}`);
    expect(writes).toEqual([
      `POST /repos/${owner}/${repo}/labels`,
      `POST /repos/${owner}/${repo}/issues`,
    ]);
    expect(api.labels.has(watchLabel)).toBe(true);
  });
});

describe("where to report", () => {
  it("needs both the token and the repository", () => {
    expect(gitHubTargetFromEnv({ GITHUB_REPOSITORY: "a/b" })).toBeUndefined();
    expect(gitHubTargetFromEnv({ GITHUB_TOKEN: "t" })).toBeUndefined();
    expect(gitHubTargetFromEnv({ GITHUB_TOKEN: "t", GITHUB_REPOSITORY: "a/b" })).toEqual({
      token: "t",
      repository: "a/b",
      apiUrl: "https://api.github.com",
    });
    expect(
      gitHubTargetFromEnv({
        GITHUB_TOKEN: "t",
        GITHUB_REPOSITORY: "a/b",
        GITHUB_API_URL: "http://127.0.0.1:9",
      })?.apiUrl,
    ).toBe("http://127.0.0.1:9");
  });
});
