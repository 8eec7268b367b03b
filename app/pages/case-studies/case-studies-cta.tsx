import { ClosingBand } from "~/components/reading/closing-band";
import { Icon } from "~/components/ui/icon";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { WhatsAppLink } from "~/components/ui/whats-app-link";
import type { CaseStudiesWords } from "./words";

/**
 * The closing call to action: Get Started Today, to `contactPath`, the home page's contact
 * section (docs/requirements.md R12), and beside it, at every width, a WhatsApp chat whose
 * first message names the page (R25).
 */
export function CaseStudiesCta({
  cta,
  contactPath,
}: {
  cta: CaseStudiesWords["cta"];
  contactPath: string;
}) {
  return (
    <ClosingBand
      headingId="case-studies-cta-heading"
      heading={cta.heading}
      text={cta.text}
      placement="case-studies"
      size="page"
    >
      <div className="mt-9 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to={contactPath} className={buttonVariants({ variant: "inverse", size: "lg" })}>
          {cta.label}
          <Icon name="arrow-right" />
        </Link>
        <WhatsAppLink className={buttonVariants({ variant: "secondary", size: "lg" })}>
          {cta.whatsAppLabel}
        </WhatsAppLink>
      </div>
    </ClosingBand>
  );
}
