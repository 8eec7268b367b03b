import { z } from "zod";
import { metaWordsSchema, text } from "../../content/schema.ts";

/** The Not-found page's words (`app/content/<locale>/not-found.yaml`), on every unknown path. */
export const notFoundWordsSchema = z.object({
  meta: metaWordsSchema("page shown for an address that does not exist"),
  code: text.meta({ title: "Code", description: "The big 404." }),
  heading: text.meta({ title: "Heading" }),
  returnHome: text.meta({ title: "Home link" }),
});

/** The Not-found page's words in one locale, placeholders filled in. */
export type NotFoundWords = z.output<typeof notFoundWordsSchema>;
