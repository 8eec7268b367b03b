import { Link } from "react-router";
import { navigation } from "~/content/navigation";
import { cn } from "~/lib/cn";
import { buttonVariants } from "../ui/button";

/**
 * The small-screen menu panel (spec section 2: "a toggleable menu holds the same items and
 * closes when a link is chosen"). It covers the page below the fixed bar; `SiteHeader` owns
 * the open state, the toggle button, Escape handling and the scroll lock.
 *
 * @param id - the id the toggle's `aria-controls` points at.
 * @param onNavigate - called when any link is chosen.
 */
export function MobileMenu({
  id,
  isOpen,
  onNavigate,
}: {
  id: string;
  isOpen: boolean;
  onNavigate: () => void;
}) {
  return (
    <div
      id={id}
      hidden={!isOpen}
      className="absolute inset-x-0 top-full h-[calc(100dvh-4rem)] overflow-y-auto border-t border-line bg-white md:hidden"
    >
      <nav aria-label={navigation.primaryLabel} className="container-page flex flex-col gap-1 py-6">
        {navigation.links.map((link) => (
          <Link
            key={link.to}
            to={link.to}
            onClick={onNavigate}
            className="flex min-h-12 items-center rounded-button px-3 text-lg font-medium text-ink hover:bg-surface focus-visible:outline-2 focus-visible:outline-focus"
          >
            {link.label}
          </Link>
        ))}
        <Link
          to={navigation.getStarted.to}
          onClick={onNavigate}
          className={cn(buttonVariants({ size: "lg" }), "mt-4")}
        >
          {navigation.getStarted.label}
        </Link>
      </nav>
    </div>
  );
}
