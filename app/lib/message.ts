import {
  isArgumentElement,
  isLiteralElement,
  isPluralElement,
  isPoundElement,
  isSelectElement,
  isTagElement,
  parse,
  TYPE,
  type MessageFormatElement,
} from "@formatjs/icu-messageformat-parser";
import { IntlMessageFormat } from "intl-messageformat";

/**
 * Messages: the texts of the content that take values are ICU MessageFormat
 * (https://unicode-org.github.io/icu/userguide/format_parse/messages/), parsed by
 * `@formatjs/icu-messageformat-parser` and formatted by `intl-messageformat`. A value goes in
 * braces, `"Open now · closes {closes}"`; a count chooses among its language's plural forms,
 * `"{caseStudyCount, plural, one {# recent project} other {# recent projects}}"` (the forms
 * are CLDR's: `one` and `other` in English, `one`, `many` and `other` in Spanish).
 *
 * Apostrophes follow ICU's "double optional" mode: an apostrophe is text unless it comes right
 * before `{`, `}`, `<`, `>` (or `#` inside a plural), where it starts quoted text up to the next
 * apostrophe, and `''` is one apostrophe. "our clients' request" stays as it is written.
 * Tags are text (`<b>` is shown, not parsed): the site's texts are plain text.
 */

/** How every message is parsed: tags are text, and a plural or select must have `other`. */
const parserOptions = { ignoreTag: true, requiresOtherClause: true };

/**
 * The values a message takes, by name: a text is put in as it is; a number (a count) is
 * written in the message's language (`12,500`, `12.500`) and chooses a plural's form.
 */
export type MessageValues = Readonly<Record<string, string | number>>;

/**
 * One line on the syntax of a message, for the editor's hint of a field that takes values.
 */
export const messageSyntaxHint =
  "Values go in braces, {siteName}; a count takes forms, {caseStudyCount, plural, one {# project} other {# projects}} (# is the number); '' writes one apostrophe.";

const parsed = new Map<string, MessageFormatElement[]>();

/**
 * The syntax tree of a message, parsed once per process. The parser takes a `}` outside any
 * braces as text; nested in a select's form, where a `}` closes the form, the same message
 * then fails to parse, so a stray `}` is refused too.
 *
 * @throws SyntaxError from the parser when the message is malformed, its `message` the
 *   parser's error kind (`MISSING_OTHER_CLAUSE`) and its `location` where (see
 *   {@link messageProblem}).
 */
function messageTree(message: string): MessageFormatElement[] {
  let tree = parsed.get(message);
  if (!tree) {
    tree = parse(message, parserOptions);
    try {
      // The space keeps a final apostrophe of the message text, as it is at the end.
      parse(`{nested, select, other {${message} }}`, parserOptions);
    } catch {
      throw new SyntaxError("UNMATCHED_CLOSING_BRACE");
    }
    parsed.set(message, tree);
  }
  return tree;
}

/** What the parser's error kinds mean, in the words of the content check. */
const syntaxProblems: Record<string, string> = {
  EXPECT_ARGUMENT_CLOSING_BRACE: "a { is not closed",
  EMPTY_ARGUMENT: "{} names no value",
  MALFORMED_ARGUMENT: "braces hold one name, such as {siteName}",
  UNMATCHED_CLOSING_BRACE:
    "a } closes no {, or an apostrophe before { or } starts a quote that is never closed",
  MISSING_OTHER_CLAUSE: "a plural or select needs an `other {…}` form",
  INVALID_PLURAL_ARGUMENT_SELECTOR: "a plural form must be zero, one, two, few, many, other or =N",
  DUPLICATE_PLURAL_ARGUMENT_SELECTOR: "a plural form is given twice",
  DUPLICATE_SELECT_ARGUMENT_SELECTOR: "a select case is given twice",
  INVALID_ARGUMENT_TYPE: "the word after the name must be plural, select, selectordinal or number",
};

/**
 * Why a message cannot be used, or `undefined` when it is well formed: unbalanced braces, a
 * plural or select without `other`, an unknown kind of argument. For the content check:
 * `"is not a valid message at character 12: a { is not closed"`.
 *
 * @param message - a text of the content.
 */
export function messageProblem(message: string): string | undefined {
  try {
    messageTree(message);
    return undefined;
  } catch (error) {
    const { message: kind, location } = error as SyntaxError & {
      location?: { start: { offset: number } };
    };
    const at = location ? ` at character ${location.start.offset + 1}` : "";
    return `is not a valid message${at}: ${syntaxProblems[kind] ?? kind}`;
  }
}

/** The elements a plural, select or tag holds. */
function childrenOf(element: MessageFormatElement): MessageFormatElement[][] {
  if (isPluralElement(element) || isSelectElement(element)) {
    return Object.values(element.options).map((option) => option.value);
  }
  if (isTagElement(element)) return [element.children];
  return [];
}

/** Every argument name of a tree, including those inside plural and select forms. */
function namesIn(tree: readonly MessageFormatElement[]): string[] {
  return tree.flatMap((element) => [
    ...(isLiteralElement(element) || isPoundElement(element) || isTagElement(element)
      ? []
      : [element.value]),
    ...childrenOf(element).flatMap(namesIn),
  ]);
}

/**
 * The names a message takes values for, in order of appearance, each once, including the
 * ones used only inside a plural's or select's forms: `["days", "opens"]`.
 *
 * @throws SyntaxError when the message is malformed ({@link messageProblem} says why).
 */
export function placeholdersOf(message: string): string[] {
  return [...new Set(namesIn(messageTree(message)))];
}

/** A tree with each plain `{name}` whose value is a number written as a number in the locale. */
function withNumbers(
  tree: readonly MessageFormatElement[],
  values: MessageValues,
): MessageFormatElement[] {
  return tree.map((element) => {
    if (isArgumentElement(element) && typeof values[element.value] === "number") {
      return { ...element, type: TYPE.number, style: null };
    }
    if (isPluralElement(element) || isSelectElement(element)) {
      const options = Object.fromEntries(
        Object.entries(element.options).map(([key, option]) => [
          key,
          { ...option, value: withNumbers(option.value, values) },
        ]),
      );
      return { ...element, options } as MessageFormatElement;
    }
    return element;
  });
}

/**
 * Formats a message with `values` in a language: `formatMessage("closes {at}", { at: "6 PM" },
 * "en")` is `"closes 6 PM"`; `formatMessage("{n, plural, one {# project} other {# projects}}",
 * { n: 1 }, "en")` is `"1 project"`.
 *
 * @param message - an ICU message, as the content holds it.
 * @param values - a value for each name the message uses ({@link MessageValues}).
 * @param lang - the BCP 47 tag of the message's language (`"en"`, `"es-AR"`): its plural
 *   rules and number format.
 * @throws Error naming the placeholder when `values` has no value of its own for it (a name
 *   such as `constructor` that only `Object.prototype` has is missing too).
 * @throws SyntaxError when the message is malformed (the content check refuses such texts).
 */
export function formatMessage(message: string, values: MessageValues, lang: string): string {
  for (const name of placeholdersOf(message)) {
    // Own values only: `{constructor}` or `{toString}` must not find Object.prototype's.
    if (!Object.hasOwn(values, name)) throw new Error(`No value for {${name}} in "${message}"`);
  }
  const tree = withNumbers(messageTree(message), values);
  const formatted = new IntlMessageFormat(tree, lang, undefined, parserOptions).format(values);
  return String(formatted);
}
