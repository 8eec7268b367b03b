import autocannon from "autocannon";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { cp, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { freePort } from "../tooling/lib/free-port.ts";
import path from "node:path";
import { readBuiltPages } from "../tooling/lib/build-files.ts";
import { writeCompressedFiles } from "../tooling/build-steps/assets/precompress.ts";
import { loadRounds, memoryLimitMb } from "./server-memory.ts";
import { articlePath, pages as registry, sitePaths } from "../app/pages/registry.ts";
import { articleSlugsOf, buildOptionsOf, readContent } from "../app/content/content.server.ts";
import { localeIds } from "../app/i18n/locales.ts";
import { chromiumFlags, findChromium } from "../tooling/lib/find-tools.ts";
import { plainPage, stripScripts } from "./floors.ts";
import { measurePhoneTimings, type PhoneTimings } from "./phone-timings.ts";
import { buildServerOptions, createSiteServer } from "../tooling/serve.ts";

/**
 * `npm run bench`: builds, then serves on loopback the build and two floors of each page:
 * "no JS" (the built page without scripts) and "plain" (the same text as one file: no
 * scripts, its stylesheet inlined, no CSP); runs Lighthouse (mobile, default
 * simulated throttling) 3 times per page on each, prints the medians and the speed targets
 * (docs/measuring.md); times, in the phone profile of bench/phone-timings.ts (slow 4G and a
 * 4× slower CPU applied for real), the first paint, LCP, the moment each kind of control works
 * and hydration, for each page of the build, of its plain floor and, when `BENCH_BASELINE`
 * names another build's folder (the one holding `client/` and `pages.json`), of that build:
 * loads interleaved, medians of 5, with the ratios the targets are stated in (the primary
 * speed target); then runs a bounded load
 * (autocannon, 20 s × 50 connections per URL) against `npm start`'s server and reports
 * requests/s, p50/p99 latency, unexpected statuses and the server's memory, then three
 * rounds of 200 connections accepting brotli (bench/server-memory.ts, ≤ 400 MB). Writes
 * everything to `bench/results/<timestamp>.json`. Loopback only; stops its servers.
 * `--phone-only` runs the phone profile alone; `--no-build` uses the existing build;
 * `BENCH_PAGES=/,/insights` runs Lighthouse and the phone profile on those pages only.
 */

const root = path.resolve(import.meta.dirname, "..");
const buildDir = path.join(root, "build");
const clientDir = path.join(buildDir, "client");
/** The floors are build folders of their own (client/, pages.json, compressed/…) inside build/. */
const floorBuildDir = path.join(buildDir, "floor");
const plainBuildDir = path.join(buildDir, "plain");
const content = readContent(root);
const articleSlugs = articleSlugsOf(content.articles);
/** Every page of every locale (app/pages/registry.ts), then every published article. */
const builtPaths = [
  ...sitePaths(registry, buildOptionsOf(content)),
  ...localeIds.flatMap((locale) => articleSlugs[locale].map((slug) => articlePath(locale, slug))),
];
/**
 * The pages Lighthouse and the phone profile measure: `BENCH_PAGES` (paths, comma-separated)
 * names some, else all. The load test keeps its own URLs.
 */
const pages = process.env.BENCH_PAGES
  ? process.env.BENCH_PAGES.split(",").map((page) => page.trim())
  : builtPaths;
const unknownPages = pages.filter((page) => !builtPaths.includes(page));
if (unknownPages.length > 0) {
  throw new Error(`BENCH_PAGES names no built page: ${unknownPages.join(", ")}`);
}
const runs = 3;
/** Loads of each page per build in the phone profile, interleaved (`BENCH_PHONE_RUNS`, default 5). */
const phoneRuns = Number(process.env.BENCH_PHONE_RUNS ?? 5);

/** One page in the phone profile: this build, the plain floor and a baseline build, with ratios. */
interface PhoneComparison {
  site: PhoneTimings;
  plain: PhoneTimings;
  baseline: PhoneTimings | null;
  firstPaintVsPlain: number;
  lcpVsPlain: number;
  hydratedVsBaseline: number;
}

async function startServer(dir: string): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, "tooling/serve.ts")], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", SITE_BUILD_DIR: dir },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) return { url, child };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`bench: server for ${dir} did not start`);
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** The median of each timing over samples, rounded to the ms. */
function medianTimings(samples: PhoneTimings[]): PhoneTimings {
  const keys = Object.keys(samples[0] ?? {}) as (keyof PhoneTimings)[];
  return Object.fromEntries(
    keys.map((key) => [key, Math.round(median(samples.map((sample) => sample[key])))]),
  ) as unknown as PhoneTimings;
}

