import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chmod, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { freePort } from "../tooling/lib/free-port.ts";
import { tmpdir } from "node:os";
import path from "node:path";
import { contentFolder } from "../app/content/read-file.ts";
import { copies } from "../app/content/testing.ts";
import { defaultLocale } from "../app/i18n/locales.ts";
import { articlePath } from "../app/pages/registry.ts";
import { siteHeaderPolicy } from "../tooling/build-steps/hosts/response-headers.ts";
import { nginxSiteFile } from "../tooling/build-steps/hosts/deploy-headers.ts";
import { compressedFolder } from "../tooling/build-steps/assets/precompress.ts";
import { expect, recordViolations, test } from "./fixtures";
import { untilServing } from "./support/serving.ts";
import { copyEnv, copySources, root } from "./support/repository-copy.ts";

/**
 * The owner's way to publish a text edit or a new article to nginx (docs/deploying.md): edit,
 * `npm run build`, copy the site's folder (`build/compressed`) to the server, and nothing
 * else: the include deployed before stays. A copy of the repository is edited, given an
 * article, and built, then served by nginx through the include of the build `npm start` made
 * before.
 */
test("on nginx, a text edited and an article added, rebuilt and published alone, show with no CSP violation", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const work = await mkdtemp(path.join(tmpdir(), "republish-"));
  // nginx's workers run as an unprivileged user: they must be able to enter the folder.
  await chmod(work, 0o755);
  let nginx: ChildProcess | undefined;
  try {
    await copySources(work);
    const badge = copies.en.home.hero.badge;
    const edited = `${badge} (edited)`;
    const homeWords = path.join(work, "app/content/en/home.yaml");
    const text = await readFile(homeWords, "utf8");
    expect(text).toContain(`badge: ${badge}\n`);
    await writeFile(homeWords, text.replace(`badge: ${badge}\n`, `badge: ${edited}\n`));
    // A new article, written as the editor writes one: a Markdown file per locale.
    const articles = path.join(work, contentFolder, defaultLocale, "articles");
    const [model] = (await readdir(articles)).filter((file) => file.endsWith(".md"));
    const slug = "an-article-published-after-the-include";
    const title = "An article published after the include";
    await writeFile(
      path.join(articles, `${slug}.md`),
      (await readFile(path.join(articles, model ?? ""), "utf8"))
        .replace(/^title: .*$/m, `title: ${title}`)
        .replace(/^translationKey: .*$/m, `translationKey: ${slug}`),
    );
    const build = spawnSync(process.execPath, ["node_modules/@react-router/dev/bin.cjs", "build"], {
      cwd: work,
      env: copyEnv(work),
      encoding: "utf8",
    });
    expect(build.status, build.stderr).toBe(0);

    // The include the owner does not republish is the one the new build would have written.
    const deployedInclude = path.join(root, "build", nginxSiteFile);
    expect(await readFile(path.join(work, "build", nginxSiteFile), "utf8")).toBe(
      await readFile(deployedInclude, "utf8"),
    );

    const port = await freePort();
    nginx = spawn(process.execPath, [path.join(root, "e2e/support/host-nginx.ts")], {
      env: {
        ...process.env,
        PORT: String(port),
        SITE_NGINX_ROOT: path.join(work, "build", compressedFolder),
        SITE_NGINX_INCLUDE: deployedInclude,
        // The analytics proxy's upstream: nothing is counted in this test.
        COLLECTOR_PORT: String(await freePort()),
      },
      stdio: ["ignore", "ignore", "inherit"],
    });
    const url = `http://127.0.0.1:${port}/`;
    await untilServing(url);

    // A page of its own: this nginx is another origin than the one the guard watches.
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    const violations = await recordViolations(page);
    await page.goto(url);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(page.getByText(edited)).toBeVisible();

    // The article the include never named: its page with a page's headers, its file name
    // redirected to it.
    const articleUrl = articlePath(defaultLocale, slug);
    const response = await page.goto(`${url}${articleUrl.slice(1)}`);
    expect(response?.status()).toBe(200);
    expect(await response?.headerValue("content-security-policy")).toBe(
      siteHeaderPolicy({ upgradeInsecureRequests: true }),
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    const fileName = await fetch(`${url}${articleUrl.slice(1)}.html`, { redirect: "manual" });
    expect(fileName.status).toBe(308);
    expect(fileName.headers.get("location")).toBe(articleUrl);
    expect(violations()).toEqual([]);
    expect(errors).toEqual([]);
  } finally {
    nginx?.kill("SIGTERM");
    await rm(work, { recursive: true, force: true });
  }
});
