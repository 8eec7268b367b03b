/**
 * A page that is only text, such as the privacy and terms pages: one `h1` with an
 * introduction, then an `h2` per section with its paragraphs.
 *
 * @param headingId - the `h1`'s id, the article's accessible name.
 */
export function TextPage({
  headingId,
  heading,
  intro,
  sections,
}: {
  headingId: string;
  heading: string;
  intro: string;
  sections: readonly { heading: string; paragraphs: readonly string[] }[];
}) {
  return (
    <article aria-labelledby={headingId} className="container-page max-w-3xl pt-32 pb-20">
      <h1 id={headingId} className="text-3xl font-semibold tracking-tight text-ink sm:text-4xl">
        {heading}
      </h1>
      <p className="mt-5 text-lg leading-relaxed text-body">{intro}</p>
      {sections.map((section) => (
        <section key={section.heading} className="mt-10">
          <h2 className="text-xl font-semibold text-ink">{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-3 leading-relaxed text-body">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </article>
  );
}
