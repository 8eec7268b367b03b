/**
 * The width of the page in the editor's preview, in CSS px: the phone the site is designed for
 * first (most visitors come on phones), as the end-to-end tests' phone profile
 * (playwright.config.ts: 375 × 812).
 */
export const previewPhoneWidthPx = 375;

/** A phone-wide frame the page is drawn in, opened by {@link openPhoneFrame}. */
export interface PhoneFrame {
  /** The element in the frame's `<body>` the page's React root renders into. */
  container: HTMLElement;
  /** Sets the frame document's language (`<html lang>`, WCAG 3.1.1), e.g. `es-AR`. */
  setLanguage(lang: string): void;
  /** Stops following the page's height. */
  close(): void;
}

/**
 * Opens an `<iframe>` of {@link previewPhoneWidthPx} (or the pane's width, when narrower) in
 * `host`, centred, whose document links the site's stylesheet and resolves root-relative URLs
 * against this origin (`<base>`), and which grows with the page drawn in it, so the pane
 * scrolls as it does for any entry. The site's breakpoints are media queries on the window, so
 * only a window of a phone's width shows the page as a phone does; the editor's own preview
 * frame is as wide as its pane. The frame has no `src`: its document is `about:blank`, on this
 * origin and under the editor's policy (a policy is inherited by such a document, CSP3 §4.2.2.2).
 *
 * @param host - the element the editor renders for the template, in its preview document.
 * @param stylesheetHref - the site's stylesheet, an absolute URL on this origin.
 * @param title - the frame's accessible name.
 */
export function openPhoneFrame(
  host: HTMLElement,
  stylesheetHref: string,
  title: string,
): PhoneFrame {
  const frame = host.ownerDocument.createElement("iframe");
  frame.title = title;
  // Set through the CSSOM, which no CSP directive restricts.
  Object.assign(frame.style, {
    display: "block",
    width: `${previewPhoneWidthPx}px`,
    maxWidth: "100%",
    margin: "0 auto",
    border: "0",
    boxShadow: "0 0 0 1px rgb(0 0 0 / 0.1)",
  });
  host.append(frame);
  const page = frame.contentDocument;
  const view = frame.contentWindow as (Window & typeof globalThis) | null;
  if (!page || !view) throw new Error("The preview's phone frame has no document");
  const base = page.createElement("base");
  base.href = `${window.location.origin}/`;
  const stylesheet = page.createElement("link");
  stylesheet.rel = "stylesheet";
  stylesheet.href = stylesheetHref;
  page.head.append(base, stylesheet);
  // React renders into an element of the body, not the body itself, which others may use.
  const container = page.createElement("div");
  page.body.append(container);
  const resize = new view.ResizeObserver(() => {
    frame.style.height = `${page.documentElement.scrollHeight}px`;
  });
  resize.observe(page.body);
  return {
    container,
    setLanguage(lang) {
      page.documentElement.lang = lang;
    },
    close() {
      resize.disconnect();
    },
  };
}
