import type { ResponsiveImage } from "~/content/content-images";
import { clientLogoSlot } from "~/content/image-slots";
import { ContentImage } from "~/components/reading/content-image";

/** A client's logo as the section shows it. */
export interface ClientLogoData {
  /** The client's name: the logo's text alternative (WCAG 1.1.1). */
  name: string;
  logo: ResponsiveImage;
}

/**
 * The client logos strip, before contact: each client's logo, named by its alt text. Renders
 * nothing while the content lists no logo. In the dark scheme each logo sits on a white plate:
 * a client's logo is drawn for a light background, and a dark mark would vanish on the dark
 * page. Static markup, rendered at build time only (app/pages/home/static-sections.server.tsx).
 *
 * @param heading - the strip's heading in the page's language.
 * @param logos - the logos, in the order of app/content/team-and-clients.yaml.
 */
export function ClientLogosSection({
  heading,
  logos,
}: {
  heading: string;
  logos: readonly ClientLogoData[];
}) {
  if (logos.length === 0) return null;
  return (
    <section aria-labelledby="client-logos-heading" className="border-t border-line py-14 sm:py-16">
      <div className="container-page">
        <h2
          id="client-logos-heading"
          className="text-center text-sm font-semibold tracking-wide text-muted uppercase"
        >
          {heading}
        </h2>
        <ul className="mt-8 flex flex-wrap items-center justify-center gap-x-8 gap-y-6 sm:gap-x-12 sm:gap-y-8">
          {logos.map(({ name, logo }) => (
            <li key={name} className="flex dark:rounded-button dark:bg-white dark:px-3 dark:py-2">
              <ContentImage
                image={logo}
                alt={name}
                sizes={clientLogoSlot.sizes}
                isLargest={false}
                className="h-10 w-auto max-w-32 object-contain sm:h-12 sm:max-w-40"
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
