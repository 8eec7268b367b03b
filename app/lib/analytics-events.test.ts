// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import {
  analyticsEvents,
  clickedEvent,
  isCountingRefused,
  pathOnlyPayload,
  pathOnlyUrl,
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

describe("pathOnlyUrl", () => {
  it("keeps the origin and the path, never the query string or the fragment", () => {
    expect(pathOnlyUrl("https://www.example.com/?email=a@b.c&name=Jane#token=secret123")).toBe(
      "https://www.example.com/",
    );
    expect(pathOnlyUrl("http://127.0.0.1:4000/es/nada?x=1")).toBe("http://127.0.0.1:4000/es/nada");
    expect(pathOnlyUrl("https://www.example.com/case-studies#top")).toBe(
      "https://www.example.com/case-studies",
    );
  });

  it("gives nothing for an empty or relative address", () => {
    expect(pathOnlyUrl("")).toBeNull();
    expect(pathOnlyUrl(null)).toBeNull();
    expect(pathOnlyUrl("/?email=a@b.c")).toBeNull();
    expect(pathOnlyUrl("data:text/html,?email=a@b.c")).toBeNull();
  });
});

describe("pathOnlyPayload", () => {
  it("cuts the page URL and the referrer to their paths and keeps every other field", () => {
    const payload = {
      n: "Book consultation",
      u: "https://www.example.com/es?email=a@b.c#token=x",
      d: "www.example.com",
      r: "https://www.example.com/case-studies?name=Jane",
      p: { locale: "es", placement: "hero" },
    };
    expect(pathOnlyPayload(payload)).toEqual({
      ...payload,
      u: "https://www.example.com/es",
      r: "https://www.example.com/case-studies",
    });
    expect(pathOnlyPayload({ ...payload, r: null })?.r).toBeNull();
  });

  it("refuses to send an event whose page URL cannot be cut to a path", () => {
    expect(pathOnlyPayload({ n: "pageview", u: "/?email=a@b.c", d: "www.example.com" })).toBeNull();
  });
});
