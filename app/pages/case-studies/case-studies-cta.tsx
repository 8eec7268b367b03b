import { ClosingBand } from "~/components/ui/closing-band";
import { Icon } from "~/components/ui/icon";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import type { CaseStudiesWords } from "./words";

/**
 * The closing call to action: Get Started Today, to `contactPath`, the home page's contact
 * section (docs/requirements.md R12).
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
      <Link
        to={contactPath}
        className={buttonVariants({
          variant: "inverse",
          size: "lg",
          className: "mt-9",
        })}
      >
        {cta.label}
        <Icon name="arrow-right" />
      </Link>
    </ClosingBand>
  );
}
