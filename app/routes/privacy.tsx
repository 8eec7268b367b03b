import type { LoaderFunctionArgs, MetaArgs } from "react-router";
import { PrivacyNotice } from "~/components/privacy/privacy-notice";
import { localeOf } from "~/i18n/locales";
import type { PrivacyPageData } from "~/i18n/page-data";
import { privacyPageData } from "~/i18n/page-data.server";

// This route is in the route table only when analytics is on (app/routes.ts), so a build
// without it generates no `+types/privacy`: its arguments are typed with React Router's own types.

/** The page's words in the locale of its URL (prerendered; only when analytics is on). */
export function loader({ url }: LoaderFunctionArgs): PrivacyPageData {
  return privacyPageData(localeOf(url.pathname));
}

export function meta({ loaderData }: MetaArgs<typeof loader>) {
  return loaderData?.head ?? [];
}

/** `/privacy` and `/es/privacidad`: what the site counts and what it does not. */
export default function Privacy() {
  return <PrivacyNotice />;
}
