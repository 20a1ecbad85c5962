import { PagePlaceholder } from "#app/components/page-placeholder.tsx";
import { requireAdmin } from "#app/lib/session.server.ts";
import type { Route } from "./+types/admin.artists.$artistId";

export function meta() {
  return [{ title: "Artist | Omanut Admin" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}

export default function Page() {
  return <PagePlaceholder title="Artist" />;
}
