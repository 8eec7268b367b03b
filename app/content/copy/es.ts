import type { Copy } from "../schema";
import { site } from "../site";

/** "lunes" → "Lunes": weekday names start a schedule line. */
const capitalized = (word: string) => word.charAt(0).toLocaleUpperCase("es-AR") + word.slice(1);

/**
 * Everything the Spanish (Argentina) pages say, in the voseo of Buenos Aires business sites.
 * Terms Argentine professionals use in English stay in English (dashboards, machine
 * learning, pipelines, data warehouse); the glossary is in
 * docs/decisions/014-english-and-argentine-spanish.md.
 */
export const copy: Copy = {
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
  home: {
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
      phoneHours: (days, opens, closes, zone) => `${days}, de ${opens} a ${closes} h (${zone})`,
      copyPhoneLabel: "Copiar número de teléfono",
      phoneCopied: "Número copiado",
      officeTitle: "Visitá nuestra oficina",
      copyAddressLabel: "Copiar dirección",
      addressCopied: "Dirección copiada",
      hoursTitle: "Horario de atención",
      closedLabel: "Cerrado",
      dayRange: (first, last) =>
        first === last ? capitalized(first) : `${capitalized(first)} a ${last}`,
      hoursRange: (opens, closes) => `${opens} a ${closes}`,
      openNow: (closes) => `Abierto ahora · cierra a las ${closes}`,
      opensLater: (day, dayName, at) =>
        `Cerrado · abre ${day === "today" ? "hoy" : day === "tomorrow" ? "mañana" : `el ${dayName}`} a las ${at}`,
      messageTitle: "Escribinos",
      messageText:
        "¿Preferís escribir? Mandanos un WhatsApp y te responde un consultor, normalmente en menos de una hora dentro del horario de atención.",
      whatsAppCta: "Escribinos por WhatsApp",
      copyFailed: "Tu navegador no permitió copiar. Seleccioná el texto y copialo a mano.",
    },
    footer: {
      navigationLabel: "Pie de página",
      rights: "Todos los derechos reservados.",
      privacyPolicy: "Política de privacidad",
      termsOfService: "Términos y condiciones",
      placeholderNote: "(próximamente)",
    },
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
    notYet: "Todavía no",
    labels: {
      fortune500Clients: "Clientes Fortune 500",
      dataScientists: "Científicos de datos",
      industriesServed: "Industrias atendidas",
      averageRoiIncrease: "Aumento promedio del ROI",
    },
  },
  caseStudiesPage: {
    backToHome: "Volver al inicio",
    eyebrow: "Casos de éxito",
    heading: "Problemas reales, resultados medibles",
    intro:
      "Tres proyectos recientes, con los números que nuestros clientes informaron después de la puesta en marcha. Los nombres se reservan a pedido de cada cliente.",
    clientLabel: "Cliente",
    resultsLabel: "Resultados",
    tagsLabel: "Tecnologías y métodos",
    cta: {
      heading: "Tus números pueden ser los próximos",
      text: "Contanos sobre tus datos y tus objetivos. En 45 minutos te decimos con honestidad qué haríamos y cuánto podría valer.",
      label: "Empezá hoy",
      to: "/es#contacto",
    },
    caseStudies: {
      "retail-chain-optimization": {
        title: "Optimización de una cadena minorista",
        client: "Una cadena de supermercados con 40 sucursales en el Gran Buenos Aires",
        industry: "Retail",
        description:
          "Las sucursales pedían mercadería a ojo: se tiraban frescos mientras las góndolas de los más vendidos quedaban vacías. Unificamos los datos de ventas e inventario en un solo data warehouse y construimos pronósticos de demanda por sucursal que hoy guían cada pedido de reposición.",
        tags: ["Pronóstico de demanda", "Data warehouse", "Power BI"],
        imageAlt:
          "Ilustración: barras del pronóstico semanal de demanda que siguen de cerca a las ventas reales.",
      },
      "healthcare-network-performance-analytics": {
        title: "Analítica de desempeño para una red de salud",
        client: "Una red de clínicas privadas de Argentina",
        industry: "Salud",
        description:
          "Cada clínica medía los tiempos de espera y los costos a su manera, así que la dirección no podía comparar ni actuar. Armamos un modelo de desempeño común y dashboards en vivo para 12 centros, y automatizamos el reporte mensual que antes llevaba una semana.",
        tags: ["Dashboards de desempeño", "Pipelines ETL", "Automatización de procesos"],
        imageAlt:
          "Ilustración: un dashboard que compara doce centros, con una línea de satisfacción en alza.",
      },
      "financial-services-risk-assessment": {
        title: "Evaluación de riesgo en servicios financieros",
        client: "Una financiera de créditos al consumo",
        industry: "Servicios financieros",
        description:
          "Los oficiales de crédito evaluaban a cada solicitante con una planilla que no detectaba las primeras señales de mora. Entrenamos y validamos un modelo de riesgo crediticio con la historia de la propia financiera y lo integramos al circuito de aprobación, con explicaciones que los oficiales pueden leer.",
        tags: ["Machine learning", "Scoring crediticio", "Monitoreo de modelos"],
        imageAlt:
          "Ilustración: una curva de riesgo que separa las solicitudes aprobadas de las rechazadas.",
      },
    },
    resultLabels: {
      annualCostSavings: "Ahorro anual de costos",
      wasteReduction: "Menos desperdicio",
      implementation: "De implementación",
      patientSatisfactionImprovement: "Más satisfacción de pacientes",
      fasterProcessing: "Procesamiento más rápido",
      saved: "Ahorrados",
      facilitiesCovered: "Centros integrados",
      riskAccuracyImprovement: "Más precisión en el riesgo",
      defaultDecrease: "Menos mora",
      fasterApprovals: "Aprobaciones más rápidas",
    },
  },
  notFound: {
    code: "404",
    heading: "¡Uy! No encontramos la página",
    returnHome: "Volver al inicio",
  },
  pageMeta: {
    home: {
      title: `${site.name} · Consultora de datos en Buenos Aires`,
      description:
        "Inteligencia de negocios, analítica predictiva, ingeniería de datos y automatización para empresas que crecen. Agendá una consulta gratuita de 45 minutos.",
      image: {
        path: "/og/es/home.png",
        alt: `${site.name}: convertí tus datos en decisiones que rinden.`,
        headline: "Convertí tus datos en decisiones que rinden",
      },
    },
    caseStudies: {
      title: `Casos de éxito · ${site.name}`,
      description:
        "Cómo le ahorramos US$ 2,4 millones por año a una cadena minorista, aceleramos 40% el procesamiento en 12 clínicas y bajamos 28% la mora.",
      image: {
        path: "/og/es/casos-de-exito.png",
        alt: `Casos de éxito de ${site.name}: US$ 2,4 millones ahorrados, procesos 40% más rápidos y 28% menos mora.`,
        headline: "US$ 2,4 millones ahorrados · 40% más rápido · 28% menos mora",
      },
    },
    notFound: {
      title: `Página no encontrada · ${site.name}`,
      description:
        "La página que buscabas no existe. Volvé al inicio para ver nuestros servicios y nuestros datos de contacto.",
      image: {
        path: "/og/es/home.png",
        alt: `${site.name}: convertí tus datos en decisiones que rinden.`,
        headline: "Convertí tus datos en decisiones que rinden",
      },
    },
  },
};
