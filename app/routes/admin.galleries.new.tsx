import { siteTitle } from "#app/lib/meta.ts";
import { PagePlaceholder } from "#app/components/page-placeholder.tsx";
import { PlaceSearchField } from "#app/components/place-search-field.tsx";
import { requireAdmin } from "#app/lib/session.server.ts";
import type { Route } from "./+types/admin.galleries.new";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: siteTitle(matches, "Add Gallery | Admin") }, { name: "robots", content: "noindex" }];
}

export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args);
  return null;
}

export default function Page() {
  return (
    <PagePlaceholder title="Add Gallery">
      <form>
        <PlaceSearchField defaultValue={{ city: "", latitude: 0, longitude: 0 }} />
      </form>
    </PagePlaceholder>
  );
}
