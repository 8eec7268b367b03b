import type { Page } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parse } from "yaml";
import { editorYaml } from "../../app/content/editor-config.ts";
import { copySources } from "./repository-copy.ts";

/**
 * A checkout for the content editor's tests: a git copy of this repository in a temporary
 * folder, handed to the real editor at `/admin/` in local mode.
 *
 * The editor's local mode asks for the checkout's folder with the browser's directory picker
 * (`showDirectoryPicker`, File System Access API), which headless Chromium cannot answer. The
 * documented init script {@link pickerReturnsOpfsRoot} makes the picker return the origin
 * private file system's root (OPFS, a real `FileSystemDirectoryHandle`);
 * {@link EditorCheckout.open} copies the checkout's content files into it before the editor
 * starts and {@link EditorCheckout.syncBack} copies them back to disk after saving. Everything
 * between is the editor reading and writing through the standard API, as it does on the
 * owner's disk.
 */

/** The folders the editor reads and writes (its collections and its media folder). */
const editedFolders = ["app/content"];

/**
 * Init script: the directory picker answers with the OPFS root instead of opening a dialog.
 * Runs in the page, before the editor's script.
 */
export function pickerReturnsOpfsRoot() {
  Object.defineProperty(window, "showDirectoryPicker", {
    configurable: true,
    value: () => navigator.storage.getDirectory(),
  });
}

/** A temporary git copy of the repository the editor edits. */
export interface EditorCheckout {
  /** Its folder. */
  dir: string;
  /** Runs git in it and returns what git printed. */
  git: (...args: string[]) => string;
  /** Copies the content files into the page's OPFS; call on a page of the editor's origin. */
  open: (page: Page) => Promise<void>;
  /** Copies the editor's saved files back to disk (deleting those the editor deleted). */
  syncBack: (page: Page) => Promise<void>;
  /** Deletes the folder. */
  remove: () => void;
}

/** Makes the copy: the build's sources and the default content (copySources), one commit. */
export async function createEditorCheckout(): Promise<EditorCheckout> {
  const dir = mkdtempSync(path.join(tmpdir(), "editor-checkout-"));
  await copySources(dir);
  const git = (...args: string[]) =>
    execFileSync(
      "git",
      ["-C", dir, "-c", "user.name=Editor test", "-c", "user.email=editor@example.com", ...args],
      { encoding: "utf8" },
    );
  // The content as the editor writes it, so a save changes only the lines it edits, whatever
  // form the owner's hand edits left a file in.
  for (const file of readdirSync(path.join(dir, "app/content"), { recursive: true })) {
    if (typeof file !== "string" || !file.endsWith(".yaml")) continue;
    const full = path.join(dir, "app/content", file);
    writeFileSync(full, editorYaml(parse(readFileSync(full, "utf8"))));
  }
  git("init", "-q", "-b", "main");
  writeFileSync(path.join(dir, ".gitignore"), "node_modules\nbuild/\n.react-router/\n");
  git("add", ".");
  git("commit", "-qm", "checkout");
  const edited = () =>
    git("ls-files", ...editedFolders)
      .trim()
      .split("\n")
      .filter(Boolean);

  return {
    dir,
    git,
    async open(page) {
      // `.git/HEAD` is how the editor recognises a repository's root.
      const files = [".git/HEAD", ...edited()].map((file) => ({
        file,
        base64: readFileSync(path.join(dir, file)).toString("base64"),
      }));
      await page.evaluate(async (files) => {
        const opfs = await navigator.storage.getDirectory();
        for await (const name of opfs.keys()) await opfs.removeEntry(name, { recursive: true });
        for (const { file, base64 } of files) {
          const parts = file.split("/");
          let folder = opfs;
          for (const part of parts.slice(0, -1)) {
            folder = await folder.getDirectoryHandle(part, { create: true });
          }
          const handle = await folder.getFileHandle(parts.at(-1) ?? "", { create: true });
          const writable = await handle.createWritable();
          await writable.write(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));
          await writable.close();
        }
      }, files);
    },
    async syncBack(page) {
      const files = await page.evaluate(async () => {
        const found: { file: string; base64: string }[] = [];
        async function walk(folder: FileSystemDirectoryHandle, prefix: string) {
          for await (const [name, handle] of folder.entries()) {
            if (handle instanceof FileSystemDirectoryHandle) {
              await walk(handle, `${prefix}${name}/`);
            } else if (handle instanceof FileSystemFileHandle) {
              const bytes = new Uint8Array(await (await handle.getFile()).arrayBuffer());
              let binary = "";
              for (const byte of bytes) binary += String.fromCharCode(byte);
              found.push({ file: `${prefix}${name}`, base64: btoa(binary) });
            }
          }
        }
        await walk(await navigator.storage.getDirectory(), "");
        return found;
      });
      const kept = new Set(files.map(({ file }) => file));
      for (const file of edited()) if (!kept.has(file)) rmSync(path.join(dir, file));
      for (const { file, base64 } of files) {
        if (!editedFolders.some((folder) => file.startsWith(`${folder}/`))) continue;
        mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
        writeFileSync(path.join(dir, file), Buffer.from(base64, "base64"));
      }
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
