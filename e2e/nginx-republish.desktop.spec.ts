import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chmod, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { freePort } from "../tooling/lib/free-port.ts";
import { tmpdir } from "node:os";
import path from "node:path";
import { copies } from "../app/content/testing.ts";
import { nginxSiteFile } from "../tooling/build-steps/deploy-headers.ts";
import { expect, recordViolations, test } from "./fixtures";
import { untilServing } from "./support/serving.ts";
import { copyEnv, copySources, root } from "./support/repository-copy.ts";

/**
 * The owner's way to publish a text edit to nginx (docs/deploying.md): edit, `npm run build`,
 * copy `build/client` to the server, and nothing else: the include deployed before stays.
 * A copy of the repository is edited and built, then served by nginx through the include of
 * the build `npm start` made before the edit.
 */
test("on nginx, a text edited, rebuilt and published alone hydrates with no CSP violation", async ({
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
        SITE_CLIENT_DIR: path.join(work, "build/client"),
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
    expect(violations()).toEqual([]);
    expect(errors).toEqual([]);
  } finally {
    nginx?.kill("SIGTERM");
    await rm(work, { recursive: true, force: true });
  }
});
