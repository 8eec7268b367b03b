import { Card } from "~/components/ui/card";
import { Icon } from "~/components/ui/icon";
import { SectionHeading } from "~/components/ui/section-heading";

/** A testimonial as the section shows it, in the page's language. */
export interface TestimonialData {
  id: string;
  quote: string;
  /** The person's name; an anonymised testimonial may leave it out. */
  name?: string;
  role: string;
  /** The company, or the page's words for an anonymised client. */
  source: string;
  isAnonymised: boolean;
  /** The link to the case study it belongs to (its card on the case studies page). */
  caseStudy?: { href: string; label: string };
}

/**
 * The testimonials section, before the client logos and contact: each quote with who said it
 * (name, role and company, or the page's words for an anonymised client) and, when it belongs
 * to a case study, a link to that study's card. Renders nothing while there is no testimonial.
 * Static markup, rendered at build time only (app/pages/home/static-sections.server.tsx).
 *
 * @param words - the section's eyebrow and heading in the page's language.
 * @param testimonials - the quotes, in the order of app/content/team-and-clients.yaml.
 */
export function TestimonialsSection({
  words,
  testimonials,
}: {
  words: { eyebrow: string; heading: string };
  testimonials: readonly TestimonialData[];
}) {
  if (testimonials.length === 0) return null;
  return (
    <section aria-labelledby="testimonials-heading" className="py-20 sm:py-28">
      <div className="container-page">
        <SectionHeading id="testimonials-heading" eyebrow={words.eyebrow} heading={words.heading} />
        <ul className="mt-14 flex flex-wrap justify-center gap-5">
          {testimonials.map((testimonial) => (
            <li key={testimonial.id} className="flex w-full md:max-w-xl md:grow md:basis-96">
              <Card className="flex flex-1 flex-col">
                <figure className="flex flex-1 flex-col">
                  <blockquote className="border-l-4 border-accent pl-5 text-lg leading-relaxed text-pretty text-ink">
                    <p>{testimonial.quote}</p>
                  </blockquote>
                  <figcaption className="mt-auto pt-6 text-sm leading-relaxed text-body">
                    {testimonial.name && (
                      <span className="block font-semibold text-ink">{testimonial.name}</span>
                    )}
                    <span className="block">{testimonial.role}</span>
                    <span
                      className={
                        testimonial.isAnonymised ? "block text-muted italic" : "block font-medium"
                      }
                      data-anonymised={testimonial.isAnonymised || undefined}
                    >
                      {testimonial.source}
                    </span>
                  </figcaption>
                </figure>
                {testimonial.caseStudy && (
                  <a
                    href={testimonial.caseStudy.href}
                    className="mt-5 inline-flex min-h-6 items-center gap-1.5 self-start text-sm font-semibold text-accent underline-offset-4 hover:underline [&_svg]:size-4"
                  >
                    {testimonial.caseStudy.label}
                    <Icon name="arrow-right" />
                  </a>
                )}
              </Card>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
