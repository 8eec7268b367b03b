/**
 * What the site counts when analytics is on (docs/analytics.md): the names of the events, the
 * places on a page they come from, and how a click is turned into an event. Controls are
 * marked in the markup (`data-analytics-event` on the link or button, `data-analytics-placement`
 * on the part of the page around it); one delegated listener reads the marks
 * (app/lib/analytics-client.ts). The names are what the owner adds as goals in Plausible:
 * change one and its goal must change too.
 */

/** The events of the calls to action, by the name Plausible shows. */
export const analyticsEvents = {
  bookConsultation: "Book consultation",
  whatsApp: "WhatsApp",
  call: "Call",
  email: "Email",
  linkedIn: "LinkedIn",
  copyPhone: "Copy phone",
  copyAddress: "Copy address",
  switchLanguage: "Switch language",
  viewCaseStudies: "View case studies",
} as const;

/** The name of a call to action's event, e.g. `Book consultation`. */
export type AnalyticsEventName = (typeof analyticsEvents)[keyof typeof analyticsEvents];

/** The event sent once per visit of an unknown path, with the path in its `path` prop. */
export const notFoundEvent = "404";

/** Where on a page a call to action is: the value of its event's `placement` prop. */
export type Placement =
  | "hero"
  | "services"
  | "about"
  | "contact"
  | "menu"
  | "header"
  | "footer"
  | "case-studies"
  | "not-found"
  | "action-bar"
  | "article";

/**
 * Marks a link or button as a call to action: spread on the element as
 * `{...(__ANALYTICS__ && trackedAs(…))}`, so a build with analytics off compiles the mark away.
 */
export function trackedAs(event: AnalyticsEventName) {
  return { "data-analytics-event": event };
}

/** Marks a part of the page as the placement of the calls to action inside it (as {@link trackedAs}). */
export function placedIn(placement: Placement) {
  return { "data-analytics-placement": placement };
}

/** Marks the Not-found page, so its visit also sends {@link notFoundEvent}. */
export const notFoundMark = { "data-analytics-not-found": "" };

/** One event to send: its name and custom properties (Plausible's `n` and `p`). */
export interface AnalyticsEvent {
  name: string;
  props: Record<string, string>;
}

/**
 * The event of a click: the marked call to action the click landed in, with the page's
 * `locale` and the `placement` of the nearest marked part around it (`page` when none).
 *
 * @param target - the click's target (a node inside the link or button, or the element).
 * @param locale - the page's locale id, e.g. `en`.
 * @returns `null` when the click was not on a call to action.
 */
export function clickedEvent(target: EventTarget | null, locale: string): AnalyticsEvent | null {
  const element = target instanceof Element ? target : (target as Node | null)?.parentElement;
  const control = element?.closest("[data-analytics-event]");
  const name = control?.getAttribute("data-analytics-event");
  if (!control || !name) return null;
  const placement =
    control.closest("[data-analytics-placement]")?.getAttribute("data-analytics-placement") ??
    "page";
  return { name, props: { locale, placement } };
}

/**
 * The address an event may carry: the URL's origin and path, without its query string and
 * fragment, which can hold what a visitor typed or was sent (an e-mail address, a name, a
 * token in a link). Campaign tags (`?utm_source=…`) go with them (docs/analytics.md).
 *
 * @param url - an absolute URL, e.g. `location.href` or `document.referrer`.
 * @returns `origin + pathname`, e.g. `https://www.example.com/es/nada` for
 *   `https://www.example.com/es/nada?x=1#y`; `null` when `url` is empty or not an absolute URL.
 */
export function pathOnlyUrl(url: string | null | undefined): string | null {
  if (!url || !URL.canParse(url)) return null;
  const { origin, pathname } = new URL(url);
  // An opaque origin ("null": data:, blob:, file:) has no address worth sending.
  return origin === "null" ? null : `${origin}${pathname}`;
}

/** The fields of Plausible's event payload that hold addresses: the page (`u`) and the referrer (`r`). */
export interface EventAddresses {
  u: string;
  r?: string | null;
}

/**
 * An event's payload as it may leave the browser: its page URL (`u`) and referrer (`r`) cut to
 * {@link pathOnlyUrl}, every other field as it was. Passed to Plausible's tracker as its
 * `transformRequest` hook, which sees every event before it is sent (pageviews, `404`, calls to
 * action; the tracker's `engagement` events reuse their pageview's `u`).
 *
 * @returns the cleaned payload; `null` (the tracker then sends nothing) when the page URL
 *   cannot be cut to a path.
 */
export function pathOnlyPayload<Payload extends EventAddresses>(payload: Payload): Payload | null {
  const u = pathOnlyUrl(payload.u);
  if (!u) return null;
  return { ...payload, u, ...("r" in payload ? { r: pathOnlyUrl(payload.r) } : {}) };
}

/**
 * Whether the visitor asked not to be tracked: Global Privacy Control
 * (`navigator.globalPrivacyControl`; docs/analytics.md) or Do Not Track
 * (`navigator.doNotTrack`, or the legacy `window.doNotTrack`, equal to `"1"`). Plausible's
 * tracker ignores both by design; this site honours them and then loads no tracker at all.
 */
export function isCountingRefused(
  navigator: { globalPrivacyControl?: boolean; doNotTrack?: string | null },
  window: { doNotTrack?: string | null } = {},
): boolean {
  return (
    navigator.globalPrivacyControl === true ||
    navigator.doNotTrack === "1" ||
    window.doNotTrack === "1"
  );
}
