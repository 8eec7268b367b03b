import { readFileSync } from "node:fs";
import path from "node:path";
import type { BrowserContext, Locator, Page } from "@playwright/test";
import { parse } from "yaml";
import { editorConfigYaml } from "../tooling/build-steps/editor/editor-files.ts";
import { editorPolicy } from "../tooling/build-steps/hosts/response-headers.ts";
import { editorUrl } from "../tooling/build-steps/hosts/url-policy.ts";
import { contentRoot } from "../app/content/read-file.ts";
import { createEditorCheckout, type EditorCheckout } from "./support/editor-checkout";
import { gitHubOrigins, routeGitHubApi, type GitHubUser } from "./support/github-api-double";
import { editorPreviewFiles, paneOf } from "./support/editor-panes";
import { previewPhoneWidthPx } from "../app/editor-preview/phone-frame";
import { caseStudiesPageData } from "../app/pages/case-studies/data.server";
import { homePageData } from "../app/pages/home/data.server";
import { expect, test } from "./fixtures";

/**
 * The owner's editor at /admin/ in production mode (GitHub backend), the real one, against a
 * double of GitHub's API (e2e/support/github-api-double.ts) backed by a git copy of this
 * repository: the owner signs in with a token as docs/editing.md says, sees a page and a case
 * study in the preview as the site draws them (app/editor-preview/), edits a field and saves;
 * the copy's branch then has one new commit with exactly that change, authored as GitHub
 * authors it, and every request left through an origin the editor's policy allows. One
 * sign-in serves these journeys: loading the editor and the repository through the double is
 * most of what each would cost on its own.
 *
 * The repository and branch are the ones the suite's build wrote into `/admin/config.yml`
 * (`local/<checkout folder>` unless `GITHUB_REPOSITORY` is set): the double answers for whichever.
 */

/** The file the test edits, and what it changes: derived from the tests' content, not pinned. */
const editedFile = "app/content/es/home.yaml";
const esHome = parse(readFileSync(path.join(contentRoot(), editedFile), "utf8")) as {
  hero: { badge: string };
};
/** What the owner adds to the Spanish hero badge. */
const badgeEdit = " (editado en GitHub)";
const badge = { from: esHome.hero.badge, to: `${esHome.hero.badge}${badgeEdit}` };
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

/**
 * The preview pane of `language` (its English name) and the page in it: in the editor's
 * preview frame, the phone-wide frame the templates draw the page in
 * (app/editor-preview/phone-frame.ts).
 */
function previewOf(page: Page, language: string) {
  const pane = page.getByRole("group", { name: new RegExp(`Preview .*${language}.* Content`) });
  const frame = pane.locator("iframe").contentFrame().locator("iframe").contentFrame();
  return { pane, frame };
}

/** Switches the editing pane to `language`; the preview beside it follows. */
async function editIn(page: Page, language: string) {
  await page
    .getByRole("group", { name: /Edit .* Content/ })
    .first()
    .getByRole("radio", { name: language })
    .click();
}

/** The computed `font-size`, `font-weight` and `color` of a locator's element. */
const looks = (locator: Locator) =>
  locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return { fontSize: style.fontSize, fontWeight: style.fontWeight, color: style.color };
  });

/** The computed `color` of a locator's element and the `background-color` of its document's body. */
const schemeLooks = (locator: Locator) =>
  locator.evaluate((element) => ({
    background: getComputedStyle(element.ownerDocument.body).backgroundColor,
    color: getComputedStyle(element).color,
  }));

