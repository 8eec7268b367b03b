import { createRequire } from "node:module";

/** The part of jsdom the audit uses (jsdom ships no type declarations). */
interface Jsdom {
  JSDOM: new (html: string) => { window: { DOMParser: typeof DOMParser } };
}

/** The platform's XML parser (DOM Standard `DOMParser`), from jsdom: one for the run. */
let parser: DOMParser | undefined;

/** The outcome of parsing a text as XML: its document, or why it is not well-formed. */
export type XmlResult = { document: Document } | { error: string };

/**
 * Parses `text` as XML with `DOMParser` (`application/xml`, XML 1.0 well-formedness), the
 * same API a browser offers, so the sitemap and the feeds are read the way their readers
 * read them, without a browser.
 *
 * @returns the document, or the parser's error message when the text is not well-formed.
 */
export function parseXml(text: string): XmlResult {
  if (!parser) {
    const { JSDOM } = createRequire(import.meta.url)("jsdom") as Jsdom;
    parser = new new JSDOM("").window.DOMParser();
  }
  const document = parser.parseFromString(text, "application/xml");
  const error = document.getElementsByTagName("parsererror")[0];
  if (error) return { error: (error.textContent ?? "").trim() || "not well-formed" };
  return { document };
}
