import { readContent } from "./content.server";

/**
 * The content as the files of app/content/ say it now, read once, for the tests: they derive
 * what they expect from it instead of repeating the owner's words and facts, so an edit of
 * the content leaves them green.
 */
export const { site, copies, figures, caseStudies, teamAndClients } = readContent();
