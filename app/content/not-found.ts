import type { NotFoundContent } from "./schema";

/** The Not-found page (spec sections 2 "Not-found page" and 8). */
export const notFound: NotFoundContent = {
  code: "404",
  heading: "Oops! Page not found",
  returnHome: "Return to Home",
};
