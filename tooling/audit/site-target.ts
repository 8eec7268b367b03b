import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { builtPagesFile } from "../lib/build-files.ts";
import { freePort } from "../lib/free-port.ts";

/** How long the project's server may take to start, in milliseconds. */
const serverStartTimeoutMs = 60_000;

/** The project's own server (`npm start`'s), which sends the production headers. */
const serverScript = path.resolve(import.meta.dirname, "../serve.ts");

/** A target the audit cannot use: the message says why (the CLI exits 2 with it). */
export class SetupError extends Error {}

/** The site being audited: where it answers, and how to let it go. */
export interface SiteTarget {
  /** The origin every audited path is opened on: `http://127.0.0.1:40123`, `https://www.example.com`. */
  origin: string;
  /** Stops the server the audit started, if any. */
  close(): Promise<void>;
}

/**
 * Opens the target: a base URL as it is (its origin: the site is served at its root), or a
 * build folder as `react-router build` writes it (`client/`, `compressed/`, `pages.json`),
 * served by tooling/serve.ts (`SITE_BUILD_DIR`, a free `PORT` on `HOST=127.0.0.1`), which
 * sends the production headers. Resolves once the server says it listens.
 *
 * @throws SetupError when the URL is not http(s), the folder is not a build, or the server
 *   stops or stays silent for {@link serverStartTimeoutMs}.
 */
export async function openTarget(target: string): Promise<SiteTarget> {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(target)) {
    let url: URL;
    try {
      url = new URL(target);
    } catch {
      throw new SetupError(`${target} is not a URL`);
    }
    if (url.protocol !== "http:" && url.protocol !== "https:") {
      throw new SetupError(`${target} is not an http(s) URL`);
    }
    return { origin: url.origin, close: async () => {} };
  }
  const buildDir = path.resolve(target);
  if (
    !existsSync(path.join(buildDir, "client")) ||
    !existsSync(path.join(buildDir, builtPagesFile))
  ) {
    throw new SetupError(
      `${target} is not a build folder (no client/ or ${builtPagesFile}): run npm run build, or give a URL`,
    );
  }
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [serverScript], {
    env: { ...process.env, SITE_BUILD_DIR: buildDir, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "ignore", "pipe"],
  });
  // The server goes with the audit, however it ends.
  const stopServer = () => server.kill();
  process.once("exit", stopServer);
  let output = "";
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(
        new SetupError(`the server of ${target} did not start in ${serverStartTimeoutMs / 1000} s`),
      );
    }, serverStartTimeoutMs);
    server.stderr.setEncoding("utf8").on("data", (chunk: string) => {
      output += chunk;
      // tooling/serve.ts says where it serves once it listens.
      if (output.includes(origin)) {
        clearTimeout(timer);
        resolve();
      }
    });
    server.on("exit", (code) => {
      clearTimeout(timer);
      const reason = output.trim().split("\n").pop() || `exit code ${code}`;
      reject(new SetupError(`the server of ${target} stopped: ${reason}`));
    });
  }).catch((error: unknown) => {
    server.kill();
    throw error;
  });
  return {
    origin,
    close: () =>
      new Promise<void>((resolve) => {
        process.off("exit", stopServer);
        if (server.exitCode !== null) return resolve();
        server.once("exit", () => resolve());
        server.kill("SIGTERM");
      }),
  };
}
