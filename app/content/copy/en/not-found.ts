import type { NotFoundCopy } from "../../schema";
import { site } from "../../site";

/**
 * The English Not-found page (spec sections 2 and 8, word for word).
 */
export const copy: NotFoundCopy = {
  meta: {
    title: `Page not found · ${site.name}`,
    description:
      "The page you were looking for does not exist. Return to the home page to find our services and contact details.",
    image: {
      path: "/og/home.png",
      alt: `${site.name}: turn your data into decisions that pay off.`,
      headline: "Turn your data into decisions that pay off",
    },
  },
  code: "404",
  heading: "Oops! Page not found",
  returnHome: "Return to Home",
};
