import { siteTitle } from "#app/lib/meta.ts";
import { PagePlaceholder } from "#app/components/page-placeholder.tsx";
import type { Route } from "./+types/contact";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: siteTitle(matches, "Contact Us") }];
}

export default function Page() {
  return <PagePlaceholder title="Contact Us" />;
}
