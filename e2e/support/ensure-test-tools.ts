import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { findChromium, findHeadlessShell, findNginx } from "../../tooling/lib/find-tools.ts";

/**
 * Makes sure the programs the tests drive are installed: `chromium-headless-shell` (the
 * end-to-end tests), `chromium` (the benchmark) and `nginx` (the host suite). Usage:
 * `node e2e/support/ensure-test-tools.ts chromium-headless-shell nginx`. A missing one is
 * installed from Debian's packages when this is a Debian/Ubuntu machine and we are root (or
 * have password-less sudo), and said so; otherwise the script exits with status 1 and one line
 * saying exactly what to run, except that the tests take a full Chromium in the headless
 * shell's place, about twice as slowly, and say so.
 */
const tools = {
  "chromium-headless-shell": {
    found: () => findHeadlessShell(),
    standIn: () => findChromium(),
    aptPackage: "chromium-headless-shell",
    otherwise: "`sudo apt-get install chromium-headless-shell` (Debian/Ubuntu), or set CHROME_PATH",
  },
  chromium: {
    found: () => findChromium(),
    standIn: () => undefined,
    aptPackage: "chromium",
    otherwise:
      "`sudo apt-get install chromium` (Debian/Ubuntu) or `npx playwright install chromium`, or set CHROME_PATH",
  },
  nginx: {
    found: () => findNginx(),
    standIn: () => undefined,
    aptPackage: "nginx",
    otherwise: "`sudo apt-get install nginx` (Debian/Ubuntu)",
  },
} as const;

type Tool = keyof typeof tools;
const wanted = process.argv.slice(2) as Tool[];
const unknown = wanted.filter((name) => !(name in tools));
if (wanted.length === 0 || unknown.length > 0) {
  console.error(`usage: ensure-test-tools.ts ${Object.keys(tools).join("|")} …`);
  process.exit(2);
}

if (
  process.env.CHROME_PATH &&
  wanted.some((name) => name.startsWith("chromium")) &&
  !findChromium()
) {
  console.error(
    `tests: CHROME_PATH=${process.env.CHROME_PATH} does not exist; point it at Chromium.`,
  );
  process.exit(1);
}

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
  const packages = missing.map((name) => tools[name].aptPackage);
  console.warn(`tests: installing Debian's ${packages.join(", ")} with apt-get (one time)`);
  const run = (args: string[]) => {
    const argv = [...prefix, ...args];
    execFileSync(argv[0] ?? "apt-get", argv.slice(1), {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
  };
  run(["apt-get", "update", "-qq"]);
  run(["apt-get", "install", "-y", "-qq", "--no-install-recommends", ...packages]);
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
  console.error(`tests: no ${name} found${prefix ? " after apt-get" : ""}. Run ${otherwise}.`);
  process.exitCode = 1;
}