interface Measure {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  requests: number;
  totalKb: number;
  jsKb: number;
  cssKb: number;
  fontKb: number;
}

async function lighthouseMedian(url: string, port: number): Promise<Measure> {
  const samples: Measure[] = [];
  for (let i = 0; i < runs; i++) {
    // gzip, as the byte targets are stated (npm start would otherwise answer
    // Chromium with brotli).
    const result = await lighthouse(url, {
      port,
      output: "json",
      logLevel: "error",
      extraHeaders: { "Accept-Encoding": "gzip, deflate" },
    });
    if (!result) throw new Error(`bench: Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const items =
      (
        lhr.audits["network-requests"]?.details as {
          items?: { resourceType?: string; transferSize?: number }[];
        }
      )?.items ?? [];
    const kb = (type?: string) =>
      items
        .filter((item) => !type || item.resourceType === type)
        .reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024;
    samples.push({
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      fcpMs: audit("first-contentful-paint"),
      lcpMs: audit("largest-contentful-paint"),
      tbtMs: audit("total-blocking-time"),
      cls: audit("cumulative-layout-shift"),
      speedIndexMs: audit("speed-index"),
      requests: items.length,
      totalKb: kb(),
      jsKb: kb("Script"),
      cssKb: kb("Stylesheet"),
      fontKb: kb("Font"),
    });
  }
  const keys = Object.keys(samples[0] ?? {}) as (keyof Measure)[];
  return Object.fromEntries(
    keys.map((key) => [key, median(samples.map((sample) => sample[key]))]),
  ) as unknown as Measure;
}

function rssKb(pid: number | undefined): number {
  const status = spawnSync("cat", [`/proc/${pid}/status`], { encoding: "utf8" }).stdout;
  return Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? NaN);
}

async function loadRun(url: string, expectedStatus: number) {
  const result = await autocannon({ url, connections: 50, duration: 20 });
  const total = result.requests.total;
  const unexpected = expectedStatus === 200 ? result.non2xx : total - result["4xx"];
  return {
    url,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: total,
    errors: result.errors + result.timeouts,
    unexpectedStatuses: unexpected,
  };
}

/**
 * Writes a floor: a copy of the build in `dir` (its `client/`, `pages.json` and
 * `server-headers.json`) whose every page is `transform`ed, with compressed copies of its own.
 */
async function floorBuild(dir: string, transform: (html: string) => Promise<string>) {
  await rm(dir, { recursive: true, force: true });
  await cp(clientDir, path.join(dir, "client"), { recursive: true });
  for (const file of ["pages.json", "server-headers.json"]) {
    await cp(path.join(buildDir, file), path.join(dir, file));
  }
  for (const file of readBuiltPages(dir)) {
    const target = path.join(dir, "client", file);
    await writeFile(target, await transform(await readFile(target, "utf8")));
  }
  await writeCompressedFiles(path.join(dir, "client"), path.join(dir, "compressed"));
}

/** The plain floor, served without the build's per-page headers: their CSP would refuse its inlined styles. */
function plainSiteServer() {
  const { pageFiles, compressedDir } = buildServerOptions(plainBuildDir);
  return createSiteServer(path.join(plainBuildDir, "client"), { pageFiles, compressedDir });
}

const round = (value: number, digits = 0) => Number(value.toFixed(digits));

/** `--phone-only`: the phone profile alone, without Lighthouse and the load test. */
const phoneOnly = process.argv.includes("--phone-only");

if (import.meta.main) {
  if (!process.argv.includes("--no-build")) {
    const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  await floorBuild(floorBuildDir, async (html) => stripScripts(html));
  await floorBuild(plainBuildDir, (html) =>
    plainPage(html, (urlPath) => readFile(path.join(clientDir, urlPath), "utf8")),
  );

  const app = await startServer(buildDir);
  const floor = await startServer(floorBuildDir);
  const plainServer = plainSiteServer().listen(await freePort(), "127.0.0.1");
  await new Promise((resolve) => plainServer.once("listening", resolve));
  const plainUrl = `http://127.0.0.1:${(plainServer.address() as { port: number }).port}`;
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags: ["--headless=new", ...chromiumFlags],
  });
  const lighthouseResults: Record<
    string,
    { site: Measure; floor: Measure; plain: Measure; lcpRatio: number; lcpPlainRatio: number }
  > = {};
  try {
    for (const page of phoneOnly ? [] : pages) {
      const site = await lighthouseMedian(app.url + page, chrome.port);
      const floorMeasure = await lighthouseMedian(floor.url + page, chrome.port);
      const plain = await lighthouseMedian(plainUrl + page, chrome.port);
      lighthouseResults[page] = {
        site,
        floor: floorMeasure,
        plain,
        lcpRatio: round(site.lcpMs / floorMeasure.lcpMs, 2),
        lcpPlainRatio: round(site.lcpMs / plain.lcpMs, 2),
      };
    }
  } finally {
    await chrome.kill();
    floor.child.kill();
    plainServer.close();
  }

  // The phone profile, the primary speed target: each page of this build, of its plain floor
  // and (with BENCH_BASELINE) of another build, loaded in turn, `phoneRuns` times each.
  const baselineDir = process.env.BENCH_BASELINE ? path.resolve(process.env.BENCH_BASELINE) : null;
  const baseline = baselineDir ? await startServer(baselineDir) : null;
  const plainForPhone = plainSiteServer().listen(await freePort(), "127.0.0.1");
  await new Promise((resolve) => plainForPhone.once("listening", resolve));
  const plainPhoneUrl = `http://127.0.0.1:${(plainForPhone.address() as { port: number }).port}`;
  const phone: Record<string, PhoneComparison> = {};
  try {
    for (const page of pages) {
      const samples: Record<"site" | "plain" | "baseline", PhoneTimings[]> = {
        site: [],
        plain: [],
        baseline: [],
      };
      for (let i = 0; i < phoneRuns; i++) {
        samples.site.push(await measurePhoneTimings(app.url + page));
        samples.plain.push(await measurePhoneTimings(plainPhoneUrl + page, false));
        if (baseline) samples.baseline.push(await measurePhoneTimings(baseline.url + page));
      }
      const site = medianTimings(samples.site);
      const plain = medianTimings(samples.plain);
      const before = baseline ? medianTimings(samples.baseline) : null;
      phone[page] = {
        site,
        plain,
        baseline: before,
        firstPaintVsPlain: round(site.firstPaintMs / plain.firstPaintMs, 2),
        lcpVsPlain: round(site.lcpMs / plain.lcpMs, 2),
        hydratedVsBaseline: before ? round(site.hydratedMs / before.hydratedMs, 2) : NaN,
      };
    }
  } finally {
    baseline?.child.kill();
    plainForPhone.close();
  }

  const rssBeforeKb = rssKb(app.child.pid);
  const load = phoneOnly
    ? []
    : [
        await loadRun(`${app.url}/`, 200),
        await loadRun(`${app.url}/case-studies`, 200),
        await loadRun(`${app.url}/no-such-page`, 404),
      ];
  const rssAfterKb = rssKb(app.child.pid);
  const memory = phoneOnly ? [] : await loadRounds(`${app.url}/`, app.child.pid);
  app.child.kill();

  console.log(
    "\nLighthouse, mobile, median of 3 (site | no-JS floor | plain floor); sizes in KiB transferred, gzip, headers included",
  );
  console.table(
    Object.fromEntries(
      Object.entries(lighthouseResults).flatMap(
        ([page, { site, floor: f, plain, lcpRatio, lcpPlainRatio }]) => {
          const rounded = (measure: Measure) =>
            Object.fromEntries(
              Object.entries(measure).map(([k, v]) => [k, round(v, k === "cls" ? 3 : 0)]),
            );
          return [
            [`${page} site`, { ...rounded(site), lcpRatio, lcpPlainRatio }],
            [`${page} floor`, rounded(f)],
            [`${page} plain`, rounded(plain)],
          ];
        },
      ),
    ),
  );
  const phoneTargets = Object.entries(phone).flatMap(([page, comparison]) => [
    [`${page} phone: first paint ≤ 1.15 × plain page`, comparison.firstPaintVsPlain <= 1.15],
    [`${page} phone: LCP ≤ 1.15 × plain page`, comparison.lcpVsPlain <= 1.15],
    // A page that ships no React has no hydration to compare.
    ...(comparison.baseline && !Number.isNaN(comparison.hydratedVsBaseline)
      ? [[`${page} phone: hydrated ≤ 0.7 × baseline`, comparison.hydratedVsBaseline <= 0.7]]
      : []),
  ]) as [string, boolean][];
  const targets = Object.entries(lighthouseResults).flatMap(
    ([page, { site, lcpRatio, lcpPlainRatio }]) => [
      [
        `${page} four scores 100`,
        [site.performance, site.accessibility, site.bestPractices, site.seo].every(
          (s) => s === 100,
        ),
      ],
      [`${page} LCP ≤ 1.3 × no-JS floor`, lcpRatio <= 1.3],
      [`${page} LCP ≤ 1.3 × plain floor`, lcpPlainRatio <= 1.3],
      [`${page} TBT ≤ 50 ms`, site.tbtMs <= 50],
      [`${page} CLS ≤ 0.01`, site.cls <= 0.01],
      [`${page} JS ≤ 160 KiB`, site.jsKb <= 160],
    ],
  );
  console.log(
    `\nPhone profile (375×812 touch, slow 4G applied: 562.5 ms latency, 1.47 Mbit/s; 4× CPU), median of ${phoneRuns} interleaved loads, ms from navigation start`,
  );
  console.table(
    Object.fromEntries(
      Object.entries(phone).flatMap(([page, comparison]) => [
        [
          `${page} site`,
          {
            ...comparison.site,
            firstPaintVsPlain: comparison.firstPaintVsPlain,
            lcpVsPlain: comparison.lcpVsPlain,
            hydratedVsBaseline: comparison.hydratedVsBaseline,
          },
        ],
        [`${page} plain`, comparison.plain],
        ...(comparison.baseline ? [[`${page} baseline`, comparison.baseline]] : []),
      ]),
    ),
  );
  console.log("\nTargets");
  const memoryTargets = memory.length
    ? [
        [
          `npm start ≤ ${memoryLimitMb} MB resident under brotli load`,
          memory.every(({ rssMb }) => rssMb <= memoryLimitMb),
        ] as const,
      ]
    : [];
  for (const [name, isMet] of [...phoneTargets, ...targets, ...memoryTargets])
    console.log(`${isMet ? "met    " : "MISSED "} ${name}`);
  console.log("\nLoad (autocannon, 20 s, 50 connections, loopback)");
  console.table(load);
  console.log(
    `server memory: ${round(rssBeforeKb / 1024, 1)} MB before, ${round(rssAfterKb / 1024, 1)} MB after`,
  );
  console.log("\nMemory under load (autocannon, 3 × 10 s, 200 connections, brotli accepted, /)");
  console.table(memory);

  const resultsDir = path.join(root, "bench/results");
  await mkdir(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `${new Date().toISOString().replaceAll(":", "-")}.json`);
  await writeFile(
    file,
    JSON.stringify(
      { lighthouse: lighthouseResults, phone, targets, load, rssBeforeKb, rssAfterKb, memory },
      null,
      2,
    ),
  );
  console.log(`\nwritten ${path.relative(root, file)}`);
}
