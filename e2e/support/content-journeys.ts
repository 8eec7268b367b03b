/**
 * The journeys that read the content, by project: every page, label, heading, figure and
 * hour they check comes from the content of the repository they run in. They run once per
 * `npm test`, in the launch-edits copy (e2e/launch-edits.desktop.spec.ts: the owner's content
 * with every text reworded, every placeholder replaced, her hours, figures, photograph, team,
 * testimonials and logos), and not again against the checkout's build (playwright.config.ts):
 * what they prove of the code holds for any content that passes the content check, and the
 * copy is the checkout's content changed everywhere.
 *
 * Left out, and run against the checkout's build: the host suite, analytics, the editor and
 * the copies of the repository (they build sites of their own), the byte budgets (they measure
 * the code, not the words), the phone action bar, and the phone runs of the accessibility and
 * Spanish suites (their desktop runs are here).
 */
export const contentJourneys = {
  desktop: [
    "accessibility.spec.ts",
    "articles.spec.ts",
    "canonical-url.desktop.spec.ts",
    "case-study-results.desktop.spec.ts",
    "client-navigation.desktop.spec.ts",
    "content.spec.ts",
    "markup.desktop.spec.ts",
    "navigation.spec.ts",
    "no-javascript.spec.ts",
    "not-found.spec.ts",
    "office-status.spec.ts",
    "outbound-links.spec.ts",
    "seo.desktop.spec.ts",
    "spanish.spec.ts",
    "tooltips.desktop.spec.ts",
  ],
  // What differs on a phone: the menu, and what the phone project alone checks.
  phone: [
    "copy.spec.ts",
    "content.spec.ts",
    "mobile-menu.phone.spec.ts",
    "navigation.spec.ts",
    "no-javascript.spec.ts",
    "screenshots.spec.ts",
  ],
} as const;

/**
 * The e2e/ file names of a project's content journeys as patterns: a project's `testIgnore` in
 * the checkout's run, its `testMatch` in the copy's (playwright.config.ts).
 */
export function contentJourneyPatterns(project: keyof typeof contentJourneys): RegExp[] {
  return contentJourneys[project].map(
    (file) => new RegExp(`[\\\\/]e2e[\\\\/]${file.replaceAll(".", "\\.")}$`),
  );
}
