import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";

export default [
  layout("routes/site-layout.tsx", [
    index("routes/home.tsx"),
    route("case-studies", "routes/case-studies.tsx"),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
