import { siteTitle } from "#app/lib/meta.ts";
import { ImageUploadField } from "#app/components/image-upload-field.tsx";
import { PagePlaceholder } from "#app/components/page-placeholder.tsx";
import { requireAdmin } from "#app/lib/session.server.ts";
import type { Route } from "./+types/admin.artists.new";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: siteTitle(matches, "Add Artist | Admin") }, { name: "robots", content: "noindex" }];
}

export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args);
  return null;
}

export default function Page() {
  return (
    <PagePlaceholder title="Add Artist">
      <p className="mb-6">The artist form is being prepared; its image field already uploads.</p>
      <ImageUploadField name="image" label="Artist image" isRequired />
    </PagePlaceholder>
  );
}
