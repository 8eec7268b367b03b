import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import {
  findChromium,
  findHeadlessShell,
  findNginx,
  findNginxBrotliModule,
} from "../../tooling/lib/find-tools.ts";

/**
 * Makes sure the programs the tests drive are installed: `chromium-headless-shell` (the
 * end-to-end tests), `chromium` (the benchmark) and `nginx` with its `brotli_static` module
 * (the host suite; the site's include sends the build's brotli copies). Usage:
 * `node e2e/support/ensure-test-tools.ts chromium-headless-shell nginx`. A missing one is
 * installed from Debian's packages when this is a Debian machine and we are root (or have
 * password-less sudo), and said so. When that is not possible, or fails, the end-to-end tests
 * take a full Chromium in the headless shell's place and say they will be slower; otherwise
 * the script exits with status 1 and one line saying exactly what to run. `$CHROME_PATH`, when
 * set, is the browser, and nothing is installed for it.
 */
const tools = {
  "chromium-headless-shell": {
    found: () => findHeadlessShell(),
    standIn: () => findChromium(),
    aptPackages: ["chromium-headless-shell"],
    otherwise:
      "`sudo apt-get install chromium-headless-shell` (Debian) or `npx playwright install chromium`, or set CHROME_PATH",
  },
  chromium: {
    found: () => findChromium(),
    standIn: () => undefined,
    aptPackages: ["chromium"],
    otherwise:
      "`sudo apt-get install chromium` (Debian/Ubuntu) or `npx playwright install chromium`, or set CHROME_PATH",
  },
  nginx: {
    found: () => (findNginxBrotliModule() ? findNginx() : undefined),
    standIn: () => undefined,
    aptPackages: ["nginx", "libnginx-mod-http-brotli-static"],
    otherwise:
      "`sudo apt-get install nginx libnginx-mod-http-brotli-static` (Debian 12, Ubuntu 24.04)",
  },
} as const;

type Tool = keyof typeof tools;
const named = process.argv.slice(2) as Tool[];
const unknown = named.filter((name) => !(name in tools));
if (named.length === 0 || unknown.length > 0) {
  console.error(`usage: ensure-test-tools.ts ${Object.keys(tools).join("|")} …`);
  process.exit(2);
}

const browsers: readonly Tool[] = ["chromium-headless-shell", "chromium"];
const chromePath = process.env.CHROME_PATH;
if (chromePath && named.some((name) => browsers.includes(name))) {
  if (!existsSync(chromePath)) {
    console.error(`tests: CHROME_PATH=${chromePath} does not exist; point it at Chromium.`);
    process.exit(1);
  }
  console.warn(`tests: using the browser at ${chromePath} (CHROME_PATH)`);
}
const wanted = named.filter((name) => !(chromePath && browsers.includes(name)));

/** How to run apt-get: directly as root, through password-less sudo, or not at all. */
function aptPrefix(): string[] | undefined {
  if (!existsSync("/usr/bin/apt-get")) return undefined;
  if (process.getuid?.() === 0) return [];
  try {
    execFileSync("sudo", ["-n", "true"], { stdio: "ignore" });
    return ["sudo", "-n"];
  } catch {
    return undefined;
  }
}

const missing = wanted.filter((name) => !tools[name].found());
const prefix = missing.length > 0 ? aptPrefix() : undefined;
if (prefix) {
  const run = (args: string[]) => {
    const argv = [...prefix, ...args];
    execFileSync(argv[0] ?? "apt-get", argv.slice(1), {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
  };
  try {
    run(["apt-get", "update", "-qq"]);
  } catch {
    console.warn("tests: apt-get update failed; installing from the package lists already here");
  }
  // One package at a time: one this system does not have leaves the others installed.
  for (const aptPackage of missing.flatMap((name) => tools[name].aptPackages)) {
    console.warn(`tests: installing Debian's ${aptPackage} with apt-get (one time)`);
    try {
      run(["apt-get", "install", "-y", "-qq", "--no-install-recommends", aptPackage]);
    } catch {
      console.warn(`tests: apt-get could not install ${aptPackage}`);
    }
  }
}

for (const name of wanted) {
  const { found, standIn, otherwise } = tools[name];
  const path = found();
  if (path) {
    console.warn(`tests: using ${name} at ${path}`);
    continue;
  }
  const replacement = standIn();
  if (replacement) {
    console.warn(
      `tests: no ${name}; using ${replacement}, about twice as slowly. Run ${otherwise}.`,
    );
    continue;
  }
  console.error(`tests: no ${name} found. Run ${otherwise}.`);
  process.exitCode = 1;
}
