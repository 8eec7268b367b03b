import type { PrivacyWords } from "./words";

/**
 * The privacy page's text (built only when analytics is on, docs/analytics.md): what the site
 * counts, what it does not collect, and how a visitor is never counted (Global Privacy
 * Control, Do Not Track). One `h1`, then one `h2` per section.
 */
export function PrivacyNotice({ words }: { words: PrivacyWords }) {
  return (
    <article aria-labelledby="privacy-heading" className="container-page max-w-3xl pt-32 pb-20">
      <h1
        id="privacy-heading"
        className="text-3xl font-semibold tracking-tight text-ink sm:text-4xl"
      >
        {words.heading}
      </h1>
      <p className="mt-5 text-lg leading-relaxed text-body">{words.intro}</p>
      {words.sections.map((section) => (
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
