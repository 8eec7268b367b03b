import { spawn, type ChildProcess } from "node:child_process";
import sharp from "sharp";
import { chmod, mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { nginxSiteFile } from "../tooling/build-steps/hosts/deploy-headers.ts";
import { compressedFolder } from "../tooling/build-steps/assets/precompress.ts";
import { cacheControl, filePolicy } from "../tooling/build-steps/hosts/response-headers.ts";
import { defaultLocale } from "../app/i18n/locales.ts";
import { readContent } from "../app/content/content.server.ts";
import { imageWidthsPx } from "../app/content/content-images.ts";
import { freePort } from "../tooling/lib/free-port.ts";
import { expect, test } from "./fixtures";
import { copyEnv, copyRepository, root, type RepositoryCopy } from "./support/repository-copy.ts";
import { untilServing } from "./support/serving.ts";

/**
 * What the owner brings in, served by the three servers of the host suite from one build of a
 * copy of the repository:
 *
 * - files put into `public/` never run script on the site's origin, where the editor keeps its
 *   session, GitHub token included, in `localStorage`
 *   (docs/decisions/051-files-never-run-script.md): the copy gets an HTML file and an SVG, each
 *   with a script that would show that storage in a dialog, and a browser opens each directly,
 *   at every URL a server answers it at;
 * - a full-size photo (4000×3000, made here) given to a case study reaches a phone as a small
 *   modern file at the width it is shown (docs/decisions/052-content-images-at-build.md).
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
    env: copyEnv(copy.dir, { ...env, PORT: String(port), HOST: "127.0.0.1" }),
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
  for (const [file, text] of Object.entries(hostileFiles)) {
    await mkdir(path.dirname(path.join(copy.dir, file)), { recursive: true });
    await copy.write(file, text);
  }
  // A camera-sized photo with smooth tones, as a real one has, for the first case study.
  const photo = await sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="3000"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#0f766e"/><stop offset="1" stop-color="#fde68a"/></linearGradient></defs><rect width="4000" height="3000" fill="url(#g)"/><circle cx="2600" cy="1200" r="700" fill="#f8fafc" opacity="0.6"/></svg>',
    ),
  )
    .jpeg({ quality: 92 })
    .toBuffer();
  await writeFile(path.join(copy.dir, "app/content/images/case-studies/photo.jpg"), photo);
  const [study] = readContent().caseStudies;
  await copy.editYaml(`app/content/${defaultLocale}/case-studies/${study?.id}.yaml`, (document) =>
    document.setIn(["image", "src"], "/images/case-studies/photo.jpg"),
  );
  const build = copy.build();
  expect(build.status, build.output).toBe(0);
  const clientDir = path.join(copy.dir, "build/client");
  await startServer("npm start", path.join(copy.dir, "tooling/serve.ts"), {});
  await startServer("nginx", path.join(root, "e2e/support/host-nginx.ts"), {
    SITE_NGINX_ROOT: path.join(copy.dir, "build", compressedFolder),
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

/** The photo's files the built case-studies page names. */
async function photoFiles(): Promise<string[]> {
  const html = await copy.read("build/client/case-studies.html");
  return [...new Set(html.match(/\/assets\/images\/photo-[0-9a-f]+-\d+\.(avif|webp|jpg)/g) ?? [])];
}

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
  test(`on ${server}, every file of a photo is served with its type and cached for a year`, async () => {
    const { url } = servers.find(({ name }) => name === server) ?? { url: "" };
    const files = await photoFiles();
    expect(files.length).toBeGreaterThanOrEqual(18);
    for (const file of files) {
      const response = await fetch(`${url}${file}`);
      expect(response.status, file).toBe(200);
      expect(response.headers.get("content-type"), file).toBe(
        `image/${{ avif: "avif", webp: "webp", jpg: "jpeg" }[file.split(".").pop() ?? ""]}`,
      );
      expect(response.headers.get("cache-control"), file).toBe(cacheControl.immutable);
      expect(response.headers.get("content-security-policy"), file).toBe(filePolicy());
    }
  });

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

for (const [device, viewport, deviceScaleFactor] of [
  ["a 375 px phone at 3×", { width: 375, height: 812 }, 3],
  ["a 1280 px screen at 2×", { width: 1280, height: 900 }, 2],
] as const) {
  test(`${device} gets the photo in a modern format at the width it shows it, with no layout shift`, async ({
    browser,
  }) => {
    const { url } = servers.find(({ name }) => name === "npm start") ?? { url: "" };
    const context = await browser.newContext({
      viewport,
      deviceScaleFactor,
      isMobile: viewport.width < 600,
    });
    const page = await context.newPage();
    await page.addInitScript(() => {
      (window as unknown as { shifts: number }).shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          (window as unknown as { shifts: number }).shifts += (
            entry as unknown as { value: number }
          ).value;
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto(`${url}/case-studies`);
    const image = page.locator("article img").first();
    await expect(image).toHaveAttribute("width", "4000");
    await expect(image).toHaveAttribute("height", "3000");
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeTruthy();
    const { currentSrc, shownPx, bytes, shifts } = await image.evaluate((img: HTMLImageElement) => {
      const entry = performance
        .getEntriesByType("resource")
        .find((resource) => resource.name === img.currentSrc) as
        PerformanceResourceTiming | undefined;
      return {
        currentSrc: new URL(img.currentSrc).pathname,
        shownPx: img.getBoundingClientRect().width,
        bytes: entry?.encodedBodySize ?? Number.NaN,
        shifts: (window as unknown as { shifts: number }).shifts,
      };
    });
    expect(currentSrc).toMatch(/\.(avif|webp)$/);
    const fileWidth = Number(currentSrc.match(/-(\d+)\.\w+$/)?.[1]);
    // The file is the narrowest written that fills the slot at the screen's density: about
    // three times the shown width on the phone, never the 4000 px original.
    const needed = shownPx * deviceScaleFactor;
    expect(fileWidth).toBe(imageWidthsPx.find((width) => width >= needed));
    expect(bytes).toBeGreaterThan(0);
    expect(bytes).toBeLessThan(100_000);
    expect(shifts).toBe(0);
    await context.close();
  });
}
