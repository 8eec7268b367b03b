import { readFileSync } from "node:fs";
import path from "node:path";
import type { BrowserContext } from "@playwright/test";
import { parse } from "yaml";
import { editorConfigYaml } from "../tooling/build-steps/editor/editor-files.ts";
import { editorPolicy } from "../tooling/build-steps/hosts/response-headers.ts";
import { editorUrl } from "../tooling/build-steps/hosts/url-policy.ts";
import { contentRoot } from "../app/content/read-file.ts";
import { createEditorCheckout, type EditorCheckout } from "./support/editor-checkout";
import { gitHubOrigins, routeGitHubApi, type GitHubUser } from "./support/github-api-double";
import { bothLanguages, editorPreviewFiles } from "./support/editor-panes";
import { expect, test } from "./fixtures";

/**
 * The owner's editor at /admin/ in production mode (GitHub backend), the real one, against a
 * double of GitHub's API (e2e/support/github-api-double.ts) backed by a git copy of this
 * repository: the owner signs in with a token as docs/editing.md says, edits a field and saves;
 * the copy's branch then has one new commit with exactly that change, authored as GitHub
 * authors it, and every request left through an origin the editor's policy allows.
 *
 * The repository and branch are the ones the suite's build wrote into `/admin/config.yml`
 * (`local/<checkout folder>` unless `GITHUB_REPOSITORY` is set): the double answers for whichever.
 */

/** The file the test edits, and what it changes: derived from the tests' content, not pinned. */
const editedFile = "app/content/es/home.yaml";
const esHome = parse(readFileSync(path.join(contentRoot(), editedFile), "utf8")) as {
  hero: { badge: string };
};
const badge = { from: esHome.hero.badge, to: `${esHome.hero.badge} (editado en GitHub)` };
/** A made-up fine-grained token (GitHub's `github_pat_` form); only the double sees it. */
const token = "github_pat_11AAAAAAA0test0double0token_0000000000000000000000000000000000000";
const user: GitHubUser = { id: 4242, login: "owner-editor", name: "Owner Editor" };

/** What the test reads of the editor's configuration. */
interface EditorConfig {
  backend: {
    name: string;
    repo: string;
    branch: string;
    base_url?: string;
    auth_methods: string[];
  };
  i18n: { locales: string[] };
  collections: {
    label: string;
    label_singular?: string;
    files?: { name: string; label: string; file: string }[];
  }[];
}

/**
 * A double of an OAuth helper such as sveltia-cms-auth (deploy/editor-sign-in.md) at `origin`,
 * for every page of the browser context: its `/auth` page answers as the real one does once
 * github.com has sent the editor back with a code and the helper has exchanged it for a token,
 * with the page that hands the token to the window that opened it (the helper's own protocol:
 * it announces `authorizing:github` to the opener, and on the same message back from the
 * opener's origin posts `authorization:github:success:{…}` to that origin alone).
 *
 * @returns the URLs the helper was asked for.
 */
async function routeOAuthHelper(context: BrowserContext, origin: string, token: string) {
  const asked: URL[] = [];
  await context.route(`${origin}/**`, async (route) => {
    asked.push(new URL(route.request().url()));
    const content = JSON.stringify({ provider: "github", token });
    await route.fulfill({
      contentType: "text/html;charset=UTF-8",
      body: `<!doctype html><html><body><script>
        window.addEventListener("message", ({ data, origin }) => {
          if (data !== "authorizing:github") return;
          window.opener?.postMessage('authorization:github:success:${content}', origin);
        });
        window.opener?.postMessage("authorizing:github", "*");
      </script></body></html>`,
    });
  });
  return asked;
}

/** The collection and file entry whose Spanish file is {@link editedFile}. */
function editedEntry(config: EditorConfig) {
  for (const collection of config.collections) {
    for (const file of collection.files ?? []) {
      if (file.file.replace("{{locale}}", "es") === editedFile) return { collection, file };
    }
  }
  throw new Error(`config.yml: no file entry edits ${editedFile}`);
}

