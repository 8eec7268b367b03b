import { createContext, use, type ReactNode } from "react";
import { createMemoryRouter, RouterProvider, useRouteError } from "react-router";
import { useCopy, useSite } from "~/hooks/use-root-data";
import { homePath, type Locale } from "~/i18n/locales";
import type { RootData } from "~/root-data.server";
import { ArticleList } from "~/pages/articles/article-list";
import { ArticlesIntro } from "~/pages/articles/articles-intro";
import { CaseStudiesCta } from "~/pages/case-studies/case-studies-cta";
import { CaseStudiesIntro } from "~/pages/case-studies/case-studies-intro";
import { CaseStudiesList } from "~/pages/case-studies/case-studies-list";
import { CaseStudyCard } from "~/pages/case-studies/case-study-card";
import type { ArticlesPageData } from "~/pages/articles/data.server";
import type { CaseStudyData } from "~/pages/case-studies/case-study-view";
import type { CaseStudiesWords } from "~/pages/case-studies/words";
import { ContactSection } from "~/pages/home/contact-section";
import { Hero } from "~/pages/home/hero";
import { HeroStats } from "~/pages/home/hero-stats";
import type { HomeSectionsData } from "~/pages/home/sections-data";
import { ServicesAndAbout } from "~/pages/home/services-and-about";
import { NotFoundPanel } from "~/pages/not-found/not-found-panel";
import type { NotFoundWords } from "~/pages/not-found/words";
import { PrivacyNotice } from "~/pages/privacy/privacy-notice";
import type { TextPageWords } from "~/pages/privacy/privacy-text";

/**
 * The editor's preview of a page, drawn by the site's own sections (app/pages/…) with the
 * props app/editor-preview/preview-data.ts maps the entry to. The sections read the common
 * words and the site's facts from the root route's data (`useCopy()`, `useSite()`) and link
 * with React Router's `<Link>`, so the page is rendered in a memory router whose root route
 * holds that data and whose location is the page's path in the pane's locale.
 */

/** The page the router's one route draws, handed down by {@link PreviewRouter}. */
const PreviewPageContext = createContext<ReactNode>(null);

function PreviewRoute() {
  return use(PreviewPageContext);
}

/** The page's `<main>`, as the site's layout wraps a page (app/components/layout/site-layout.tsx). */
export function Main({ children }: { children: ReactNode }) {
  return <main className="outline-none">{children}</main>;
}

/**
 * What the preview shows instead of the page when the entry cannot be drawn yet (a new entry
 * whose lists are still empty, an id of figures.yaml without its words): the error's message.
 * The content check names the field before any build.
 */
function PreviewError() {
  const error = useRouteError();
  return (
    <p role="alert" className="container-page py-16 text-body">
      {error instanceof Error ? error.message : String(error)}
    </p>
  );
}

/**
 * Renders `children` as the site renders a page: inside a data router whose root route
 * (`id: "root"`, as app/root.tsx is) has `root` as its loader data, at `path`.
 *
 * @param root - the root route's data in the pane's locale (common words, the site's facts).
 * @param path - the page's URL path in that locale, e.g. `/es`.
 */
export function PreviewRouter({
  root,
  path,
  children,
}: {
  root: RootData;
  path: string;
  children: ReactNode;
}) {
  // A new router for each draw: the entry has changed, and an error its last state showed
  // must clear once it can be drawn.
  const router = createMemoryRouter(
    [
      {
        id: "root",
        path: "*",
        loader: () => root,
        Component: PreviewRoute,
        ErrorBoundary: PreviewError,
      },
    ],
    { initialEntries: [path], hydrationData: { loaderData: { root } } },
  );
  return (
    <PreviewPageContext value={children}>
      <RouterProvider router={router} />
    </PreviewPageContext>
  );
}

/** The home page (app/pages/home/route.tsx) from its sections' props. */
export function HomePreview({ data }: { data: HomeSectionsData }) {
  const { words, heroStats, contact } = data;
  const { navigation } = useCopy();
  const site = useSite();
  return (
    <Main>
      <Hero
        words={words.hero}
        stats={<HeroStats label={words.hero.statsLabel} stats={heroStats} />}
      />
      <ServicesAndAbout data={data} navigation={navigation} site={site} />
      <ContactSection words={words.contact} hours={contact} />
    </Main>
  );
}

/** The case studies page (app/pages/case-studies/route.tsx) with the page's words being edited. */
export function CaseStudiesPreview({
  words,
  caseStudies,
  locale,
  contactPath,
}: {
  words: CaseStudiesWords;
  caseStudies: CaseStudyData[];
  locale: Locale;
  contactPath: string;
}) {
  return (
    <Main>
      <CaseStudiesIntro words={words} homePath={homePath(locale)} />
      <CaseStudiesList caseStudies={caseStudies} labels={words} />
      <CaseStudiesCta cta={words.cta} contactPath={contactPath} />
    </Main>
  );
}

/** One case study's card, as the case studies page shows the first one. */
export function CaseStudyPreview({
  caseStudy,
  labels,
}: {
  caseStudy: CaseStudyData;
  labels: CaseStudiesWords;
}) {
  return (
    <Main>
      <div className="container-page py-16">
        <CaseStudyCard caseStudy={caseStudy} labels={labels} isReversed={false} isFirst />
      </div>
    </Main>
  );
}

/** The articles page (app/pages/articles/route.tsx), from its loader's props but the head. */
export function ArticlesPreview({ data }: { data: Omit<ArticlesPageData, "head"> }) {
  return (
    <Main>
      <ArticlesIntro words={data.words} homePath={data.homePath} feedPath={data.feedPath} />
      <ArticleList articles={data.articles} />
    </Main>
  );
}

/** The Not-found page (app/pages/not-found/route.tsx). */
export function NotFoundPreview({ words, locale }: { words: NotFoundWords; locale: Locale }) {
  return <NotFoundPanel words={words} locale={locale} />;
}

/** The privacy page (app/pages/privacy/route.tsx), as the build counts visits or not. */
export function PrivacyPreview({ text }: { text: TextPageWords }) {
  return (
    <Main>
      <PrivacyNotice text={text} />
    </Main>
  );
}
