import type { Copy } from "../../schema";
import { copy as caseStudies } from "./case-studies";
import { copy as common } from "./common";
import { copy as home } from "./home";
import { copy as notFound } from "./not-found";
import { copy as privacy } from "./privacy";

/**
 * Everything the English pages say (every English text of the spec, word for word), gathered
 * for the build and the tests. The loaders read it when the pages
 * are built (app/i18n/page-data.server.ts); the browser never loads it.
 */
export const copy: Copy = { common, home, caseStudies, notFound, privacy };
