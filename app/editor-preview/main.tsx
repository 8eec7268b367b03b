import type { CustomPreviewTemplate, CustomPreviewTemplateProps } from "@sveltia/cms";
import { Suspense, use, type ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";
import stylesheetUrl from "~/app.css?url";
import { defaultLocale, homePath, locales, type Locale } from "~/i18n/locales";
import {
  CaseStudiesPreview,
  CaseStudyPreview,
  HomePreview,
  NotFoundPreview,
  PreviewRouter,
  PrivacyPreview,
} from "./page-preview";
import { openPhoneFrame, type PhoneFrame } from "./phone-frame";
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
 * The editor's preview templates (served as `/admin/preview/preview.js`, loaded after the editor
 * by /admin/index.html; tooling/build-steps/editor-preview.ts builds it): for each page's words
 * file and each case study, the preview pane shows the site's own sections, styled by the
 * site's stylesheet, in the pane's language, through Sveltia CMS's public API
 * (`CMS.registerPreviewStyle`, `CMS.registerPreviewTemplate`). Files without a template (the
 * site's facts, the figures, the words on every page) keep the editor's list of field values.
 */

/** What the editor puts on `window` (Sveltia CMS's Decap-compatible globals). */
interface EditorGlobals {
  CMS: {
    registerPreviewStyle(style: string, options?: { raw?: boolean }): void;
    registerPreviewTemplate(name: string, component: CustomPreviewTemplate): void;
  };
  /** create-react-class, bound to the editor's own React (which renders the templates). */
  createClass(spec: PreviewBridgeSpec): CustomPreviewTemplate;
  /** The editor's `React.createElement`. */
  h(type: string, props: { ref: (node: HTMLElement | null) => void }): ReactNode;
}

/**
 * The instance of a template: the editor's props, the element it renders, the phone-wide frame
 * in it, and the React root the page is drawn in.
 */
interface PreviewBridge {
  props: CustomPreviewTemplateProps;
  node: HTMLElement | null;
  frame: PhoneFrame | null;
  root: Root | null;
}

/** A create-react-class spec for {@link PreviewBridge}. */
type PreviewBridgeSpec = ThisType<PreviewBridge & PreviewBridgeSpec> & {
  componentDidMount(): void;
  componentDidUpdate(): void;
  componentWillUnmount(): void;
  draw(): void;
  render(): ReactNode;
};

const editor = window as unknown as Window & EditorGlobals;

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

/** The site's stylesheet (app/app.css, compiled by Tailwind as for the pages), beside this script. */
const stylesheetHref = new URL(stylesheetUrl, window.location.href).href;

/**
 * A preview template that draws with the site's own React, not the editor's: the editor renders
 * the template with its React (a different copy, whose hooks the site's components cannot
 * use), so the template is a class of the editor's (its `createClass`) whose only element is
 * a `<div>`. On mount, a phone-wide frame opens in it ({@link openPhoneFrame}), and the site's
 * React renders the page into the frame then and after every change of the entry; both close
 * with the template.
 *
 * @param drawing - the page's path and the page for the entry, from the editor's props.
 */
function previewTemplate(drawing: PageDrawing): CustomPreviewTemplate {
  return editor.createClass({
    componentDidMount() {
      if (!this.node) return;
      this.frame = openPhoneFrame(this.node, stylesheetHref, "Page preview at a phone's width");
      this.root = createRoot(this.frame.container);
      this.draw();
    },
    componentDidUpdate() {
      this.draw();
    },
    componentWillUnmount() {
      this.root?.unmount();
      this.frame?.close();
    },
    draw() {
      const { i18n } = entryData(this.props);
      const locale = previewLocale(Object.keys(i18n), this.props.document.documentElement.lang);
      this.frame?.setLanguage(locales[locale].lang);
      this.root?.render(
        <Suspense>
          <PreviewPage props={this.props} locale={locale} drawing={drawing} />
        </Suspense>,
      );
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

/** The entry's data in the pane's locale and in the default locale, as plain objects. */
function entryData(props: CustomPreviewTemplateProps) {
  const entry = props.entry.toJS() as {
    data: unknown;
    slug: string;
    i18n: Record<string, { data: unknown } | undefined>;
  };
  return { ...entry, defaultData: entry.i18n[defaultLocale]?.data ?? entry.data };
}

// The site's stylesheet for the editor's preview frame too (its background and type around the
// phone), as a file on this origin: a raw style would be a `blob:` URL, which the editor's
// policy does not allow.
editor.CMS.registerPreviewStyle(stylesheetHref);

/** A page's path in `locale`, by its key in the page registry (app/pages/registry.ts). */
const pathOf = (key: string) => (locale: Locale, context: PreviewContext) =>
  context.locales[locale]?.root.pagePaths[key]?.[locale] ?? homePath(locale);

/** The pane's part of the context. @throws Error when the context has no such locale. */
function partOf(context: PreviewContext, locale: Locale) {
  const part = context.locales[locale];
  if (!part) throw new Error(`The preview context has no locale "${locale}"`);
  return part;
}

// Each page's words file, by its name in the editor's "Page words" (the file's name), and the
// case studies collection, by the collection's name (app/content/editor-config.ts).
editor.CMS.registerPreviewTemplate(
  "home",
  previewTemplate({
    path: pathOf("home"),
    page: (props, locale, context) => (
      <HomePreview data={homePreviewData(context, locale, entryData(props).data)} />
    ),
  }),
);

editor.CMS.registerPreviewTemplate(
  "case-studies",
  previewTemplate({
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
  }),
);

editor.CMS.registerPreviewTemplate(
  "not-found",
  previewTemplate({
    path: (locale) => homePath(locale),
    page: (props, locale, context) => (
      <NotFoundPreview
        words={notFoundPreviewData(context, locale, entryData(props).data)}
        locale={locale}
      />
    ),
  }),
);

editor.CMS.registerPreviewTemplate(
  "privacy",
  previewTemplate({
    path: pathOf("privacy"),
    page: (props, locale, context) => (
      <PrivacyPreview words={privacyPreviewData(context, locale, entryData(props).data)} />
    ),
  }),
);

editor.CMS.registerPreviewTemplate(
  "caseStudies",
  previewTemplate({
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
  }),
);
