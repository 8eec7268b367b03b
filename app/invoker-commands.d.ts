import "react";

/** Invoker commands (HTML Living Standard, "commands"), not yet in React's types. */
declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- merging needs React's own type parameter
  interface ButtonHTMLAttributes<T> {
    /** The id of the element the button controls. */
    commandfor?: string;
    /** What the button does to it, e.g. `show-modal` or `close` for a `<dialog>`. */
    command?:
      "show-modal" | "close" | "request-close" | "show-popover" | "hide-popover" | "toggle-popover";
  }
}
