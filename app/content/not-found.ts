import { z } from "zod";
import { defineContent } from "./schema";

/** The Not-found page (spec sections 2 "Not-found page" and 8). */
export const notFound = defineContent(
  "not-found",
  z.object({ code: z.string().min(1), heading: z.string().min(1), returnHome: z.string().min(1) }),
  { code: "404", heading: "Oops! Page not found", returnHome: "Return to Home" },
);
