import autocannon from "autocannon";
import { spawn, spawnSync } from "node:child_process";
import path from "node:path";
import { freePort } from "../tooling/lib/free-port.ts";

/**
 * `npm start`'s server under a bounded load that accepts brotli, as browsers do: `rounds`
 * rounds of `connections` connections for `durationSeconds` each on `/`, its resident memory
 * (VmRSS, MB) after each round and its throughput. The server must stay under
 * {@link memoryLimitMb} (docs/decisions/051-files-never-run-script.md, "npm start sends
 * precompressed files"). Loopback only; the load stops by itself.
 */
export const memoryLimitMb = 400;

/** One round of load: what the server answered and what it held afterwards. */
export interface MemoryRound {
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  rssMb: number;
}

/** The server's resident memory in MB, read from `/proc/<pid>/status` (Linux). */
export function rssMb(pid: number | undefined): number {
  const status = spawnSync("cat", [`/proc/${pid}/status`], { encoding: "utf8" }).stdout;
  return Math.round(Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? NaN) / 1024);
}

/**
 * Loads `url` for `rounds` rounds with `Accept-Encoding: gzip, deflate, br` and reads the
 * memory of the process `pid` after each.
 */
export async function loadRounds(
  url: string,
  pid: number | undefined,
  { rounds = 3, connections = 200, durationSeconds = 10 } = {},
): Promise<MemoryRound[]> {
  const results: MemoryRound[] = [];
  for (let round = 0; round < rounds; round++) {
    const result = await autocannon({
      url,
      connections,
      duration: durationSeconds,
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    results.push({
      requestsPerSecond: Math.round(result.requests.average),
      p99Ms: result.latency.p99,
      errors: result.errors + result.timeouts,
      non2xx: result.non2xx,
      rssMb: rssMb(pid),
    });
  }
  return results;
}

if (import.meta.main) {
  // SERVE_SCRIPT: another checkout's tooling/serve.ts, to compare builds in one run.
  const script =
    process.env.SERVE_SCRIPT ?? path.resolve(import.meta.dirname, "../tooling/serve.ts");
  const port = await freePort();
  const server = spawn(process.execPath, [script], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}/`;
  for (let i = 0; i < 100; i++) {
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const before = rssMb(server.pid);
  const rounds = await loadRounds(url, server.pid);
  server.kill();
  console.log(`${script}: ${before} MB at rest`);
  console.table(rounds);
  const worst = Math.max(...rounds.map(({ rssMb: mb }) => mb));
  console.log(
    `${worst <= memoryLimitMb ? "met    " : "MISSED "} resident memory ≤ ${memoryLimitMb} MB (${worst} MB)`,
  );
  process.exitCode = worst <= memoryLimitMb ? 0 : 1;
}
