import fs from "node:fs";
import { syncBuiltinESMExports } from "node:module";
import path from "node:path";

/**
 * Makes a test fail at once when it reads the owner's content: every test reads the default
 * content (`CONTENT_ROOT`, vitest.config.ts), so nothing she writes in `app/content/` can
 * change a test's outcome (docs/decisions/062-tests-on-fixture-content.md). Node's file reads
 * of a path in `app/content/` that is not a TypeScript module throw; the content's modules
 * still load. Installed in every test process by app/test/setup.ts, through Node's documented
 * way to patch a built-in module for ES module importers too (`syncBuiltinESMExports`).
 */

/** The owner's content folder in this checkout. */
export const ownerContentFolder = path.resolve(import.meta.dirname, "../content");

/** Whether `file` is one of the owner's content files or folders (not a module). */
export function isOwnerContent(file: fs.PathLike | number): boolean {
  if (typeof file === "number") return false;
  const inside = path.relative(ownerContentFolder, path.resolve(String(file)));
  return (
    inside !== "" && !inside.startsWith("..") && !path.isAbsolute(inside) && !/\.tsx?$/.test(inside)
  );
}

/** The error a read of the owner's content throws. */
export class OwnerContentReadError extends Error {
  constructor(file: string) {
    super(
      `A test read the owner's content (${path.relative(process.cwd(), file)}): tests read the default content, CONTENT_ROOT (app/test/owner-content-guard.ts)`,
    );
    this.name = "OwnerContentReadError";
  }
}

const reads = [
  "readFileSync",
  "readdirSync",
  "openSync",
  "opendirSync",
  "createReadStream",
] as const;
const promiseReads = ["readFile", "readdir", "open", "opendir"] as const;

/**
 * Wraps each read function of `target` named in `names` so it refuses the owner's content:
 * by throwing, or for a promise read by rejecting.
 */
function guard(target: Record<string, unknown>, names: readonly string[], isPromise: boolean) {
  for (const name of names) {
    const read = target[name];
    if (typeof read !== "function") continue;
    target[name] = function (this: unknown, file: fs.PathLike, ...rest: unknown[]) {
      if (isOwnerContent(file)) {
        const error = new OwnerContentReadError(String(file));
        if (isPromise) return Promise.reject(error);
        throw error;
      }
      return (read as (...args: unknown[]) => unknown).call(this, file, ...rest);
    };
  }
}

guard(fs as unknown as Record<string, unknown>, reads, false);
guard(fs.promises as unknown as Record<string, unknown>, promiseReads, true);
syncBuiltinESMExports();
