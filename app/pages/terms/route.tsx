import type { LoaderFunctionArgs, MetaArgs } from "react-router";
import { localeOf } from "~/i18n/locales";
import { withContentProblems } from "~/content/content.server";
import { TextPage } from "~/components/reading/text-page";
import { termsPageData, type TermsPageData } from "./data.server";

// This route is in the route table only once the terms are written (app/pages/registry.ts,
// `isOptional`), so a build without them generates no `+types/route` here: its arguments are
// typed with React Router's own generic types, from the loader itself.

/** The owner's terms in the locale of its URL (prerendered once written). */
export function loader({ url }: LoaderFunctionArgs): TermsPageData {
  return withContentProblems(() => termsPageData(localeOf(url.pathname)));
}

export function meta({ loaderData }: MetaArgs<typeof loader>) {
  return loaderData?.head ?? [];
}

/** `/terms` and `/es/terminos`: the owner's terms of service, once she has written them. */
export default function Terms({ loaderData }: { loaderData: TermsPageData }) {
  const { heading, intro, sections } = loaderData.words;
  return <TextPage headingId="terms-heading" heading={heading} intro={intro} sections={sections} />;
}
