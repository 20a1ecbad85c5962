import { PagePlaceholder } from "#app/components/page-placeholder.tsx";

export function meta() {
  return [{ title: "Contact Us | Omanut" }];
}

export default function Page() {
  return <PagePlaceholder title="Contact Us" />;
}
