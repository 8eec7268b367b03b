import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { showCanonicalPath } from "~/lib/canonical-path";

// Hosts that cannot redirect (GitHub Pages) serve a page's file at its other spellings too
// (`/case-studies.html`, `/case-studies/`). Put the canonical URL in the address bar first, so
// the router matches the route the HTML was prerendered for (docs/deploying.md).
showCanonicalPath(window.location, window.history);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
