import type { HomeCopy } from "../../schema";
import { site } from "../../site";

/**
 * The Spanish home page: its title and preview, hero, services, about with values and track
 * record, and contact with the opening hours.
 */
export const copy: HomeCopy = {
  meta: {
    title: `${site.name} · Consultora de datos en Buenos Aires`,
    description:
      "Inteligencia de negocios, analítica predictiva, ingeniería de datos y automatización para empresas que crecen. Agendá una consulta gratuita de 45 minutos.",
    image: {
      path: "/og/es/home.png",
      alt: `${site.name}: convertí tus datos en decisiones que rinden.`,
      headline: "Convertí tus datos en decisiones que rinden",
    },
  },
  hero: {
    badge: "Soluciones basadas en datos",
    headline: "Convertí tus datos en",
    headlineAccent: "decisiones que rinden",
    lead: `${site.name} es una consultora de analítica de Buenos Aires. Hace más de 1 año que ayudamos a empresas de retail, salud y servicios financieros a reemplazar la intuición por dashboards, pronósticos y pipelines automatizados que de verdad usan.`,
    primaryCta: "Agendá tu consulta",
    secondaryCta: "Ver casos de éxito",
    consultationNote: `Consulta gratuita de ${site.consultation.lengthMinutes} minutos, sin compromiso.`,
    statsLabel: "Nuestros números hasta hoy",
  },
  about: {
    eyebrow: "Quiénes somos",
    heading: "Un equipo chico con herramientas de empresa grande",
    paragraphs: [
      `Fundamos ${site.name} en Buenos Aires en ${site.foundingYear} con una idea simple: las empresas que crecen merecen la misma analítica que las multinacionales, sin el presupuesto de una multinacional.`,
      "Trabajás directamente con las personas que construyen tu solución. Explicamos cada número, documentamos cada pipeline y te entregamos todo, para que el valor se quede en tu empresa cuando terminamos.",
    ],
    ctaLabel: "Conocé más sobre nosotros",
  },
  contact: {
    eyebrow: "Contacto",
    heading: "Hablemos de tus datos",
    intro: `Agendá una consulta gratuita de ${site.consultation.lengthMinutes} minutos, llamanos o escribinos. Respondemos dentro del día hábil.`,
    phoneTitle: "Llamanos",
    phoneHours: "{days}, de {opens} a {closes} h ({zone})",
    copyPhoneLabel: "Copiar número de teléfono",
    phoneCopied: "Número copiado",
    officeTitle: "Visitá nuestra oficina",
    copyAddressLabel: "Copiar dirección",
    addressCopied: "Dirección copiada",
    hoursTitle: "Horario de atención",
    closedLabel: "Cerrado",
    dayRange: "{first} a {last}",
    hoursRange: "{opens} a {closes}",
    openNow: "Abierto ahora · cierra a las {closes}",
    opensLater: {
      today: "Cerrado · abre hoy a las {at}",
      tomorrow: "Cerrado · abre mañana a las {at}",
      weekday: "Cerrado · abre el {day} a las {at}",
    },
    messageTitle: "Escribinos",
    messageText:
      "¿Preferís escribir? Mandanos un WhatsApp y te responde un consultor, normalmente en menos de una hora dentro del horario de atención.",
    whatsAppCta: "Escribinos por WhatsApp",
    copyFailed: "Tu navegador no permitió copiar. Seleccioná el texto y copialo a mano.",
  },
  heroStats: {
    projects: "Proyectos completados",
    satisfaction: "Satisfacción de clientes",
    experience: "Años de experiencia",
  },
  services: {
    eyebrow: "Servicios",
    heading: "De datos crudos a decisiones en las que tu equipo confía",
    intro:
      "Seis formas de ayudarte a dejar de adivinar. Cada proyecto arranca con tu pregunta de negocio, no con una herramienta.",
    ctaLabel: "Contanos tu proyecto",
    items: {
      businessIntelligence: {
        title: "Inteligencia de negocios",
        description:
          "Dashboards que tus gerentes abren todas las mañanas: una sola versión de la verdad, construida sobre métricas limpias y documentadas.",
        features: ["Dashboards a medida", "Analítica en tiempo real", "KPIs de desempeño"],
      },
      predictiveAnalytics: {
        title: "Analítica predictiva",
        description:
          "Modelos estadísticos y de machine learning que pronostican la demanda, detectan riesgos a tiempo y muestran hacia dónde va la tendencia.",
        features: ["Modelos de pronóstico", "Evaluación de riesgos", "Análisis de tendencias"],
      },
      dataEngineering: {
        title: "Ingeniería de datos",
        description:
          "Pipelines confiables que llevan los datos de tu ERP, tu CRM y tus planillas a un data warehouse propio.",
        features: ["Data warehousing", "Pipelines ETL", "Migración a la nube"],
      },
      strategicConsulting: {
        title: "Consultoría estratégica",
        description:
          "Una hoja de ruta de datos atada a los objetivos del negocio, con los cambios de procesos y la capacitación para que funcione.",
        features: ["Estrategia de datos", "Optimización de procesos", "Gestión del cambio"],
      },
      dataAutomation: {
        title: "Automatización de datos",
        description:
          "Reemplazá los reportes armados a mano por flujos automáticos que corren a horario y controlan su propia calidad.",
        features: [
          "Automatización de procesos",
          "Optimización de flujos de trabajo",
          "Control de calidad",
        ],
      },
      performanceAnalytics: {
        title: "Analítica de performance",
        description:
          "Medí qué impulsa los resultados en equipos, locales o canales, y sabé exactamente dónde mejorar.",
        features: ["Seguimiento de performance", "Insights de optimización", "Benchmarking"],
      },
    },
  },
  values: {
    excellence: {
      title: "Excelencia",
      description:
        "Métodos rigurosos, código testeado y números que podemos defender frente a tu directorio.",
    },
    partnership: {
      title: "Colaboración",
      description:
        "Trabajamos dentro de tu equipo, compartimos todo lo que construimos y te dejamos listo para operarlo.",
    },
    results: {
      title: "Resultados",
      description:
        "Cada proyecto empieza con un objetivo medible y termina con un informe que dice si lo alcanzamos.",
    },
    innovation: {
      title: "Innovación",
      description:
        "Herramientas modernas de nube y machine learning, usadas solo donde se pagan solas.",
    },
  },
  trackRecord: {
    heading: "Trayectoria",
    labels: {
      fortune500Clients: "Clientes Fortune 500",
      dataScientists: "Científicos de datos",
      industriesServed: "Industrias atendidas",
      averageRoiIncrease: "Aumento promedio del ROI",
    },
  },
};
