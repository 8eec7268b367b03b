import { notFoundMark, placedIn } from "~/lib/analytics-events";
import { Icon } from "~/components/ui/icon";
import { Link } from "react-router";
import { LanguageSwitcher } from "~/components/layout/language-switcher";
import { buttonVariants } from "~/components/ui/button";
import { homePath, type Locale } from "~/i18n/locales";
import type { NotFoundWords } from "./words";

/** 404, "Oops! Page not found" and Return to Home (docs/requirements.md R13). */
export function NotFoundPanel({
  words: notFound,
  locale,
}: {
  words: NotFoundWords;
  locale: Locale;
}) {
  return (
    <main
      id="main"
      tabIndex={-1}
      {...(__ANALYTICS__ && placedIn("not-found"))}
      {...(__ANALYTICS__ && notFoundMark)}
      className="flex min-h-dvh items-center justify-center bg-hero px-6 py-16 outline-none"
    >
      <div className="text-center">
        <p className="text-7xl font-semibold tracking-tight text-accent sm:text-8xl">
          {notFound.code}
        </p>
        <h1 className="mt-4 text-2xl font-semibold text-ink sm:text-3xl">{notFound.heading}</h1>
        <Link to={homePath(locale)} className={buttonVariants({ size: "lg", className: "mt-8" })}>
          <Icon name="arrow-left" />
          {notFound.returnHome}
        </Link>
        <LanguageSwitcher className="mt-4 justify-center" />
      </div>
    </main>
  );
}
