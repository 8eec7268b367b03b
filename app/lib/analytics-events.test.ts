import { describe, expect, it } from "vitest";
import {
  analyticsEvents,
  clickedEvent,
  isCountingRefused,
  placedIn,
  trackedAs,
} from "./analytics-events";

function markup(html: string): HTMLElement {
  const root = document.createElement("div");
  root.innerHTML = html;
  return root;
}

describe("clickedEvent", () => {
  const page = markup(`
    <section data-analytics-placement="${placedIn("hero")["data-analytics-placement"]}">
      <a id="book" href="https://cal.example" data-analytics-event="${trackedAs(analyticsEvents.bookConsultation)["data-analytics-event"]}">Book <span id="inner">now</span></a>
      <a id="plain" href="/x">plain</a>
      <header data-analytics-placement="header">
        <a id="switch" href="/es" data-analytics-event="Switch language">Español</a>
      </header>
    </section>
    <button id="loose" data-analytics-event="Copy phone">copy</button>`);

  it("names the call to action and where it is, from a click anywhere inside it", () => {
    const inner = page.querySelector("#inner");
    expect(clickedEvent(inner, "es")).toEqual({
      name: "Book consultation",
      props: { locale: "es", placement: "hero" },
    });
    expect(clickedEvent(inner?.firstChild ?? null, "en")?.props.placement).toBe("hero");
  });

  it("takes the nearest placement around the control", () => {
    expect(clickedEvent(page.querySelector("#switch"), "en")?.props.placement).toBe("header");
  });

  it("says `page` when no part of the page names a placement", () => {
    expect(clickedEvent(page.querySelector("#loose"), "en")?.props.placement).toBe("page");
  });

  it("ignores clicks that are not on a call to action", () => {
    expect(clickedEvent(page.querySelector("#plain"), "en")).toBeNull();
    expect(clickedEvent(null, "en")).toBeNull();
  });
});

describe("isCountingRefused", () => {
  it("refuses with Global Privacy Control or Do Not Track on", () => {
    expect(isCountingRefused({ globalPrivacyControl: true })).toBe(true);
    expect(isCountingRefused({ doNotTrack: "1" })).toBe(true);
    expect(isCountingRefused({}, { doNotTrack: "1" })).toBe(true);
  });

  it("counts when neither is on", () => {
    expect(isCountingRefused({ globalPrivacyControl: false, doNotTrack: "0" })).toBe(false);
    expect(isCountingRefused({ doNotTrack: null }, {})).toBe(false);
  });
});
