import type { Copy } from "../../schema";
import { copy as caseStudies } from "./case-studies";
import { copy as common } from "./common";
import { copy as home } from "./home";
import { copy as notFound } from "./not-found";
import { copy as privacy } from "./privacy";

/**
 * Everything the Spanish (Argentina) pages say, in the voseo of Buenos Aires business sites,
 * gathered for the build and the tests. Terms Argentine professionals use in English stay in
 * English (dashboards, machine learning, pipelines, data warehouse); the glossary is in
 * docs/decisions/014-english-and-argentine-spanish.md. The loaders read it when the pages
 * are built (app/i18n/page-data.server.ts); the browser never loads it.
 */
export const copy: Copy = { common, home, caseStudies, notFound, privacy };
