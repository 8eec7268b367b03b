import { parse } from "parse5";
import { securityHeaders } from "../../build-steps/hosts/response-headers.ts";
import { elements } from "../../lib/html-elements.ts";
import type { AuditedPage } from "../discovery.ts";
import type { HttpAnswer } from "../http-client.ts";
import type { Finding } from "../report/report.ts";

/** The element a page's own policy is delivered in (tooling/build-steps/pages/csp.ts writes it). */
export const cspMetaSelector = 'meta[http-equiv="Content-Security-Policy"]';

/** Whether an answer is an HTML document, by its `Content-Type` (RFC 9110 §8.3). */
export function isHtml(answer: HttpAnswer): boolean {
  return /^text\/html\b/i.test(answer.headers.get("content-type") ?? "");
}

/**
 * What the page's answer must be: 200 for a page, 404 with an HTML page for a Not-found path
 * (docs/deploying.md, "One URL per page": no redirect hop, no second 200).
 *
 * @returns a `status` finding, or none.
 */
export function statusFindings(page: AuditedPage, answer: HttpAnswer): Finding[] {
  const expected = page.expects === "page" ? 200 : 404;
  const location = answer.headers.get("location");
  if (answer.status !== expected) {
    const to = location ? ` (→ ${location})` : "";
    return [
      {
        page: page.path,
        check: "status",
        message: `answers ${answer.status}${to}, not ${expected}`,
      },
    ];
  }
  if (!isHtml(answer)) {
    const type = answer.headers.get("content-type") ?? "no Content-Type";
    return [
      {
        page: page.path,
        check: "status",
        message: `answers ${answer.status} with ${type}, not an HTML page`,
      },
    ];
  }
  return [];
}

/**
 * The site's security headers, where the host sends headers at all: an answer that carries a
 * `Content-Security-Policy` header must carry every header of
 * tooling/build-steps/hosts/response-headers.ts `securityHeaders`, with the same value (OWASP Secure
 * Headers; a host that sends no header at all, GitHub Pages, has only the pages' `<meta>`
 * policies, docs/deploying.md).
 *
 * @returns one `headers` finding per header missing or different, naming it.
 */
export function headerFindings(pagePath: string, headers: Headers): Finding[] {
  if (!headers.has("content-security-policy")) return [];
  return Object.entries(securityHeaders).flatMap(([name, expected]): Finding[] => {
    const actual = headers.get(name);
    if (actual === null) {
      return [
        {
          page: pagePath,
          check: "headers",
          message: `no ${name} header, though the answer carries the site's Content-Security-Policy header (the site's policy: ${name}: ${expected})`,
        },
      ];
    }
    if (actual.trim() !== expected) {
      return [
        {
          page: pagePath,
          check: "headers",
          message: `${name} is "${actual}", the site's policy says "${expected}"`,
        },
      ];
    }
    return [];
  });
}

/**
 * The directives' names of a serialized policy (CSP3 §2.2.1 "parse a serialized CSP": tokens
 * split on `;`, the name is the first word, lowercased).
 */
function directiveNames(policy: string): string[] {
  return policy
    .split(";")
    .map((directive) => directive.trim().split(/\s+/)[0]?.toLowerCase() ?? "")
    .filter(Boolean);
}

/** Whether a policy restricts scripts: it has `script-src`, `script-src-elem` or `default-src`. */
function restrictsScripts(policy: string): boolean {
  return directiveNames(policy).some((name) =>
    ["default-src", "script-src", "script-src-elem"].includes(name),
  );
}

/** The `content` of each `<meta http-equiv="Content-Security-Policy">` in the page's `<head>`. */
function metaPolicies(html: string): string[] {
  return [...elements(parse(html))].flatMap((element) => {
    if (element.tagName !== "meta" || element.parentNode?.nodeName !== "head") return [];
    const value = (name: string) => element.attrs.find((attr) => attr.name === name)?.value;
    return value("http-equiv")?.toLowerCase() === "content-security-policy"
      ? [value("content") ?? ""]
      : [];
  });
}

/**
 * Every page has a Content-Security-Policy of its own, one that restricts scripts: in a
 * `<meta http-equiv>` in its `<head>` (CSP3 §4.3; what every built page carries,
 * docs/decisions/015-one-header-policy-hashes-in-the-page.md) or in a header. The site's one
 * header policy names no script source, so it alone does not count.
 *
 * @param headers - the page's answer's headers (a header may hold several policies, comma-separated).
 * @returns a `csp` finding naming the missing element, or none.
 */
export function pagePolicyFindings(pagePath: string, html: string, headers: Headers): Finding[] {
  const headerValue = headers.get("content-security-policy");
  const policies = [...metaPolicies(html), ...(headerValue?.split(",") ?? [])];
  if (policies.some(restrictsScripts)) return [];
  const header =
    headerValue === null
      ? "no Content-Security-Policy header"
      : "its Content-Security-Policy header restricts no script (no script-src or default-src)";
  return [
    {
      page: pagePath,
      element: cspMetaSelector,
      check: "csp",
      message: `missing: the page has no Content-Security-Policy of its own (no <meta http-equiv> in its <head>, and ${header})`,
    },
  ];
}
