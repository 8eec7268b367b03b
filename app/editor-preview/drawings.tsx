import type { CustomPreviewTemplateProps } from "@sveltia/cms";
import type { ReactNode } from "react";
import { defaultLocale, type Locale } from "~/i18n/locales";
import type { PageKey } from "~/pages/registry";
import {
  ArticlesPreview,
  CaseStudiesPreview,
  CaseStudyPreview,
  HomePreview,
  NotFoundPreview,
  PreviewRouter,
  PrivacyPreview,
} from "./page-preview";
import {
  articlesPreviewData,
  caseStudiesPreviewData,
  caseStudyPreviewData,
  homePreviewData,
  notFoundPreviewData,
  pageWordsPreviewData,
  privacyPreviewData,
  type PreviewContext,
} from "./preview-data";
import type { OtherDrawing, PreviewTemplate } from "./preview-templates.server";
import { WordsPreview } from "./words-preview";

/**
 * How each preview template draws its entry (app/editor-preview/preview-templates.server.ts
 * lists the templates from the page registry): a page of the registry with sections of its
 * own is drawn by them, with the loader's own mapping (preview-data.ts); any other page of the
 * registry, such as one just added to it, by its words ({@link WordsPreview}).
 */

/** What the editor hands a template, as the preview reads it. */
export type PreviewProps = Pick<CustomPreviewTemplateProps, "entry" | "getAsset">;

/** Draws the page for the entry being edited (may throw: the preview shows the message). */
type PageDrawing = (props: PreviewProps, locale: Locale, context: PreviewContext) => ReactNode;

/** The entry's data in the pane's locale and in the default locale, as plain objects. */
export function entryData(props: Pick<PreviewProps, "entry">) {
  const entry = props.entry.toJS() as {
    data: unknown;
    slug: string;
    i18n?: Record<string, { data: unknown } | undefined>;
  };
  const i18n = entry.i18n ?? {};
  return { ...entry, i18n, defaultData: i18n[defaultLocale]?.data ?? entry.data };
}

/** The pane's part of the context. @throws Error when the context has no such locale. */
function partOf(context: PreviewContext, locale: Locale) {
  const part = context.locales[locale];
  if (!part) throw new Error(`The preview context has no locale "${locale}"`);
  return part;
}

/**
 * The drawings of their own, by the registry's page key or {@link OtherDrawing}. A page of the
 * registry that has none is drawn by {@link wordsDrawing}: this list only makes previews
 * closer to their page, it never decides which pages have one.
 */
const ownDrawings: Partial<Record<PageKey | OtherDrawing, PageDrawing>> = {
  home: (props, locale, context) => (
    <HomePreview data={homePreviewData(context, locale, entryData(props).data)} />
  ),
  caseStudies: (props, locale, context) => {
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
  articles: (props, locale, context) => (
    <ArticlesPreview data={articlesPreviewData(context, locale, entryData(props).data)} />
  ),
  privacy: (props, locale, context) => (
    <PrivacyPreview text={privacyPreviewData(context, locale, entryData(props).data)} />
  ),
  notFound: (props, locale, context) => (
    <NotFoundPreview
      words={notFoundPreviewData(context, locale, entryData(props).data)}
      locale={locale}
    />
  ),
  caseStudy: (props, locale, context) => {
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

/** A page drawn as its words: heading, then its texts ({@link WordsPreview}). */
const wordsDrawing: PageDrawing = (props, locale, context) => (
  <WordsPreview words={pageWordsPreviewData(context, locale, entryData(props).data)} />
);

/**
 * How a template draws its entry: its page's own sections where this module has a drawing of
 * them, else the page's words.
 *
 * @param drawing - the template's {@link PreviewTemplate.drawing}.
 */
export function drawingOf(drawing: string): PageDrawing {
  return Object.hasOwn(ownDrawings, drawing)
    ? (ownDrawings[drawing as keyof typeof ownDrawings] ?? wordsDrawing)
    : wordsDrawing;
}

interface PreviewPageProps {
  props: PreviewProps;
  locale: Locale;
  context: PreviewContext;
  template: PreviewTemplate;
}

/** The page, drawn inside the router, so a mapping error shows as the route's error. */
function DrawnPage({ props, locale, context, template }: PreviewPageProps) {
  return drawingOf(template.drawing)(props, locale, context);
}

/**
 * A template's page for the entry, in the pane's locale, as the site draws it: in the site's
 * router ({@link PreviewRouter}) at the page's path, with the root route's data of the
 * build's content.
 *
 * @throws Error when the context has no such locale.
 */
export function PreviewPage({ props, locale, context, template }: PreviewPageProps) {
  const { root } = partOf(context, locale);
  return (
    <PreviewRouter root={root} path={template.paths[locale]}>
      <DrawnPage props={props} locale={locale} context={context} template={template} />
    </PreviewRouter>
  );
}
