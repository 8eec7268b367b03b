import { expect, test, type Browser } from "@playwright/test";
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { cp, rm } from "node:fs/promises";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";
import { parseDocument } from "yaml";
import {
  applyLaunchEdits,
  draftSlug,
  ownerFacts,
  reword,
  type OwnerImage,
} from "./support/launch-edits";
import { contentJourneys } from "./support/content-journeys";
import { copyRepository, root, type Run } from "./support/repository-copy";
import { addProofContent } from "../app/test/proof-content.ts";
import { defaultLocale, localeIds, type Locale } from "../app/i18n/locales.ts";
import { articlePath, pagePath, pages } from "../app/pages/registry.ts";

/**
 * No test pins the owner's content: on a copy of the repository with her launch edits (every
 * placeholder replaced, every text of every language reworded, a day closed and the hours
 * moved, a figure and the copyright year changed, a JPEG photograph for a case study and,
 * under a name of its own, as an article's cover, a case study of her own, an article saved as
 * a draft) and her team, testimonials and client logos, the content check of a production build passes,
 * and so do the whole unit suite and the journeys that read the content
 * (e2e/support/content-journeys.ts), run in the copy against its one build. Those journeys
 * run here only, not again against the checkout's build (playwright.config.ts).
 */

/** A photograph as the owner uploads it: a 1600×1200 JPEG of about half a megabyte, drawn here. */
async function ownerPhotograph(browser: Browser): Promise<OwnerImage> {
  const page = await browser.newPage();
  try {
    const widthPx = 1600;
    const heightPx = 1200;
    const base64 = await page.evaluate(
      async ([width, height]) => {
        const canvas = new OffscreenCanvas(width, height);
        const context = canvas.getContext("2d");
        if (!context) throw new Error("no 2D canvas");
        // Many small tiles of many colours: a picture that compresses as badly as a photograph.
        for (let tile = 0; tile < 4000; tile++) {
          context.fillStyle = `hsl(${tile % 360} 60% ${30 + ((tile * 7) % 50)}%)`;
          context.fillRect((tile * 37) % width, (tile * 53) % height, 40, 30);
        }
        const blob = await canvas.convertToBlob({ type: "image/jpeg", quality: 0.9 });
        const bytes = new Uint8Array(await blob.arrayBuffer());
        let binary = "";
        for (const byte of bytes) binary += String.fromCharCode(byte);
        return btoa(binary);
      },
      [widthPx, heightPx] as const,
    );
    return { name: "owner-photo.jpg", bytes: Buffer.from(base64, "base64") };
  } finally {
    await page.close();
  }
}

/**
 * Runs a Node script in `dir` with the environment of a fresh shell: without the variables
 * this Playwright run set for itself (its ports, its worker's), so a Playwright run in the
 * copy picks its own.
 */
function runIn(dir: string, args: string[], env: Record<string, string> = {}): Promise<Run> {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^(E2E_|TEST_|PW_|PLAYWRIGHT_)/.test(name)),
  );
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: dir,
      env: { ...inherited, SITE_URL: "", NETLIFY: "", CF_PAGES: "", ...env },
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", reject);
    child.on("close", (status) => resolve({ status, output }));
  });
}

/** The last lines of a run's output, enough to read a failure. */
const tail = (run: Run) => run.output.split("\n").slice(-120).join("\n");

