import { TextPage } from "~/components/reading/text-page";
import type { TextPageWords } from "./privacy-text";

/**
 * The privacy page's text, as `privacyText` (./privacy-text.ts) makes it of its words: what the site
 * collects, as the build counts visits or not, then what the booking service and WhatsApp receive.
 */
export function PrivacyNotice({ text }: { text: TextPageWords }) {
  return <TextPage headingId="privacy-heading" {...text} />;
}
