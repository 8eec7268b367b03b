import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const folder = path.resolve(import.meta.dirname, "../docs/decisions");
/** Every record, by its path under docs/decisions/ (wholly superseded ones in `superseded/`). */
const records = [
  ...readdirSync(folder),
  ...readdirSync(path.join(folder, "superseded")).map((file) => `superseded/${file}`),
].filter((file) => /^(superseded\/)?\d{3}-.*\.md$/.test(file));
const index = readFileSync(path.join(folder, "README.md"), "utf8");

/** A record's `Status:` line. */
function statusOf(file: string): string {
  return /^Status: (.*)$/m.exec(readFileSync(path.join(folder, file), "utf8"))?.[1] ?? "";
}

/** The three-digit numbers that follow "by" (the records that supersede this one, in part or whole). */
function supersededBy(status: string): string[] {
  return [...status.matchAll(/\bby (\d{3})\b/g)].map((match) => match[1] ?? "").sort();
}

/** The index's row for a record. */
function indexRow(file: string): string {
  return index.split("\n").find((line) => line.includes(`](${file})`)) ?? "";
}

describe("docs/decisions/README.md", () => {
  it("lists every decision record once", () => {
    for (const file of records) {
      expect(index.split(`](${file})`).length - 1, file).toBe(1);
    }
  });

  it("names, for each record, the records its own Status line says supersede it", () => {
    for (const file of records) {
      const row = indexRow(file);
      expect(supersededBy(row.split("|")[2] ?? ""), file).toEqual(supersededBy(statusOf(file)));
      if (supersededBy(statusOf(file)).length === 0) expect(row, file).toMatch(/\|\s*holds\s*\|/);
    }
  });

  it("has each record name the records it supersedes, and those name it back", () => {
    for (const file of records) {
      const number = path.basename(file).slice(0, 3);
      const supersedes = [...statusOf(file).matchAll(/supersedes([^;)]*)/g)].flatMap((clause) =>
        [...(clause[1] ?? "").matchAll(/\b\d{3}\b/g)].map((match) => match[0]),
      );
      for (const older of supersedes) {
        const olderFile =
          records.find((record) => path.basename(record).startsWith(`${older}-`)) ?? older;
        expect(supersededBy(statusOf(olderFile)), `${olderFile} names ${file}`).toContain(number);
      }
      for (const newer of supersededBy(statusOf(file))) {
        const newerFile =
          records.find((record) => path.basename(record).startsWith(`${newer}-`)) ?? newer;
        expect(statusOf(newerFile), `${newerFile} names ${file}`).toMatch(
          new RegExp(`supersedes[^;)]*\\b${number}\\b`),
        );
      }
    }
  });

  it("keeps in superseded/ exactly the records superseded as a whole", () => {
    for (const file of records) {
      const isWhole = /^superseded by \d{3}(?: \(supersedes [^)]*\))?$/.test(statusOf(file));
      expect(file.startsWith("superseded/"), `${file}: ${statusOf(file)}`).toBe(isWhole);
    }
  });
});
