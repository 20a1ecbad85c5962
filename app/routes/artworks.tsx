import { PagePlaceholder } from "#app/components/page-placeholder.tsx";

export function meta() {
  return [{ title: "Artworks | Omanut" }];
}

export default function Page() {
  return <PagePlaceholder title="Artworks" />;
}
