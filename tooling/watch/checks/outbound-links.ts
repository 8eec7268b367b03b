import { shown } from "../../../app/content/read-file.ts";
import type { SiteContent } from "../../../app/content/schema.ts";
import type { CheckResult } from "../findings.ts";

/**
 * The outbound links the content names (the scheduling link, the LinkedIn page, any other
 * `https:` value of app/content/site.yaml's facts), requested the way a visitor's browser
 * requests them.
 */

/** An outbound link of the content and the field it comes from. */
export interface ContentLink {
  url: string;
  /** The content file and field: `app/content/site.yaml → consultation.url`. */
  source: string;
}

/**
 * Every `https:` value of the site's facts, with its field, in the file's order
 * (`consultation.url`, `linkedInUrl`, and any link a later field adds). The site's own origin
 * (`url`, from `SITE_URL`) is not an outbound link and is left out.
 *
 * @param site - the site's facts (./content-facts.ts).
 */
export function contentLinks(site: Partial<SiteContent>): ContentLink[] {
  const links: ContentLink[] = [];
  const visit = (value: unknown, field: string) => {
    if (typeof value === "string") {
      if (/^https:\/\//i.test(value)) {
        links.push({ url: value, source: `${shown("site.yaml")} → ${field}` });
      }
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => visit(item, `${field}[${index + 1}]`));
    } else if (value && typeof value === "object") {
      for (const [key, item] of Object.entries(value)) visit(item, field ? `${field}.${key}` : key);
    }
  };
  for (const [key, value] of Object.entries(site)) if (key !== "url") visit(value, key);
  return links;
}

/** How a link is requested: `fetch`'s shape, so a test can send it to a local server. */
export type LinkFetch = (url: string, init: RequestInit) => Promise<Response>;

/**
 * A browser's request headers: some booking and social sites answer a bare client's request
 * with 403 or a challenge page, never a visitor's.
 */
export const browserHeaders = {
  "User-Agent":
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36",
  Accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  "Accept-Language": "en,es;q=0.8",
} as const;

/**
 * A {@link LinkFetch} that sends every request to `origin` instead of the link's own host,
 * with the same path and query and the link's host in `X-Forwarded-Host`: how the tests (and
 * `WATCH_LINKS_ORIGIN`, watch-site.ts) put a local stand-in in place of the real sites.
 * The verdict still reads the link's own host (LinkedIn's 999).
 */
export function viaOrigin(origin: string, fetchImpl: LinkFetch = fetch): LinkFetch {
  return (url, init) => {
    const link = new URL(url);
    const headers = new Headers(init.headers);
    headers.set("X-Forwarded-Host", link.host);
    return fetchImpl(new URL(`${link.pathname}${link.search}`, origin).href, { ...init, headers });
  };
}

/**
 * Whether `url` is on LinkedIn, which answers automated requests with its own status 999
 * whatever the page: such a link is reachable but cannot be verified from a script.
 */
export function isLinkedIn(url: string): boolean {
  const host = new URL(url).hostname.toLowerCase();
  return host === "linkedin.com" || host.endsWith(".linkedin.com");
}

/**
 * Requests a link with GET, as a browser would ({@link browserHeaders}), following redirects.
 * 2xx and 3xx are fine; 999 from LinkedIn is a note (reachable, not verifiable); any other
 * status, a network error or no answer within `timeoutMs` is a failure naming the link and
 * its content field.
 *
 * @param fetchLink - how to request it (`fetch`, or {@link viaOrigin} in tests).
 * @param timeoutMs - the longest wait for the answer's status, 20 000 by default.
 */
export async function checkLink(
  link: ContentLink,
  fetchLink: LinkFetch = fetch,
  timeoutMs = 20_000,
): Promise<CheckResult> {
  const base = { check: "outbound-link", element: `link to ${link.url}`, source: link.source };
  let status: number;
  let statusText: string;
  try {
    const response = await fetchLink(link.url, {
      method: "GET",
      redirect: "follow",
      headers: browserHeaders,
      signal: AbortSignal.timeout(timeoutMs),
    });
    ({ status, statusText } = response);
    await response.body?.cancel();
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    const reason = cause instanceof Error ? cause.message : String(cause);
    return {
      checked: `${link.source}: ${link.url} unreachable`,
      findings: [{ severity: "failure", ...base, message: `could not be reached (${reason})` }],
    };
  }
  const checked = `${link.source}: ${link.url} answers ${status}`;
  if (status === 999 && isLinkedIn(link.url)) {
    return {
      checked,
      findings: [
        {
          severity: "note",
          ...base,
          message:
            "LinkedIn answers automated requests with 999: reachable, but only a browser can tell the page is there",
        },
      ],
    };
  }
  if (status >= 200 && status < 400) return { checked, findings: [] };
  const answer = `${status}${statusText ? ` ${statusText}` : ""}`;
  return { checked, findings: [{ severity: "failure", ...base, message: `answers ${answer}` }] };
}

/**
 * Checks every outbound link of the site's facts ({@link contentLinks}, {@link checkLink}), all
 * at once.
 */
export async function checkContentLinks(
  site: Partial<SiteContent>,
  fetchLink: LinkFetch = fetch,
  timeoutMs?: number,
): Promise<CheckResult[]> {
  return Promise.all(contentLinks(site).map((link) => checkLink(link, fetchLink, timeoutMs)));
}
