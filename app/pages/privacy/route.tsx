import type { LoaderFunctionArgs, MetaArgs } from "react-router";
import { localeOf } from "~/i18n/locales";
import { withContentProblems } from "~/content/content.server";
import { privacyPageData, type PrivacyPageData } from "./data.server";
import { PrivacyNotice } from "./privacy-notice";
import type { PageHandle } from "~/lib/page-hydration";

// This route is in the route table only when analytics is on (app/routes.ts), so a build
// without it generates no `+types/route` here: its arguments are typed with React Router's
// own generic types, from the loader itself.

/** The page's words in the locale of its URL (prerendered; only when analytics is on). */
export function loader({ url }: LoaderFunctionArgs): PrivacyPageData {
  return withContentProblems(() => privacyPageData(localeOf(url.pathname)));
}

/** The page is only read: its HTML ships no React (app/lib/page-hydration.ts). */
export const handle = { hydrate: false } satisfies PageHandle;

export function meta({ loaderData }: MetaArgs<typeof loader>) {
  return loaderData?.head ?? [];
}

/** `/privacy` and `/es/privacidad`: what the site counts and what it does not. */
export default function Privacy({ loaderData }: { loaderData: PrivacyPageData }) {
  return <PrivacyNotice words={loaderData.words} />;
}