test("the owner's launch edits: the production content check, the unit suite and the content journeys pass on them", async ({
  browser,
}) => {
  // One build, the unit suite and about 150 journeys in the copy, beside the other tests: a
  // few minutes on an idle machine, far more on a busy one.
  test.setTimeout(1_800_000);
  const copy = await copyRepository("launch-edits");
  try {
    for (const source of ["e2e", "playwright.config.ts", ".htmlvalidate.json"]) {
      await cp(path.join(root, source), path.join(copy.dir, source), { recursive: true });
    }
    const homeBefore = parseDocument(await copy.read("app/content/en/home.yaml"));
    const badgeBefore = String(homeBefore.getIn(["hero", "badge"]));
    const edits = await applyLaunchEdits(copy, await ownerPhotograph(browser));
    // Her team, two testimonials (one anonymised, one of her photographed case study) and two
    // client logos, with their photos and logos: the journeys below then run with them.
    const proof = await addProofContent(copy.dir, edits.imageStudy);

    // The deploy's content check: production, the owner's origin and repository (the editor
    // commits there), no placeholder left.
    const check = copy.node(["tooling/build-steps/check-content.ts", "--production"], {
      SITE_URL: "https://www.pampadatos.com.ar",
      GITHUB_REPOSITORY: "pampadatos/sitio",
    });
    expect(check.status, check.output).toBe(0);
    expect(check.output).not.toContain("placeholder values are still in the content");

    // One build for the journeys, at the default origin as theirs is.
    const build = copy.build();
    expect(build.status, build.output).toBe(0);
    const home = await copy.read("build/client/index.html");
    expect(home).toContain(reword(badgeBefore));
    expect(home).not.toContain(`>${badgeBefore}<`);
    if (edits.replaced.includes("app/content/site.yaml → phone.e164"))
      expect(home).toContain(`href="tel:${ownerFacts["phone.e164"]}"`);
    expect(home).toContain(`>${edits.figure.value}`);
    const studies = await copy.read("build/client/case-studies.html");
    expect(studies).toContain(`id="${edits.ownStudyId}"`);
    // The article saved as a draft has no page.
    expect(
      existsSync(path.join(copy.dir, `build/client${articlePath(defaultLocale, draftSlug)}.html`)),
    ).toBe(false);
    const photographed = studies.split(`id="${edits.imageStudy}"`)[1]?.split("<article")[0];
    // The build serves the photograph as smaller, content-hashed copies, the modern ones first
    // (React writes the attribute as `srcSet`; HTML's names are case-insensitive).
    expect(photographed, edits.imageStudy).toMatch(
      /<source type="image\/avif" srcset="\/assets\/images\/owner-photo-[0-9a-f]{10}-320\.avif 320w/i,
    );

    // The article's cover, in each of its languages: the same hashed copies, and its link
    // preview (og:image) is the cover's largest JPEG.
    for (const file of edits.coverArticleFiles) {
      const [, , locale = "", , name = ""] = file.split("/");
      const built = await copy.read(
        `build/client${articlePath(locale as Locale, name.slice(0, -3))}.html`,
      );
      expect(built, file).toMatch(
        /<source type="image\/avif" srcset="\/assets\/images\/owner-cover-[0-9a-f]{10}-320\.avif 320w/i,
      );
      expect(built, file).toMatch(
        /<meta property="og:image" content="[^"]+\/assets\/images\/owner-cover-[0-9a-f]{10}-1280\.jpg"/,
      );
    }

    // Each language's home page shows them, the photos and logos as built files, the
    // anonymised quote in its own words and the other linked to its case study's card.
    for (const locale of localeIds) {
      const path = pagePath(pages.home, locale);
      const page = await copy.read(`build/client/${path === "/" ? "index" : path.slice(1)}.html`);
      const words = parseDocument(await copy.read(`app/content/${locale}/home.yaml`));
      for (const heading of [
        ["team", "heading"],
        ["testimonials", "heading"],
        ["clientLogos", "heading"],
        ["testimonials", "anonymised"],
      ]) {
        expect(page, `${locale}: ${heading.join(".")}`).toContain(
          `>${String(words.getIn(heading))}<`,
        );
      }
      for (const src of [
        ...proof.team.map(({ photo }) => photo),
        ...proof.clientLogos.map(({ logo }) => logo),
      ]) {
        const stem = src.slice(src.lastIndexOf("/") + 1, src.lastIndexOf("."));
        expect(page, `${locale}: ${src}`).toMatch(
          new RegExp(
            `<source type="image/avif" srcset="/assets/images/${stem}-[0-9a-f]{10}-320\\.avif 320w`,
            "i",
          ),
        );
      }
      expect(page).toContain(`href="${pagePath(pages.caseStudies, locale)}#${edits.imageStudy}"`);
    }

    // The unit tests and the journeys run beside the other end-to-end tests here, so each may
    // take longer than its usual limit; one worker keeps the machine's load as it was.
    const units = await runIn(copy.dir, [
      "node_modules/vitest/vitest.mjs",
      "run",
      "--maxWorkers=1",
      "--testTimeout=30000",
    ]);
    expect(units.status, tail(units)).toBe(0);

    // Both projects' journeys in one run: playwright.config.ts picks them under E2E_SERVE_BUILT.
    const journeys = await runIn(
      copy.dir,
      [
        "node_modules/@playwright/test/cli.js",
        "test",
        "--workers=1",
        "--timeout=60000",
        "--reporter=list",
      ],
      { E2E_SERVE_BUILT: "1" },
    );
    expect(journeys.status, tail(journeys)).toBe(0);
    // Each project's journeys ran and passed (the list reporter marks a passed test ✓, in
    // colour when the run inherits FORCE_COLOR).
    const listed = stripVTControlCharacters(journeys.output);
    for (const project of Object.keys(contentJourneys)) {
      expect(listed, project).toMatch(new RegExp(`✓\\s+\\d+ \\[${project}\\]`));
    }
  } finally {
    // What the copy's journeys wrote (the phone's screenshots, traces of failures) outlives it.
    const results = path.join(copy.dir, "test-results");
    const kept = path.join(root, "test-results/launch-edits");
    await rm(kept, { recursive: true, force: true });
    if (existsSync(results)) await cp(results, kept, { recursive: true });
    await copy.remove();
  }
});
