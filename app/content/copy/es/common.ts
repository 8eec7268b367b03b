import type { CommonCopy } from "../../schema";

/**
 * What every Spanish page says: the site's description, the header, menu, skip link,
 * notifications and footer.
 */
export const copy: CommonCopy = {
  site: {
    tagline: "Datos para decidir, de Buenos Aires al mundo.",
    description:
      "Consultora de análisis de datos en Buenos Aires: inteligencia de negocios, analítica predictiva, ingeniería de datos, consultoría y automatización para empresas en crecimiento.",
    areaServed: ["Argentina", "América Latina"],
    whatsAppText: "Hola, me gustaría ponerme en contacto.",
  },
  navigation: {
    primaryLabel: "Principal",
    homeLabel: "Inicio",
    sectionIds: { services: "servicios", about: "nosotros", contact: "contacto" },
    links: [
      { label: "Servicios", to: "/es#servicios" },
      { label: "Nosotros", to: "/es#nosotros" },
      { label: "Contacto", to: "/es#contacto" },
    ],
    getStarted: { label: "Empezá ahora", to: "/es#contacto" },
    caseStudies: { label: "Casos de éxito", to: "/es/casos-de-exito" },
    menuLabel: "Menú",
    openMenuLabel: "Abrir menú",
    closeMenuLabel: "Cerrar menú",
    skipLinkLabel: "Saltar al contenido",
    notificationsLabel: "Notificación",
    notificationsRegionLabel: "Notificaciones ({hotkey})",
    toastStackLabel: "Notificaciones",
    dismissLabel: "Cerrar aviso",
    languagesLabel: "Idioma",
    opensInNewTab: "(se abre en una pestaña nueva)",
  },
  footer: {
    navigationLabel: "Pie de página",
    rights: "Todos los derechos reservados.",
    privacyPolicy: "Política de privacidad",
    termsOfService: "Términos y condiciones",
    placeholderNote: "(próximamente)",
  },
  errorPage: {
    heading: "¡Error inesperado de la aplicación!",
  },
  figures: {
    notYet: "Todavía no",
  },
};