test.describe("the editor on GitHub", () => {
  // The editor's page is not the site's: no hydration to wait for.
  test.use({ waitForHydration: false });
  test.beforeEach(({ guard }) => guard.allowAbortedRequests(editorPreviewFiles));

  let checkout: EditorCheckout;
  test.beforeAll(async () => {
    checkout = await createEditorCheckout();
  });
  test.afterAll(() => checkout?.remove());

  test("signed in with a token, the owner sees the home page and a case study drawn as the site draws them, and a saved edit makes one commit on main changing exactly that line", async ({
    page,
    browser,
    request,
    guard,
  }) => {
    // One sign-in serves three journeys, each with the budget it had as a test of its own.
    const budgetsMs = { homePreview: 120_000, commit: 90_000, caseStudyPreview: 120_000 };
    test.setTimeout(Object.values(budgetsMs).reduce((sum, ms) => sum + ms));
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

    await test.step(
      "the home page's preview is the site's hero, styled as the page at the same width and in both colour schemes, in each pane's language",
      async () => {
        const english = homePageData("en").words.hero;
        const { frame } = previewOf(page, "English");
        const heading = frame.getByRole("heading", { level: 1 });
        // The first preview waits for the editor's React and Immutable.js and the build's content.
        await expect(heading).toHaveText(`${english.headline} ${english.headlineAccent}`, {
          timeout: 30_000,
        });
        await expect(frame.getByText(english.badge, { exact: true })).toBeVisible();

        // At a phone's width, whatever the pane's.
        const frameWidthPx = await frame.locator("html").evaluate(() => window.innerWidth);
        expect(frameWidthPx).toBe(previewPhoneWidthPx);
        // The same heading on the published page, in a window as wide as the preview's frame.
        const site = await browser.newPage({ viewport: { width: frameWidthPx, height: 900 } });
        try {
          await site.goto("/");
          const siteHeading = site.getByRole("heading", { level: 1 });
          expect(await looks(heading)).toEqual(await looks(siteHeading));
          // The accent's colour and the badge's box come from the site's theme too.
          const accent = (locator: Locator) => locator.locator("span").first();
          expect(await looks(accent(heading))).toEqual(await looks(accent(siteHeading)));

          // In the dark scheme the preview turns dark as the page does, from the same stylesheet.
          const lightPreview = await schemeLooks(heading);
          await page.emulateMedia({ colorScheme: "dark" });
          await site.emulateMedia({ colorScheme: "dark" });
          const darkPreview = await schemeLooks(heading);
          expect(darkPreview).toEqual(await schemeLooks(siteHeading));
          expect(darkPreview.background).not.toBe(lightPreview.background);
          expect(darkPreview.color).not.toBe(lightPreview.color);
          await page.emulateMedia({ colorScheme: "light" });
        } finally {
          await site.close();
        }

        // The Spanish pane draws the Spanish words, and the edit the owner then saves shows as
        // it is typed.
        const spanishWords = homePageData("es").words.hero;
        await editIn(page, "Spanish");
        const spanish = previewOf(page, "Spanish").frame;
        await expect(spanish.getByRole("heading", { level: 1 })).toHaveText(
          `${spanishWords.headline} ${spanishWords.headlineAccent}`,
        );
        const field = (await paneOf(page, "es")).getByRole("textbox", { name: "Badge" });
        await expect(field).toHaveValue(badge.from);
        await field.fill(badge.to);
        await expect(
          spanish.getByText(`${spanishWords.badge}${badgeEdit}`, { exact: true }),
        ).toBeVisible();
      },
      { timeout: budgetsMs.homePreview },
    );

    await test.step(
      "a token sign-in and a saved edit make one commit on main changing exactly that line",
      async () => {
        await page.getByRole("button", { name: "Save" }).click();
        await expect(
          page.getByRole("status").filter({ hasText: "Entry saved" }).last(),
        ).toBeVisible();

        // The signed-in user's avatar, from GitHub's avatar host, drawn under the policy's img-src.
        const avatar = page.locator(`img[src="${github.avatarUrl}"]`).first();
        await expect(avatar).toBeVisible();
        expect(await avatar.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);

        // Every call to the API carried the token, in the scheme the editor uses.
        expect(github.unknown).toEqual([]);
        const apiCalls = github.requests.filter(({ url }) =>
          url.startsWith(`${gitHubOrigins.api}/`),
        );
        expect(new Set(apiCalls.map(({ authorization }) => authorization))).toEqual(
          new Set([`token ${token}`]),
        );

        // One commit on the branch, on top of the one the editor loaded: the entry's file in
        // every language went up (the editor saves an entry whole), and only the edited line
        // changed.
        expect(github.commits).toHaveLength(1);
        const entryFiles = config.i18n.locales.map((locale) =>
          file.file.replace("{{locale}}", locale),
        );
        expect([...(github.commits[0]?.additions ?? [])].sort()).toEqual([...entryFiles].sort());
        expect(github.commits[0]?.deletions).toEqual([]);
        expect(checkout.git("rev-list", `${before}..${branch}`).trim().split("\n")).toHaveLength(1);
        expect(checkout.git("rev-parse", `${branch}^`).trim()).toBe(before);
        expect(checkout.git("diff", "--numstat", before, branch).trim()).toBe(
          `1\t1\t${editedFile}`,
        );
        const committed = parse(checkout.git("show", `${branch}:${editedFile}`)) as typeof esHome;
        expect(committed.hero.badge).toBe(badge.to);

        // Authored by the signed-in user (GitHub's no-reply address), committed by GitHub, with
        // the editor's default message: "Update <collection> “<entry>”", plus " +N" for N more
        // files.
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
      },
      { timeout: budgetsMs.commit },
    );

    await test.step(
      "a case study's preview is its card, with its illustration and results, in each pane's language",
      async () => {
        const [study] = caseStudiesPageData("en").caseStudies;
        const [spanishStudy] = caseStudiesPageData("es").caseStudies;
        if (!study || !spanishStudy) throw new Error("The content has no case study");
        // Saving left the entry for its collection's list.
        await page.getByRole("treeitem", { name: "Case studies" }).click();
        await page.getByRole("gridcell", { name: study.words.title, exact: true }).click();

        const card = previewOf(page, "English").frame.getByRole("article");
        await expect(card.getByRole("heading", { level: 2 })).toHaveText(study.words.title);
        const results = card.locator("dl > div");
        await expect(results).toHaveCount(study.results.length);
        for (const [index, result] of study.results.entries()) {
          await expect(results.nth(index).getByRole("definition")).toHaveText(result.value);
          await expect(results.nth(index).getByRole("term")).toHaveText(result.label);
        }
        // The illustration the build wrote, loaded from the site.
        const image = card.getByRole("img", { name: study.words.imageAlt });
        await expect(image).toBeVisible();
        // decode() settles once the picture has arrived and decoded, and fails if it cannot.
        await image.evaluate((element: HTMLImageElement) => element.decode());
        expect(
          await image.evaluate((element: HTMLImageElement) => element.naturalWidth),
        ).toBeGreaterThan(0);

        await editIn(page, "Spanish");
        const spanish = previewOf(page, "Spanish").frame.getByRole("article");
        await expect(spanish.getByRole("heading", { level: 2 })).toHaveText(
          spanishStudy.words.title,
        );
        // The results are the study's facts, from its English file, labelled in Spanish.
        await expect(spanish.getByRole("term")).toHaveText(
          spanishStudy.results.map((result) => result.label),
        );
        await expect(spanish.getByRole("definition")).toHaveText(
          spanishStudy.results.map((result) => result.value),
        );
      },
      { timeout: budgetsMs.caseStudyPreview },
    );

    // What left this origin: GitHub's API and its avatars, nothing else; and GitHub was asked
    // nothing the double does not know.
    const baseOrigin = new URL(page.url()).origin;
    expect([...origins].filter((origin) => origin !== baseOrigin).sort()).toEqual(
      [gitHubOrigins.api, gitHubOrigins.avatars].sort(),
    );
    expect(github.unknown).toEqual([]);
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
    if (!signInWindow.isClosed()) await signInWindow.waitForEvent("close");

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
