import type { PrivacyCopy } from "../../schema";
import { site } from "../../site";

/**
 * La página de privacidad en español, que existe solo con la medición de visitas activada
 * (docs/analytics.md): qué cuenta el sitio, qué no, y a quién no cuenta nunca.
 */
export const copy: PrivacyCopy = {
  meta: {
    title: `Privacidad · ${site.name}`,
    description:
      "Qué cuenta este sitio sobre las visitas, sin cookies ni datos personales, y cómo evitarlo con Global Privacy Control o Do Not Track.",
    image: {
      path: "/og/es/home.png",
      alt: `${site.name}: convertí tus datos en decisiones que rinden.`,
      headline: "Convertí tus datos en decisiones que rinden",
    },
  },
  heading: "Privacidad",
  intro:
    "Este sitio cuenta las visitas y los botones que usan quienes nos contactan, para saber si ayuda a que la gente llegue a nosotros. Lo hace sin cookies y sin reunir datos personales.",
  sections: [
    {
      heading: "Qué contamos",
      paragraphs: [
        "Cada página vista y cada clic en una forma de contactarnos (reservar una consulta, WhatsApp, una llamada, LinkedIn, copiar nuestro teléfono o dirección), con el idioma de la página y el lugar de la página. Los conteos los guarda Plausible Analytics, un servicio que cuida la privacidad.",
      ],
    },
    {
      heading: "Qué no reunimos",
      paragraphs: [
        "Ninguna cookie, ningún identificador y nada guardado en tu navegador. Tu dirección IP no se guarda: Plausible cuenta un visitante único con un resumen diario que no permite identificarte y se descarta al día siguiente.",
      ],
    },
    {
      heading: "Cómo no ser contado",
      paragraphs: [
        "Si tu navegador envía Global Privacy Control o Do Not Track, este sitio no carga el contador y no se envía nada sobre tu visita.",
      ],
    },
  ],
};
