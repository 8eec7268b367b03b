import type { CustomPreviewTemplate, CustomPreviewTemplateProps } from "@sveltia/cms";
import stylesheetUrl from "~/app.css?url";
import { openPhoneFrame, type PhoneFrame } from "./phone-frame";
import type { mountPreview, MountedPreview } from "./preview-app";
import type { PreviewTemplate } from "./preview-templates.server";

/**
 * The editor's preview templates (served as `/admin/preview/preview.js`, loaded after the editor
 * by /admin/index.html; tooling/build-steps/editor/editor-preview.ts builds it): for each page's words
 * file and each case study, the preview pane shows the site's own sections, styled by the
 * site's stylesheet, in the pane's language, at a phone's width, through Sveltia CMS's public
 * API (`CMS.registerPreviewStyle`, `CMS.registerPreviewTemplate`). Files without a template
 * (the site's facts, the figures, the words on every page) keep the editor's list of field
 * values. This script only registers them; the site's React and sections (preview-app.tsx)
 * load when the first preview opens.
 *
 * The templates come from the page registry (app/pages/registry.ts): one for each words file
 * of `pages` and `notFoundPage`, by the editor's name of the file, and one for the case studies
 * collection (`previewTemplates` in preview-templates.server.ts). The registry holds the pages'
 * zod schemas, which stay out of the browser, so the build computes the list and writes it
 * into this script as `__EDITOR_PREVIEW_TEMPLATES__` (a Vite `define`). A page added to the
 * registry is previewed with no other file changed: by its own sections where
 * app/editor-preview/drawings.tsx has a drawing of them, else by its words (words-preview.tsx).
 */

/**
 * The preview templates, from the page registry (`previewTemplates()`), written in by the
 * build (tooling/build-steps/editor/editor-preview.ts).
 */
declare const __EDITOR_PREVIEW_TEMPLATES__: readonly PreviewTemplate[];

/** What the editor puts on `window` (Sveltia CMS's Decap-compatible globals). */
interface EditorGlobals {
  CMS: {
    registerPreviewStyle(style: string, options?: { raw?: boolean }): void;
    registerPreviewTemplate(name: string, component: CustomPreviewTemplate): void;
  };
  /** create-react-class, bound to the editor's own React (which renders the templates). */
  createClass(spec: PreviewBridgeSpec): CustomPreviewTemplate;
  /** The editor's `React.createElement`. */
  h(type: string, props: { ref: (node: HTMLElement | null) => void }): unknown;
}

/**
 * The instance of a template: the editor's props, the element it renders, the phone-wide frame
 * in it, and the page mounted there once the preview's React side has loaded.
 */
interface PreviewBridge {
  props: CustomPreviewTemplateProps;
  node: HTMLElement | null;
  frame: PhoneFrame | null;
  preview: MountedPreview | null;
  isUnmounted: boolean;
}

/** A create-react-class spec for {@link PreviewBridge}. */
type PreviewBridgeSpec = ThisType<PreviewBridge & PreviewBridgeSpec> & {
  componentDidMount(): void;
  componentDidUpdate(): void;
  componentWillUnmount(): void;
  render(): unknown;
};

const editor = window as unknown as Window & EditorGlobals;

/** The site's stylesheet (app/app.css, compiled by Tailwind as for the pages), beside this script. */
const stylesheetHref = new URL(stylesheetUrl, window.location.href).href;

/** The preview's React side, imported once, when the first preview opens. */
let previewApp: Promise<{ mountPreview: typeof mountPreview }> | undefined;

/**
 * A preview template that draws with the site's own React, not the editor's: the editor renders
 * the template with its React (a different copy, whose hooks the site's components cannot
 * use), so the template is a class of the editor's (its `createClass`) whose only element is
 * a `<div>`. On mount, a phone-wide frame opens in it ({@link openPhoneFrame}), and the site's
 * React renders the page into the frame once loaded, then after every change of the entry;
 * both close with the template.
 *
 * @param template - the template: which page it draws, at which path.
 */
function previewTemplate(template: PreviewTemplate): CustomPreviewTemplate {
  return editor.createClass({
    componentDidMount() {
      if (!this.node) return;
      const frame = openPhoneFrame(this.node, stylesheetHref, "Page preview at a phone's width");
      this.frame = frame;
      previewApp ??= import("./preview-app");
      previewApp.then(
        ({ mountPreview }) => {
          if (this.isUnmounted) return;
          this.preview = mountPreview(frame, template);
          this.preview.draw(this.props);
        },
        (error: unknown) => console.error(error),
      );
    },
    componentDidUpdate() {
      this.preview?.draw(this.props);
    },
    componentWillUnmount() {
      this.isUnmounted = true;
      this.preview?.unmount();
      this.frame?.close();
    },
    render() {
      return editor.h("div", {
        ref: (node) => {
          this.node = node;
        },
      });
    },
  });
}

// The site's stylesheet for the editor's preview frame too (its background and type around the
// phone), as a file on this origin: a raw style would be a `blob:` URL, which the editor's
// policy does not allow.
editor.CMS.registerPreviewStyle(stylesheetHref);

// Each page's words file, by its name in the editor's "Page words" (the file's name), and the
// case studies collection, by the collection's name (app/content/editor-config.ts).
for (const template of __EDITOR_PREVIEW_TEMPLATES__) {
  editor.CMS.registerPreviewTemplate(template.name, previewTemplate(template));
}
