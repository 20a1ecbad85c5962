import { ListStates } from "#app/components/list-states.tsx";
import { data, Form, Link, redirect } from "react-router";
import { readFormData } from "#app/features/forms/form-data.server.ts";
import { DELETE_QUESTION, GalleryAdminRow } from "#app/components/gallery-admin-row.tsx";
import { ErrorNotice } from "#app/components/notices.tsx";
import { galleryPicture } from "#app/features/cards/cards.ts";
import { loadListPage } from "#app/lib/page-loaders.server.ts";
import { siteTitle } from "#app/lib/meta.ts";
import { guardAdminWrite, requireAdmin } from "#app/features/admin/admin-guard.server.ts";
import { PAGE_SIZE } from "#app/lib/urls.ts";
import { RecordChangedError } from "#app/models/versions.server.ts";
import {
  countGalleries,
  deleteGallery,
  getGalleryById,
  listGalleries,
  setGalleryFeatured,
} from "#app/models/galleries.server.ts";
import type { Route } from "./+types/admin.galleries";
import { logError } from "#app/lib/log.server.ts";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: siteTitle(matches, "Galleries | Admin") }, { name: "robots", content: "noindex" }];
}

const DELETE_FAILED = "Failed to delete gallery. Please try again.";
const LIST_CHANGED =
  "This gallery was changed by someone else since this page was shown. Reload to see it; nothing was changed.";

export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args);
  const { url } = args;
  // A notice after a save or a delete: the name travels in the URL the action redirected to.
  const notice = url.searchParams.get("added")
    ? `“${url.searchParams.get("added")}” was added.`
    : url.searchParams.get("updated")
      ? `“${url.searchParams.get("updated")}” was saved.`
      : url.searchParams.get("deleted")
        ? `“${url.searchParams.get("deleted")}” was deleted.`
        : null;
  return loadListPage(
    url,
    "galleries",
    async (range) => {
      const [galleries, total] = await Promise.all([listGalleries(range), countGalleries()]);
      const items = galleries.map((gallery) => ({
        id: gallery.id,
        slug: gallery.slug,
        name: gallery.name,
        street: gallery.street,
        city: gallery.city,
        isFeatured: gallery.isFeatured,
        updatedAt: gallery.updatedAt,
        picture: galleryPicture(gallery),
      }));
      return { items, total };
    },
    { notice },
  );
}

/** The page to return to after a change: the one the administrator was on, if it still exists. */
async function listUrl(formData: FormData, extra: Record<string, string> = {}): Promise<string> {
  const page = Number(formData.get("page"));
  const pageCount = Math.max(1, Math.ceil((await countGalleries()) / PAGE_SIZE));
  const params = new URLSearchParams(extra);
  if (Number.isInteger(page) && page > 1) params.set("page", String(Math.min(page, pageCount)));
  const search = params.toString();
  return `/admin/galleries${search ? `?${search}` : ""}`;
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readFormData(request);
  const guard = await guardAdminWrite({ request, context }, formData);
  const galleryId = String(formData.get("galleryId") ?? "");
  const intent = formData.get("intent");
  if (guard.kind === "refused")
    return data({ galleryId, formError: guard.message }, { status: guard.status, headers: guard.headers });
  // The version the list showed: a gallery saved since is not changed unseen.
  const version = Number(formData.get("version"));
  if (!Number.isSafeInteger(version) || version <= 0) {
    return data({ galleryId, formError: "Please reload the page and try again." }, { status: 400 });
  }

  if (intent === "feature") {
    try {
      const isFound = await setGalleryFeatured(galleryId, formData.get("isFeatured") === "true", {
        expectedUpdatedAt: version,
      });
      if (!isFound) return data({ galleryId, formError: "This gallery no longer exists." }, { status: 404 });
      return redirect(await listUrl(formData));
    } catch (error) {
      if (error instanceof RecordChangedError) return data({ galleryId, formError: LIST_CHANGED }, { status: 409 });
      logError("Featuring a gallery failed", error);
      return data({ galleryId, formError: "An error occurred while updating the gallery" }, { status: 503 });
    }
  }

  if (intent === "delete") {
    try {
      const gallery = await getGalleryById(galleryId);
      // Already gone: what was asked for is done.
      if (!gallery) return redirect(await listUrl(formData));
      // Without JavaScript there is no confirm dialog: the page asks instead, and a second button deletes.
      if (formData.get("confirmed") !== "yes") {
        return {
          galleryId,
          confirmDelete: { id: gallery.id, name: gallery.name, page: String(formData.get("page")), version },
        };
      }
      await deleteGallery(gallery.id, { expectedUpdatedAt: version });
      return redirect(await listUrl(formData, { deleted: gallery.name }));
    } catch (error) {
      if (error instanceof RecordChangedError) return data({ galleryId, formError: LIST_CHANGED }, { status: 409 });
      logError("Deleting a gallery failed", error);
      return data({ galleryId, formError: DELETE_FAILED }, { status: 503 });
    }
  }
  return data({ galleryId, formError: "Unknown action." }, { status: 400 });
}

export default function AdminGalleries({ loaderData, actionData }: Route.ComponentProps) {
  const confirmDelete = actionData && "confirmDelete" in actionData ? actionData.confirmDelete : null;
  const formError = actionData && "formError" in actionData ? actionData.formError : null;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="font-serif text-4xl font-semibold text-slate-900">Galleries</h1>
        <Link
          to="/admin/galleries/new"
          className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-900"
        >
          Add Gallery
        </Link>
      </div>
      <div className="mt-6 space-y-4">
        {loaderData.notice ? (
          <p role="status" className="rounded-md bg-green-50 px-4 py-3 font-medium text-green-900">
            {loaderData.notice}
          </p>
        ) : null}
        {formError ? <ErrorNotice>{formError}</ErrorNotice> : null}
        {confirmDelete ? (
          <section aria-labelledby="confirm-delete" className="rounded-lg bg-red-50 p-5 ring-1 ring-red-200">
            <h2 id="confirm-delete" className="font-semibold text-red-900">
              Delete “{confirmDelete.name}”?
            </h2>
            <p className="mt-1 text-red-900">{DELETE_QUESTION}</p>
            <Form method="post" className="mt-4 flex flex-wrap items-center gap-4">
              <input type="hidden" name="galleryId" value={confirmDelete.id} />
              <input type="hidden" name="page" value={confirmDelete.page} />
              <input type="hidden" name="confirmed" value="yes" />
              <input type="hidden" name="version" value={confirmDelete.version} />
              <button
                type="submit"
                name="intent"
                value="delete"
                className="rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800"
              >
                Delete
              </button>
              <Link to="/admin/galleries" className="font-medium text-slate-900 underline underline-offset-4">
                Cancel
              </Link>
            </Form>
          </section>
        ) : null}
      </div>
      <div className="mt-8">
        <ListStates
          list={loaderData}
          noun="galleries"
          firstPageHref="/admin/galleries"
          emptyText={
            <>
              No galleries found.{" "}
              <Link to="/admin/galleries/new" className="font-medium text-brand-700 underline underline-offset-4">
                Add your first gallery
              </Link>{" "}
              to get started.
            </>
          }
        >
          {(items, page) => (
            <ul className="space-y-4">
              {items.map((gallery, index) => (
                <GalleryAdminRow key={gallery.id} gallery={gallery} page={page} isPriority={index < 4} />
              ))}
            </ul>
          )}
        </ListStates>
      </div>
    </div>
  );
}
