import { gzipSync } from "node:zlib";
import { parse } from "parse5";
import { elements } from "../../lib/html-elements.ts";
import type { HttpClient } from "../http-client.ts";
import type { Finding } from "../report/report.ts";

/**
 * First-load byte budgets of every page (docs/measuring.md), in gzip bytes (1 KB = 1,000
 * bytes) of what a page loads before any interaction, by kind: all its scripts, all its
 * stylesheets, its HTML (docs/measuring.md); e2e/budgets.desktop.spec.ts reads them from here.
 */
export const firstLoadBudgets = { script: 160_000, stylesheet: 15_000, document: 30_000 } as const;

/** A kind of resource with a budget. */
export type BudgetedType = keyof typeof firstLoadBudgets;

/** One resource a page loads first. */
export interface LoadedResource {
  url: string;
  type: BudgetedType;
}

/** `<link rel>` values that load a budgeted resource, and its kind. */
const linkTypes: Record<string, BudgetedType> = {
  stylesheet: "stylesheet",
  modulepreload: "script",
};

/**
 * What a page's HTML makes the browser load first, without running it: the document, every
 * `script[src]` and `link[rel=modulepreload]`, every `link[rel=stylesheet]`, on the page's
 * origin. (In a browser the audit counts what the page really requested, lazy chunks
 * included.)
 *
 * @param pageUrl - the page's absolute URL.
 */
export function staticFirstLoad(html: string, pageUrl: string): LoadedResource[] {
  const origin = new URL(pageUrl).origin;
  const resources: LoadedResource[] = [{ url: pageUrl, type: "document" }];
  for (const element of elements(parse(html))) {
    const value = (name: string) => element.attrs.find((attr) => attr.name === name)?.value;
    const rels = (value("rel") ?? "").toLowerCase().split(/\s+/);
    const linkType = rels.map((rel) => linkTypes[rel]).find(Boolean);
    const href = element.tagName === "link" && linkType ? value("href") : undefined;
    const src = element.tagName === "script" ? value("src") : undefined;
    const found = href ?? src;
    if (found === undefined) continue;
    const url = new URL(found, pageUrl);
    if (url.origin === origin) resources.push({ url: url.href, type: linkType ?? "script" });
  }
  return resources;
}

/**
 * The gzip bytes (zlib's default level, as `npm start` and most hosts send) of each kind of
 * resource, each URL counted once.
 *
 * @throws Error when a resource cannot be fetched.
 */
export async function firstLoadBytes(
  resources: readonly LoadedResource[],
  client: HttpClient,
): Promise<Record<BudgetedType, number>> {
  const totals: Record<BudgetedType, number> = { script: 0, stylesheet: 0, document: 0 };
  const unique = new Map(resources.map((resource) => [resource.url, resource.type]));
  await Promise.all(
    [...unique].map(async ([url, type]) => {
      totals[type] += gzipSync((await client.get(url)).body).length;
    }),
  );
  return totals;
}

/** How a kind of resource is named in a message. */
const typeNames: Record<BudgetedType, string> = {
  script: "scripts",
  stylesheet: "stylesheets",
  document: "HTML",
};

/** A `budget` finding for each kind of resource over its {@link firstLoadBudgets} value. */
export function budgetFindings(pagePath: string, totals: Record<BudgetedType, number>): Finding[] {
  const format = new Intl.NumberFormat("en");
  return (Object.keys(firstLoadBudgets) as BudgetedType[]).flatMap((type): Finding[] =>
    totals[type] > firstLoadBudgets[type]
      ? [
          {
            page: pagePath,
            check: "budget",
            message: `${typeNames[type]} loaded first: ${format.format(totals[type])} gzip bytes, over the budget of ${format.format(firstLoadBudgets[type])}`,
          },
        ]
      : [],
  );
}