test.describe("the editor on GitHub", () => {
  // The editor's page is not the site's: no hydration to wait for.
  test.use({ waitForHydration: false });
  test.beforeEach(({ guard }) => guard.allowAbortedRequests(editorPreviewFiles));

  let checkout: EditorCheckout;
  test.beforeAll(async () => {
    checkout = await createEditorCheckout();
  });
  test.afterAll(() => checkout?.remove());

  test("a token sign-in and a saved edit make one commit on main changing exactly that line", async ({
    page,
    request,
    guard,
  }) => {
    test.setTimeout(90_000);
    const config = parse(
      await (await request.get(`${editorUrl}config.yml`)).text(),
    ) as EditorConfig;
    expect(config.backend.name).toBe("github");
    const { repo, branch } = config.backend;
    const { collection, file } = editedEntry(config);

    const github = await routeGitHubApi(page, { repository: repo, dir: checkout.dir, token, user });
    // The guard (e2e/fixtures.ts) fails the test on a request to any other origin, and on any
    // CSP violation: page.route sees a request only once the policy has let it through.
    guard.allowOrigin(gitHubOrigins.api);
    guard.allowOrigin(gitHubOrigins.avatars);
    const origins = new Set<string>();
    page.on("request", (sent) => {
      const { origin, protocol } = new URL(sent.url());
      if (protocol.startsWith("http")) origins.add(origin);
    });
    const before = checkout.git("rev-parse", branch).trim();

    const response = await page.goto(editorUrl);
    expect(response?.headers()["content-security-policy"]).toBe(
      editorPolicy({ upgradeInsecureRequests: false }),
    );
    await page.getByRole("button", { name: "Sign In Using Access Token" }).click();
    await page.getByRole("textbox", { name: "Personal Access Token" }).fill(token);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await page.getByRole("treeitem", { name: collection.label }).click();
    await page.getByRole("gridcell", { name: file.label }).click();
    const field = (await bothLanguages(page)).spanish.getByRole("textbox", { name: "Badge" });
    await expect(field).toHaveValue(badge.from);
    await field.fill(badge.to);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Entry saved" }).last()).toBeVisible();

    // The signed-in user's avatar, from GitHub's avatar host, drawn under the policy's img-src.
    const avatar = page.locator(`img[src="${github.avatarUrl}"]`).first();
    await expect(avatar).toBeVisible();
    expect(await avatar.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);

    // Every call to the API carried the token, in the scheme the editor uses.
    expect(github.unknown).toEqual([]);
    const apiCalls = github.requests.filter(({ url }) => url.startsWith(`${gitHubOrigins.api}/`));
    expect(new Set(apiCalls.map(({ authorization }) => authorization))).toEqual(
      new Set([`token ${token}`]),
    );

    // One commit on the branch, on top of the one the editor loaded: the entry's file in every
    // language went up (the editor saves an entry whole), and only the edited line changed.
    expect(github.commits).toHaveLength(1);
    const entryFiles = config.i18n.locales.map((locale) => file.file.replace("{{locale}}", locale));
    expect([...(github.commits[0]?.additions ?? [])].sort()).toEqual([...entryFiles].sort());
    expect(github.commits[0]?.deletions).toEqual([]);
    expect(checkout.git("rev-list", `${before}..${branch}`).trim().split("\n")).toHaveLength(1);
    expect(checkout.git("rev-parse", `${branch}^`).trim()).toBe(before);
    expect(checkout.git("diff", "--numstat", before, branch).trim()).toBe(`1\t1\t${editedFile}`);
    const committed = parse(checkout.git("show", `${branch}:${editedFile}`)) as typeof esHome;
    expect(committed.hero.badge).toBe(badge.to);

    // Authored by the signed-in user (GitHub's no-reply address), committed by GitHub, with the
    // editor's default message: "Update <collection> “<entry>”", plus " +N" for N more files.
    const [author, committer, message] = checkout
      .git("log", "-1", "--format=%an <%ae>%x00%cn <%ce>%x00%B", branch)
      .trimEnd()
      .split("\0");
    expect(author).toBe(`${user.name} <${github.authorEmail}>`);
    expect(committer).toBe("GitHub <noreply@github.com>");
    const more = entryFiles.length > 1 ? ` +${entryFiles.length - 1}` : "";
    expect(message).toBe(
      `Update ${collection.label_singular ?? collection.label} “${file.name}”${more}`,
    );
    expect(checkout.git("status", "--short")).toBe("");

    // What left this origin: GitHub's API and its avatars, nothing else.
    const baseOrigin = new URL(page.url()).origin;
    expect([...origins].filter((origin) => origin !== baseOrigin).sort()).toEqual(
      [gitHubOrigins.api, gitHubOrigins.avatars].sort(),
    );
    expect(guard.cspViolations()).toEqual([]);
  });

  test("with an OAuth helper set, the one Sign In with GitHub button signs in through the helper's window", async ({
    page,
    context,
    request,
    guard,
  }) => {
    test.setTimeout(90_000);
    const served = parse(
      await (await request.get(`${editorUrl}config.yml`)).text(),
    ) as EditorConfig;
    // The suite's build has no helper: the token alone, as the test above signs in.
    expect(served.backend.auth_methods).toEqual(["token"]);
    expect(served.backend.base_url).toBeUndefined();

    // The same build step, for a site whose build sets EDITOR_AUTH_URL.
    const helper = "https://sign-in.austral.test";
    const config = await editorConfigYaml(undefined, {
      ...process.env,
      GITHUB_REPOSITORY: served.backend.repo,
      EDITOR_AUTH_URL: helper,
    });
    expect(parse(config).backend).toMatchObject({ base_url: helper, auth_methods: ["oauth"] });
    // The editor asks for it with a cache-busting query (`config.yml?_=…`).
    await page.route(
      (url) => url.pathname === `${editorUrl}config.yml`,
      (route) => route.fulfill({ contentType: "text/yaml; charset=utf-8", body: config }),
    );
    const asked = await routeOAuthHelper(context, helper, token);
    const github = await routeGitHubApi(page, {
      repository: served.backend.repo,
      dir: checkout.dir,
      token,
      user,
    });
    guard.allowOrigin(gitHubOrigins.api);
    guard.allowOrigin(gitHubOrigins.avatars);

    const response = await page.goto(editorUrl);
    // The editor's policy is the same with a helper: a window it opens and the message that
    // window posts back are governed by no directive.
    expect(response?.headers()["content-security-policy"]).toBe(
      editorPolicy({ upgradeInsecureRequests: false }),
    );
    // The editor wraps the backend's name in Unicode isolates: "Sign In with \u2068GitHub\u2069".
    const signIn = page.getByRole("button", { name: /^Sign In with \u2068?GitHub\u2069?$/ });
    await expect(signIn).toBeVisible();
    await expect(page.getByRole("button", { name: "Sign In Using Access Token" })).toHaveCount(0);
    const [signInWindow] = await Promise.all([page.waitForEvent("popup"), signIn.click()]);
    // The editor closes the helper's window once it has the token.
    await expect.poll(() => signInWindow.isClosed()).toBe(true);

    // The editor asked the helper for GitHub, for this site, with the scope it needs to commit
    // (`repo`; the editor also asks for `user`).
    expect(asked).toHaveLength(1);
    const [authorize] = asked;
    expect(authorize?.pathname).toBe("/auth");
    expect(authorize?.searchParams.get("provider")).toBe("github");
    expect(authorize?.searchParams.get("site_id")).toBe(new URL(page.url()).hostname);
    expect(authorize?.searchParams.get("scope")?.split(",")).toContain("repo");

    // Signed in with the token the helper handed back: the first collection is open, and every call
    // to GitHub's API carries it.
    // (Loading the repository through the double takes a few seconds.)
    const [firstCollection] = served.collections;
    await expect(page.getByRole("status")).toContainText(
      `You’re now viewing the “\u2068${firstCollection?.label}\u2069” collection`,
      { timeout: 30_000 },
    );
    await expect(page.locator(`img[src="${github.avatarUrl}"]`).first()).toBeVisible();
    expect(github.unknown).toEqual([]);
    const apiCalls = github.requests.filter(({ url }) => url.startsWith(`${gitHubOrigins.api}/`));
    expect(apiCalls.length).toBeGreaterThan(0);
    expect(new Set(apiCalls.map(({ authorization }) => authorization))).toEqual(
      new Set([`token ${token}`]),
    );
    expect(guard.cspViolations()).toEqual([]);
  });
});
