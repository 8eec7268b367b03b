import type { PrivacyCopy } from "../../schema";
import { site } from "../../site";

/**
 * The English privacy page, built only when analytics is on (docs/analytics.md): what the site
 * counts, what it does not, and who is never counted.
 */
export const copy: PrivacyCopy = {
  meta: {
    title: `Privacy · ${site.name}`,
    description:
      "What this website counts about visits, without cookies or personal data, and how to opt out with Global Privacy Control or Do Not Track.",
    image: {
      path: "/og/home.png",
      alt: `${site.name}: turn your data into decisions that pay off.`,
      headline: "Turn your data into decisions that pay off",
    },
  },
  heading: "Privacy",
  intro:
    "This website counts visits and the buttons visitors use to contact us, so we know whether it helps people reach us. It does so without cookies and without collecting personal data.",
  sections: [
    {
      heading: "What we count",
      paragraphs: [
        "Each page view, and each click on a way to contact us (booking a consultation, WhatsApp, a call, LinkedIn, copying our phone number or address), with the page's language and the place on the page. Counts are kept by Plausible Analytics, a privacy-first service.",
      ],
    },
    {
      heading: "What we do not collect",
      paragraphs: [
        "No cookie, no identifier and nothing stored in your browser. Your IP address is not stored: Plausible counts a unique visitor with a daily hash that cannot be traced back to you and is discarded after a day.",
      ],
    },
    {
      heading: "Not being counted",
      paragraphs: [
        "If your browser sends Global Privacy Control or Do Not Track, this website does not load the counter at all, and nothing about your visit is sent.",
      ],
    },
  ],
};
