import type { ReactNode } from "react";
import { Main } from "./page-preview";

/**
 * The preview of a page that has no drawing of its own in app/editor-preview/drawings.tsx (a
 * page just added to the registry, app/pages/registry.ts): its words in the site's type, in
 * the order of its file, as a text page such as the privacy page sets them. Its `eyebrow`,
 * `heading` and `intro` open the page, the heading as its one `h1` (without one, the link
 * preview's headline); every other text is a paragraph, and a group of texts with a `heading`
 * or `title` of its own is a section under an `h2` (an `h3` within a section). The page's head
 * (`meta`: title, description, link preview) is not on the page, nor in its preview; numbers
 * and yes-or-no values are facts, not words, and are left out too.
 *
 * @param words - the words file's data, facts filled in (`pageWordsPreviewData`).
 */
export function WordsPreview({ words }: { words: Record<string, unknown> }) {
  const { meta, eyebrow, heading, intro, ...texts } = words;
  return (
    <Main>
      <article aria-labelledby="page-heading" className="container-page max-w-3xl pt-32 pb-20">
        {typeof eyebrow === "string" && (
          <p className="text-sm font-semibold tracking-wide text-accent uppercase">{eyebrow}</p>
        )}
        <h1
          id="page-heading"
          className="mt-3 text-3xl font-semibold tracking-tight text-balance text-ink sm:text-4xl"
        >
          {typeof heading === "string" ? heading : headlineOf(meta)}
        </h1>
        {typeof intro === "string" && (
          <p className="mt-5 text-lg leading-relaxed text-body">{intro}</p>
        )}
        <Texts value={texts} level={2} />
      </article>
    </Main>
  );
}

/** The link preview's headline of a page's head (`meta.image.headline`), or its title. */
function headlineOf(meta: unknown): string {
  const { title, image } = (meta ?? {}) as { title?: unknown; image?: { headline?: unknown } };
  if (typeof image?.headline === "string") return image.headline;
  return typeof title === "string" ? title : "";
}

/** The heading of a group of texts: its own `heading`, else its `title`. */
function headingKeyOf(group: Record<string, unknown>): string | undefined {
  return ["heading", "title"].find((key) => typeof group[key] === "string");
}

/**
 * A value of the words file: a text as a paragraph, a list item by item, a group of texts as
 * its texts, under its own heading when it has one.
 *
 * @param level - the level of the next heading: 2, or 3 within a section.
 */
function Texts({ value, level }: { value: unknown; level: 2 | 3 }): ReactNode {
  if (typeof value === "string") {
    return value && <p className="mt-3 leading-relaxed text-body">{value}</p>;
  }
  if (Array.isArray(value)) {
    // The items have no id of their own; their order is the file's.
    return value.map((item, index) => <Texts key={index} value={item} level={level} />);
  }
  if (!value || typeof value !== "object") return null;
  const group = value as Record<string, unknown>;
  const headingKey = headingKeyOf(group);
  if (headingKey === undefined) {
    return Object.entries(group).map(([key, item]) => (
      <Texts key={key} value={item} level={level} />
    ));
  }
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <section className={level === 2 ? "mt-10" : "mt-6"}>
      <Heading
        className={level === 2 ? "text-xl font-semibold text-ink" : "font-semibold text-ink"}
      >
        {String(group[headingKey])}
      </Heading>
      {Object.entries(group)
        .filter(([key]) => key !== headingKey)
        .map(([key, item]) => (
          <Texts key={key} value={item} level={3} />
        ))}
    </section>
  );
}
