import { siteTitle } from "#app/lib/meta.ts";
import { PagePlaceholder } from "#app/components/page-placeholder.tsx";
import type { Route } from "./+types/artworks";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: siteTitle(matches, "Artworks") }];
}

export default function Page() {
  return <PagePlaceholder title="Artworks" />;
}
