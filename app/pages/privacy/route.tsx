import { localeOf } from "~/i18n/locales";
import { withContentProblems } from "~/content/content.server";
import type { Route } from "./+types/route";
import { privacyPageData } from "./data.server";
import { PrivacyNotice } from "./privacy-notice";

/** The page's text in the locale of its URL, as true of the build (prerendered). */
export function loader({ url }: Route.LoaderArgs) {
  return withContentProblems(() => privacyPageData(localeOf(url.pathname)));
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData.head;
}

/** `/privacy` and `/es/privacidad`: what the site collects and what others receive. */
export default function Privacy({ loaderData }: Route.ComponentProps) {
  return <PrivacyNotice text={loaderData.text} />;
}
