import { spawn } from "node:child_process";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { createInterface } from "node:readline";
import path from "node:path";

/**
 * Serves the build through Cloudflare's own Pages runtime, `wrangler pages dev`, on
 * `127.0.0.1:$PORT`, offline and without metrics, for the host suite of the end-to-end tests
 * (e2e/hosts.spec.ts). It applies `build/client/_headers` and `_redirects` as Pages does;
 * `SITE_CLIENT_DIR` serves another build folder (a test's copy of the repository).
 * Runs from a temporary folder, so wrangler's state (`.wrangler/`) stays out of the repository.
 * The compatibility date only matters to Pages Functions, which the site has none of; it must
 * not be newer than the pinned workerd release supports.
 * Exits with wrangler's status; stops wrangler when it is stopped itself (SIGTERM, SIGINT).
 */
const root = path.resolve(import.meta.dirname, "../..");
const port = Number(process.env.PORT);
if (!Number.isInteger(port) || port <= 0) {
  console.error("host-wrangler: set PORT to a free TCP port");
  process.exit(1);
}
const clientDir = process.env.SITE_CLIENT_DIR ?? path.join(root, "build/client");
const wrangler = path.join(root, "node_modules/wrangler/bin/wrangler.js");
const work = await mkdtemp(path.join(tmpdir(), "host-wrangler-"));
const child = spawn(
  process.execPath,
  [
    wrangler,
    ...["pages", "dev", clientDir],
    ...["--ip", "127.0.0.1", "--port", String(port)],
    ...["--compatibility-date", "2026-10-01", "--persist-to", path.join(work, "state")],
    ...["--log-level", "error"],
  ],
  {
    cwd: work,
    stdio: ["ignore", "inherit", "pipe"],
    // CI=true: wrangler runs non-interactively, with no prompts.
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", CI: "true" },
  },
);
// wrangler logs the whole path of each request it cannot read from disk: cut long lines, so a
// hostile 4,000-character URL does not flood the test log.
createInterface({ input: child.stderr }).on("line", (line) => {
  console.error(line.length > 300 ? `${line.slice(0, 300)}…` : line);
});
child.on("exit", (code, signal) => process.exit(code ?? (signal === "SIGTERM" ? 0 : 1)));
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => child.kill("SIGTERM"));
}
