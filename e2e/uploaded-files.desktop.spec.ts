import { spawn, type ChildProcess } from "node:child_process";
import { chmod, readFile } from "node:fs/promises";
import path from "node:path";
import { nginxSiteFile } from "../tooling/build-steps/deploy-headers.ts";
import { filePolicy } from "../tooling/build-steps/response-headers.ts";
import { freePort } from "../tooling/lib/free-port.ts";
import { expect, test } from "./fixtures";
import { copyRepository, root, type RepositoryCopy } from "./support/repository-copy.ts";
import { untilServing } from "./support/serving.ts";

/**
 * Files the owner brings into `public/` (through the editor's uploads or by hand) never run
 * script on the site's origin, where the editor keeps its session, GitHub token included, in
 * `localStorage` (docs/decisions/051-files-never-run-script.md). A copy of the repository gets
 * an HTML file and an SVG, each with a script that would show that storage in a dialog, and is
 * built; then each of the three servers of the host suite serves that build, and a browser
 * opens each file directly, at every URL a server answers it at.
 */

/** Where each hostile file goes in the copy, and the text its script would put in the title. */
const hostileFiles: Record<string, string> = {
  "public/images/case-studies/brochure.html": `<!doctype html><html lang="en"><title>brochure</title><script>document.title = "ran"; alert(localStorage.getItem("sveltia-cms.user"));</script><p>Brochure</p></html>`,
  "public/brochure.html": `<!doctype html><html lang="en"><title>brochure</title><script>document.title = "ran"; alert(localStorage.getItem("sveltia-cms.user"));</script><p>Brochure</p></html>`,
  "public/images/case-studies/chart.svg": `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>document.title = "ran"; alert(localStorage.getItem("sveltia-cms.user"));</script><rect width="10" height="10"/></svg>`,
};

/** The URLs a host may answer each file at: its own, and without `.html` (pretty URLs). */
const targets = [
  "/images/case-studies/brochure.html",
  "/images/case-studies/brochure",
  "/brochure.html",
  "/brochure",
  "/images/case-studies/chart.svg",
];

let copy: RepositoryCopy;
const servers: { name: string; url: string; child: ChildProcess }[] = [];

/** Starts `script` with `env` and waits until it serves a page at `PORT`. */
async function startServer(name: string, script: string, env: Record<string, string>) {
  const port = await freePort();
  const child = spawn(process.execPath, [script], {
    cwd: copy.dir,
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  servers.push({ name, url, child });
  await untilServing(`${url}/`);
}

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  copy = await copyRepository("uploaded-files");
  // nginx's workers run as an unprivileged user: they must be able to enter the folder.
  await chmod(copy.dir, 0o755);
  for (const [file, text] of Object.entries(hostileFiles)) await copy.write(file, text);
  const build = copy.build();
  expect(build.status, build.output).toBe(0);
  const clientDir = path.join(copy.dir, "build/client");
  await startServer("npm start", path.join(copy.dir, "tooling/serve.ts"), {});
  await startServer("nginx", path.join(root, "e2e/support/host-nginx.ts"), {
    SITE_CLIENT_DIR: clientDir,
    SITE_NGINX_INCLUDE: path.join(copy.dir, "build", nginxSiteFile),
    // The analytics proxy's upstream: nothing is counted in this test.
    COLLECTOR_PORT: String(await freePort()),
  });
  await startServer("wrangler", path.join(root, "e2e/support/host-wrangler.ts"), {
    SITE_CLIENT_DIR: clientDir,
  });
});

test.afterAll(async () => {
  for (const { child } of servers) child.kill("SIGTERM");
  await copy?.remove();
});

test("the build leaves an HTML file from public/ as it is: no policy, no hash of its script", async () => {
  for (const file of ["public/images/case-studies/brochure.html", "public/brochure.html"]) {
    const built = await readFile(
      path.join(copy.dir, "build/client", file.slice("public/".length)),
      "utf8",
    );
    expect(built, file).toBe(hostileFiles[file]);
  }
  expect(await copy.read("build/pages.json")).not.toContain("brochure");
});

for (const server of ["npm start", "nginx", "wrangler"]) {
  test(`on ${server}, an uploaded HTML file or SVG opened directly runs no script`, async ({
    browser,
  }) => {
    const { url } = servers.find(({ name }) => name === server) ?? { url: "" };
    // A page of its own: these servers are other origins than the one the guard watches.
    const page = await browser.newPage();
    const refusals: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") refusals.push(message.text());
    });
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    // What the editor leaves on the origin once signed in.
    await page.goto(`${url}/`);
    await page.evaluate(() => localStorage.setItem("sveltia-cms.user", '{"token":"secret"}'));
    let served = 0;
    for (const target of targets) {
      const response = await page.goto(`${url}${target}`);
      const status = response?.status() ?? 0;
      expect([200, 404], target).toContain(status);
      if (status === 200) {
        served += 1;
        expect(await response?.headerValue("content-security-policy"), target).toBe(filePolicy());
        expect(await page.evaluate(() => document.title), target).not.toBe("ran");
        // The browser says why: the policy refused the script.
        await expect
          .poll(() => refusals.some((text) => /Content Security Policy/.test(text)))
          .toBe(true);
        refusals.length = 0;
      }
    }
    expect(dialogs).toEqual([]);
    // Each of the three files was opened at one URL at least.
    expect(served).toBeGreaterThanOrEqual(3);
    await page.close();
  });
}
