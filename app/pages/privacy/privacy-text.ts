import type { PrivacyWords } from "./words";

/** A text page as it is shown: its heading, introduction and sections. */
export interface TextPageWords {
  heading: string;
  intro: string;
  sections: readonly { heading: string; paragraphs: readonly string[] }[];
}

/**
 * The privacy page's text for a build: the part on counting that is true of it, then the
 * sections shown in either case. Free of zod, for the editor's preview too.
 *
 * @param isCounting - whether the build counts visits (app/lib/analytics-settings.ts).
 */
export function privacyText(words: PrivacyWords, isCounting: boolean): TextPageWords {
  return {
    heading: words.heading,
    intro: words.intro,
    sections: [...(isCounting ? words.withAnalytics : [words.withoutAnalytics]), ...words.sections],
  };
}
