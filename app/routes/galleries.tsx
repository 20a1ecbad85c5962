import { siteTitle } from "#app/lib/meta.ts";
import { PagePlaceholder } from "#app/components/page-placeholder.tsx";
import type { Route } from "./+types/galleries";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: siteTitle(matches, "Galleries") }];
}

export default function Page() {
  return <PagePlaceholder title="Galleries" />;
}
