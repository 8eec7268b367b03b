import type { Copy } from "../../schema";
import { copy as caseStudies } from "./case-studies";
import { copy as common } from "./common";
import { copy as home } from "./home";
import { copy as notFound } from "./not-found";

/**
 * Everything the English pages say (every English text of the spec, word for word), gathered
 * for the build and the tests. The browser never loads this module: a page downloads only
 * `common` and its own part (app/i18n/copy.ts).
 */
export const copy: Copy = { common, home, caseStudies, notFound };
