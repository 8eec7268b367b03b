import type { NotFoundCopy } from "../../schema";
import { site } from "../../site";

/**
 * The Spanish Not-found page.
 */
export const copy: NotFoundCopy = {
  meta: {
    title: `Página no encontrada · ${site.name}`,
    description:
      "La página que buscabas no existe. Volvé al inicio para ver nuestros servicios y nuestros datos de contacto.",
    image: {
      path: "/og/es/home.png",
      alt: `${site.name}: convertí tus datos en decisiones que rinden.`,
      headline: "Convertí tus datos en decisiones que rinden",
    },
  },
  code: "404",
  heading: "¡Uy! No encontramos la página",
  returnHome: "Volver al inicio",
};
