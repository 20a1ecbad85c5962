import { siteTitle } from "#app/lib/meta.ts";
import { PagePlaceholder } from "#app/components/page-placeholder.tsx";
import type { Route } from "./+types/artists";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: siteTitle(matches, "Artists") }];
}

export default function Page() {
  return <PagePlaceholder title="Artists" />;
}
