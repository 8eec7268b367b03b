import type { CaseStudiesCopy } from "../../schema";
import { site } from "../../site";

/**
 * The Spanish case studies page ("casos de éxito"); amounts in US dollars, written
 * "US$ 2,4 millones" because "$" alone means pesos in Argentina.
 */
export const copy: CaseStudiesCopy = {
  meta: {
    title: `Casos de éxito · ${site.name}`,
    description:
      "Cómo le ahorramos US$ 2,4 millones por año a una cadena minorista, aceleramos 40% el procesamiento en 12 clínicas y bajamos 28% la mora.",
    image: {
      path: "/og/es/casos-de-exito.png",
      alt: `Casos de éxito de ${site.name}: US$ 2,4 millones ahorrados, procesos 40% más rápidos y 28% menos mora.`,
      headline: "US$ 2,4 millones ahorrados · 40% más rápido · 28% menos mora",
    },
  },
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
};
