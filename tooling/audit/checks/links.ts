import { parse } from "parse5";
import { elements } from "../../lib/html-elements.ts";
import type { HttpClient } from "../http-client.ts";
import { isHtml } from "./page-http-checks.ts";
import type { Finding } from "../report/report.ts";

/** A URL a page links to or loads as an image, and the element that names it. */
export interface Reference {
  kind: "link" | "image";
  /** The absolute URL, fragment included. */
  url: string;
  /** The attribute's value as the page writes it (`/case-studies`, `/assets/images/…`). */
  value: string;
  /** A CSS selector of the element: `a[href="/x"]`, `img[src="/y"]`, `source[srcset*="/z"]`. */
  element: string;
}

/** A CSS string (CSS Syntax §4.3.5): the value quoted, with `"`, `\` and line breaks escaped. */
function cssString(value: string): string {
  return `"${value.replace(/["\\]/g, "\\$&").replace(/\n/g, "\\a ")}"`;
}

/**
 * The URLs of a `srcset` (HTML Standard, "parse a srcset attribute"): each candidate's URL is
 * its first run of non-whitespace, without trailing commas; its descriptors run to the next
 * comma outside parentheses.
 */
export function srcsetUrls(srcset: string): string[] {
  const urls: string[] = [];
  let position = 0;
  while (position < srcset.length) {
    position += /^[\s,]*/.exec(srcset.slice(position))?.[0].length ?? 0;
    const url = /^\S+/.exec(srcset.slice(position))?.[0];
    if (!url) break;
    position += url.length;
    const trimmed = url.replace(/,+$/, "");
    if (trimmed) urls.push(trimmed);
    if (trimmed !== url) continue;
    let depth = 0;
    while (position < srcset.length) {
      const character = srcset[position];
      position += 1;
      if (character === "(") depth += 1;
      else if (character === ")") depth = Math.max(0, depth - 1);
      else if (character === "," && depth === 0) break;
    }
  }
  return urls;
}

/**
 * The page's internal links (`a[href]`, `area[href]` on the page's origin) and images
 * (`img[src]`, every `srcset` candidate of `img` and `source`), each once per element kind and
 * value, in document order.
 *
 * @param html - the page's HTML.
 * @param pageUrl - its absolute URL, to resolve relative values.
 */
export function referencesOf(html: string, pageUrl: string): Reference[] {
  const origin = new URL(pageUrl).origin;
  const seen = new Set<string>();
  const references: Reference[] = [];
  const add = (reference: Reference) => {
    const key = `${reference.kind} ${reference.element}`;
    if (seen.has(key)) return;
    seen.add(key);
    references.push(reference);
  };
  for (const element of elements(parse(html))) {
    const value = (name: string) => element.attrs.find((attr) => attr.name === name)?.value;
    const tag = element.tagName;
    const href = value("href");
    if ((tag === "a" || tag === "area") && href !== undefined) {
      let url: URL;
      try {
        url = new URL(href, pageUrl);
      } catch {
        continue;
      }
      if (url.origin !== origin) continue;
      add({ kind: "link", url: url.href, value: href, element: `${tag}[href=${cssString(href)}]` });
    }
    const src = value("src");
    if (tag === "img" && src !== undefined) {
      add({
        kind: "image",
        url: new URL(src, pageUrl).href,
        value: src,
        element: `img[src=${cssString(src)}]`,
      });
    }
    const srcset = value("srcset");
    if ((tag === "img" || tag === "source") && srcset !== undefined) {
      for (const candidate of srcsetUrls(srcset)) {
        add({
          kind: "image",
          url: new URL(candidate, pageUrl).href,
          value: candidate,
          element: `${tag}[srcset*=${cssString(candidate)}]`,
        });
      }
    }
  }
  return references;
}

/**
 * The ids a fragment may point at in a page (HTML Standard, "find a potential indicated
 * element"): every `id`, and the `name` of every `a`.
 */
export function fragmentTargets(html: string): Set<string> {
  const ids = new Set<string>();
  for (const element of elements(parse(html))) {
    for (const attr of element.attrs) {
      if (attr.name === "id" || (attr.name === "name" && element.tagName === "a")) {
        ids.add(attr.value);
      }
    }
  }
  return ids;
}

/**
 * Whether a fragment needs an element: not an empty one, nor `top` (HTML Standard, "scroll to
 * the fragment": both scroll to the top of the document).
 */
function needsTarget(fragment: string): boolean {
  return fragment !== "" && fragment.toLowerCase() !== "top";
}

/** A fragment as an id (URL Standard: percent-decoded); as written when it does not decode. */
function decodedFragment(fragment: string): string {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}

/**
 * Checks a page's references on the target: every link answers 200 (no redirect hop,
 * docs/deploying.md "One URL per page"), with its `#fragment` present on the linked page;
 * every image answers 200.
 *
 * @param page - the page the references are on: its path, its absolute URL and its HTML (a
 *   link within it needs only its fragment's element, whatever the page's status).
 * @param fragmentsOf - the fragment targets of a URL's page (cached by the caller), or
 *   `undefined` when the URL is not an HTML page.
 * @returns `link`, `anchor` and `image` findings naming the element; each carries the
 *   attribute's value for the source lookup.
 */
export async function referenceFindings(
  page: { path: string; url: string; html: string },
  references: readonly Reference[],
  client: HttpClient,
  fragmentsOf: (url: string) => Promise<Set<string> | undefined>,
): Promise<Finding[]> {
  const withoutFragment = (url: string) => url.split("#")[0];
  let ownTargets: Set<string> | undefined;
  const findings = await Promise.all(
    references.map(async (reference): Promise<Finding[]> => {
      const base = { page: page.path, element: reference.element, value: reference.value };
      const target = new URL(reference.url);
      const shown = `${target.pathname}${target.search}`;
      const fragment = decodedFragment(target.hash.slice(1));
      if (
        reference.kind === "link" &&
        withoutFragment(reference.url) === withoutFragment(page.url)
      ) {
        ownTargets ??= fragmentTargets(page.html);
        if (!needsTarget(fragment) || ownTargets.has(fragment)) return [];
        return [
          {
            ...base,
            check: "anchor",
            message: `links to #${fragment}, which this page does not have`,
          },
        ];
      }
      let answer;
      try {
        answer =
          reference.kind === "link"
            ? await client.get(reference.url)
            : await client.status(reference.url);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        return [{ ...base, check: reference.kind, message: `${shown} did not answer (${reason})` }];
      }
      if (answer.status !== 200) {
        const location = answer.headers.get("location");
        const to = location ? ` (→ ${location})` : "";
        const what = reference.kind === "link" ? "links to" : "loads the image";
        return [
          {
            ...base,
            check: reference.kind,
            message: `${what} ${shown}, which answers ${answer.status}${to}, not 200`,
          },
        ];
      }
      if (reference.kind !== "link" || !needsTarget(fragment) || !isHtml(answer)) return [];
      const targets = await fragmentsOf(reference.url);
      if (!targets || targets.has(fragment)) return [];
      return [
        {
          ...base,
          check: "anchor",
          message: `links to #${fragment} on ${target.pathname}, which has no element with that id`,
        },
      ];
    }),
  );
  return findings.flat();
}
