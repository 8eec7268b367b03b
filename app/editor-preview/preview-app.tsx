import type { CustomPreviewTemplateProps } from "@sveltia/cms";
import { Suspense, use, type ReactNode } from "react";
import { createRoot } from "react-dom/client";
import { defaultLocale, homePath, locales, type Locale } from "~/i18n/locales";
import {
  CaseStudiesPreview,
  CaseStudyPreview,
  HomePreview,
  NotFoundPreview,
  PreviewRouter,
  PrivacyPreview,
} from "./page-preview";
import type { PhoneFrame } from "./phone-frame";
import {
  caseStudiesPreviewData,
  caseStudyPreviewData,
  homePreviewData,
  notFoundPreviewData,
  previewLocale,
  privacyPreviewData,
  type PreviewContext,
} from "./preview-data";

/**
 * The preview's React side, loaded by app/editor-preview/main.ts when the first preview opens
 * (its own chunk, so the editor's sign-in does not wait for it): the site's React renders the
 * page for a template's entry into a phone frame.
 */

/**
 * The build's content (app/editor-preview/preview-context.server.ts), fetched once from beside
 * this script.
 */
const previewContext: Promise<PreviewContext> = fetch(
  `${import.meta.env.BASE_URL}context.json`,
).then((response) => {
  if (!response.ok) throw new Error(`${response.url}: ${response.status}`);
  return response.json() as Promise<PreviewContext>;
});

/** What a template draws: the page's path, and the page from the entry (may throw). */
interface PageDrawing {
  path(locale: Locale, context: PreviewContext): string;
  page(props: CustomPreviewTemplateProps, locale: Locale, context: PreviewContext): ReactNode;
}

/** The page, drawn inside the router, so a mapping error shows as the route's error. */
function DrawnPage({ drawing, ...args }: PreviewPageProps) {
  return drawing.page(args.props, args.locale, args.context);
}

interface PreviewPageProps {
  props: CustomPreviewTemplateProps;
  locale: Locale;
  context: PreviewContext;
  drawing: PageDrawing;
}

/** Waits for the build's content, then draws the page in the site's router. */
function PreviewPage({ props, locale, drawing }: Omit<PreviewPageProps, "context">) {
  const context = use(previewContext);
  const root = context.locales[locale]?.root;
  if (!root) throw new Error(`The preview context has no locale "${locale}"`);
  return (
    <PreviewRouter root={root} path={drawing.path(locale, context)}>
      <DrawnPage props={props} locale={locale} context={context} drawing={drawing} />
    </PreviewRouter>
  );
}

/** The entry's data in the pane's locale and in the default locale, as plain objects. */
function entryData(props: CustomPreviewTemplateProps) {
  const entry = props.entry.toJS() as {
    data: unknown;
    slug: string;
    i18n: Record<string, { data: unknown } | undefined>;
  };
  return { ...entry, defaultData: entry.i18n[defaultLocale]?.data ?? entry.data };
}

/** A page's path in `locale`, by its key in the page registry (app/pages/registry.ts). */
const pathOf = (key: string) => (locale: Locale, context: PreviewContext) =>
  context.locales[locale]?.root.pagePaths[key]?.[locale] ?? homePath(locale);

/** The pane's part of the context. @throws Error when the context has no such locale. */
function partOf(context: PreviewContext, locale: Locale) {
  const part = context.locales[locale];
  if (!part) throw new Error(`The preview context has no locale "${locale}"`);
  return part;
}

const home: PageDrawing = {
  path: pathOf("home"),
  page: (props, locale, context) => (
    <HomePreview data={homePreviewData(context, locale, entryData(props).data)} />
  ),
};

const caseStudiesPage: PageDrawing = {
  path: pathOf("caseStudies"),
  page: (props, locale, context) => {
    const { words, caseStudies } = caseStudiesPreviewData(context, locale, entryData(props).data);
    return (
      <CaseStudiesPreview
        words={words}
        caseStudies={caseStudies}
        locale={locale}
        contactPath={partOf(context, locale).root.common.navigation.getStarted.to}
      />
    );
  },
};

const notFound: PageDrawing = {
  path: (locale) => homePath(locale),
  page: (props, locale, context) => (
    <NotFoundPreview
      words={notFoundPreviewData(context, locale, entryData(props).data)}
      locale={locale}
    />
  ),
};

const privacy: PageDrawing = {
  path: pathOf("privacy"),
  page: (props, locale, context) => (
    <PrivacyPreview words={privacyPreviewData(context, locale, entryData(props).data)} />
  ),
};

const caseStudy: PageDrawing = {
  path: pathOf("caseStudies"),
  page: (props, locale, context) => {
    const { data, defaultData, slug } = entryData(props);
    const caseStudy = caseStudyPreviewData(
      context,
      locale,
      { slug, words: data, facts: defaultData },
      (path) => props.getAsset(path)?.url,
    );
    return (
      <CaseStudyPreview caseStudy={caseStudy} labels={partOf(context, locale).caseStudiesPage} />
    );
  },
};

/** Each template's drawing, by the name main.ts registers it under. */
export const drawings = {
  home,
  "case-studies": caseStudiesPage,
  "not-found": notFound,
  privacy,
  caseStudies: caseStudy,
} satisfies Record<string, PageDrawing>;

/** A page drawn in a frame: draw it again with new props, or unmount it. */
export interface MountedPreview {
  draw(props: CustomPreviewTemplateProps): void;
  unmount(): void;
}

/**
 * Mounts the site's React in `frame` for the template `name`.
 *
 * @param frame - the phone frame (app/editor-preview/phone-frame.ts).
 * @param name - a key of {@link drawings}.
 * @returns the mounted preview; `draw` renders the entry in the pane's language, set as the
 *   frame's `<html lang>` too.
 */
export function mountPreview(frame: PhoneFrame, name: keyof typeof drawings): MountedPreview {
  const root = createRoot(frame.container);
  const drawing = drawings[name];
  return {
    draw(props) {
      const { i18n } = entryData(props);
      const locale = previewLocale(Object.keys(i18n), props.document.documentElement.lang);
      frame.setLanguage(locales[locale].lang);
      root.render(
        <Suspense>
          <PreviewPage props={props} locale={locale} drawing={drawing} />
        </Suspense>,
      );
    },
    unmount() {
      root.unmount();
    },
  };
}
