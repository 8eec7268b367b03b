import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { editorPolicy } from "../tooling/build-steps/response-headers.ts";
import { editorUrl } from "../tooling/build-steps/url-policy.ts";
import { createEditorCheckout, type EditorCheckout } from "./support/editor-checkout";
import { gitHubOrigins, routeGitHubApi, type GitHubUser } from "./support/github-api-double";
import { bothLanguages } from "./support/editor-panes";
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

const root = path.resolve(import.meta.dirname, "..");
/** The file the test edits, and what it changes: derived from the content, not pinned. */
const editedFile = "app/content/es/home.yaml";
const esHome = parse(readFileSync(path.join(root, editedFile), "utf8")) as {
  hero: { badge: string };
};
const badge = { from: esHome.hero.badge, to: `${esHome.hero.badge} (editado en GitHub)` };
/** A made-up fine-grained token (GitHub's `github_pat_` form); only the double sees it. */
const token = "github_pat_11AAAAAAA0test0double0token_0000000000000000000000000000000000000";
const user: GitHubUser = { id: 4242, login: "owner-editor", name: "Owner Editor" };

/** What the test reads of the editor's configuration. */
interface EditorConfig {
  backend: { name: string; repo: string; branch: string };
  i18n: { locales: string[] };
  collections: {
    label: string;
    label_singular?: string;
    files?: { name: string; label: string; file: string }[];
  }[];
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

  let checkout: EditorCheckout;
  test.beforeAll(() => {
    checkout = createEditorCheckout();
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
});
