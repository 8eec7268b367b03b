import { z } from "zod";
import { metaWordsSchema, text } from "../../content/schema.ts";

/** The Not-found page's words (`app/content/<locale>/not-found.yaml`), on every unknown path. */
export const notFoundWordsSchema = z.object({
  meta: metaWordsSchema,
  code: text,
  heading: text,
  returnHome: text,
});

/** The Not-found page's words in one locale, placeholders filled in. */
export type NotFoundWords = z.output<typeof notFoundWordsSchema>;
