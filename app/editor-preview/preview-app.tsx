import type { CustomPreviewTemplateProps } from "@sveltia/cms";
import { Suspense, use } from "react";
import { createRoot } from "react-dom/client";
import { locales, type Locale } from "~/i18n/locales";
import { entryData, PreviewPage } from "./drawings";
import type { PhoneFrame } from "./phone-frame";
import { previewLocale, type PreviewContext } from "./preview-data";
import type { PreviewTemplate } from "./preview-templates.server";

/**
 * The preview's React side, loaded by app/editor-preview/main.ts when the first preview opens
 * (its own chunk, so the editor's sign-in does not wait for it): the site's React renders the
 * page for a template's entry into a phone frame (app/editor-preview/drawings.tsx draws it).
 */

/** The build's content, once asked for. */
let previewContext: Promise<PreviewContext> | undefined;

/**
 * The build's content (app/editor-preview/preview-context.server.ts), fetched from beside this
 * script once, by the first preview.
 */
function loadPreviewContext(): Promise<PreviewContext> {
  previewContext ??= fetch(`${import.meta.env.BASE_URL}context.json`).then((response) => {
    if (!response.ok) throw new Error(`${response.url}: ${response.status}`);
    return response.json() as Promise<PreviewContext>;
  });
  return previewContext;
}

/** Waits for the build's content, then draws the page. */
function LoadedPreviewPage({
  props,
  locale,
  template,
}: {
  props: CustomPreviewTemplateProps;
  locale: Locale;
  template: PreviewTemplate;
}) {
  const context = use(loadPreviewContext());
  return <PreviewPage props={props} locale={locale} context={context} template={template} />;
}

/** A page drawn in a frame: draw it again with new props, or unmount it. */
export interface MountedPreview {
  draw(props: CustomPreviewTemplateProps): void;
  unmount(): void;
}

/**
 * Mounts the site's React in `frame` for a template.
 *
 * @param frame - the phone frame (app/editor-preview/phone-frame.ts).
 * @param template - the template (app/editor-preview/preview-templates.server.ts).
 * @returns the mounted preview; `draw` renders the entry in the pane's language, set as the
 *   frame's `<html lang>` too.
 */
export function mountPreview(frame: PhoneFrame, template: PreviewTemplate): MountedPreview {
  const root = createRoot(frame.container);
  return {
    draw(props) {
      const { i18n } = entryData(props);
      const locale = previewLocale(Object.keys(i18n), props.document.documentElement.lang);
      frame.setLanguage(locales[locale].lang);
      root.render(
        <Suspense>
          <LoadedPreviewPage props={props} locale={locale} template={template} />
        </Suspense>,
      );
    },
    unmount() {
      root.unmount();
    },
  };
}
