import { localeOf } from "~/i18n/locales";
import { withContentProblems } from "~/content/content.server";
import type { PageHandle } from "~/lib/page-hydration";
import type { Route } from "./+types/route";
import { privacyPageData } from "./data.server";
import { PrivacyNotice } from "./privacy-notice";

/** The page's text in the locale of its URL, as true of the build (prerendered). */
export function loader({ url }: Route.LoaderArgs) {
  return withContentProblems(() => privacyPageData(localeOf(url.pathname)));
}

/** The page is only read: its HTML ships no React (app/lib/page-hydration.ts). */
export const handle = { hydrate: false } satisfies PageHandle;

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData.head;
}

/** `/privacy` and `/es/privacidad`: what the site collects and what others receive. */
export default function Privacy({ loaderData }: Route.ComponentProps) {
  return <PrivacyNotice text={loaderData.text} />;
}
