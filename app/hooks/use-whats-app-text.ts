import { useMatches } from "react-router";
import { useCopy } from "./use-root-data";

/**
 * The first message of a WhatsApp chat opened from the current page: the page's own, when its
 * loader gives one (`whatsAppText`: an article names itself, the case studies page itself),
 * else the language's (`site.whatsAppText` of common.yaml; docs/requirements.md R10, R25), as
 * on the home page and its contact section.
 */
export function useWhatsAppText(): string {
  const fallback = useCopy().site.whatsAppText;
  const page = useMatches().findLast(
    (match) => typeof (match.loaderData as { whatsAppText?: unknown })?.whatsAppText === "string",
  );
  return (page?.loaderData as { whatsAppText?: string } | undefined)?.whatsAppText ?? fallback;
}
