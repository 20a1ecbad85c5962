import { Link, useFetcher } from "react-router";
import type { CardImage } from "#app/features/cards/cards.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { ResponsiveImage } from "./responsive-image.tsx";
import { adminGalleryEditPath, galleryPath } from "#app/lib/urls.ts";

export const DELETE_QUESTION = "Are you sure you want to delete this gallery? This action cannot be undone.";

export interface GalleryAdminItem {
  id: string;
  slug: string;
  name: string;
  street: string;
  city: string;
  isFeatured: boolean;
  /** The version shown: the list's buttons change nothing that was saved since. */
  updatedAt: number;
  picture: CardImage;
}

const buttonClass = "rounded-md px-3 py-1.5 text-sm font-medium ring-1 disabled:cursor-wait disabled:opacity-70";

/**
 * One gallery of /admin/galleries: its picture and address, and View, Edit, Feature and Delete.
 * The buttons post to the list's action; without JavaScript delete is confirmed on the page instead.
 */
export function GalleryAdminRow({
  gallery,
  page,
  isPriority,
}: {
  gallery: GalleryAdminItem;
  page: number;
  isPriority: boolean;
}) {
  const isHydrated = useHydrated();
  const feature = useFetcher<{ formError?: string }>();
  const remove = useFetcher<{ formError?: string }>();
  const isFeaturing = feature.state !== "idle";
  const isDeleting = remove.state !== "idle";
  const formError = feature.data?.formError ?? remove.data?.formError;
  const titleId = `gallery-${gallery.id}`;
  return (
    <li>
      <article
        aria-labelledby={titleId}
        className="flex flex-col gap-4 rounded-xl bg-white p-4 ring-1 ring-slate-200 sm:flex-row sm:items-center"
      >
        <ResponsiveImage
          image={gallery.picture.image}
          src={gallery.picture.url}
          alt=""
          sizes="8rem"
          isPriority={isPriority}
          className="aspect-[4/3] w-32 shrink-0 rounded-md bg-sand-100 object-cover"
        />
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="font-serif text-xl font-semibold text-slate-900">
            {gallery.name}
          </h2>
          <p className="text-slate-700">
            {gallery.street}, {gallery.city}
          </p>
          {formError ? (
            <p role="alert" className="mt-1 text-sm font-medium text-red-700">
              {formError}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Link
            to={galleryPath(gallery.slug)}
            className={`${buttonClass} bg-white text-slate-900 ring-slate-300 hover:bg-sand-100`}
          >
            View<span className="sr-only"> {gallery.name}</span>
          </Link>
          <Link
            to={adminGalleryEditPath(gallery.id)}
            className={`${buttonClass} bg-white text-slate-900 ring-slate-300 hover:bg-sand-100`}
          >
            Edit<span className="sr-only"> {gallery.name}</span>
          </Link>
          <feature.Form method="post" preventScrollReset>
            <input type="hidden" name="galleryId" value={gallery.id} />
            <input type="hidden" name="page" value={page} />
            <input type="hidden" name="isFeatured" value={gallery.isFeatured ? "false" : "true"} />
            <input type="hidden" name="version" value={gallery.updatedAt} />
            <button
              type="submit"
              name="intent"
              value="feature"
              disabled={isFeaturing}
              aria-pressed={gallery.isFeatured}
              className={`${buttonClass} ${
                gallery.isFeatured
                  ? "bg-amber-100 text-amber-950 ring-amber-400 hover:bg-amber-200"
                  : "bg-white text-slate-900 ring-slate-300 hover:bg-sand-100"
              }`}
            >
              {isFeaturing ? "Loading..." : gallery.isFeatured ? "Featured" : "Feature"}
              <span className="sr-only"> {gallery.name}</span>
            </button>
          </feature.Form>
          <remove.Form
            method="post"
            preventScrollReset
            onSubmit={(event) => {
              // The confirm dialog stands for the page's own question, which the server asks without JavaScript.
              if (!window.confirm(DELETE_QUESTION)) event.preventDefault();
            }}
          >
            <input type="hidden" name="galleryId" value={gallery.id} />
            <input type="hidden" name="page" value={page} />
            {/* Only with JavaScript, whose dialog has asked; without it the server asks on the page. */}
            <input type="hidden" name="version" value={gallery.updatedAt} />
            {isHydrated ? <input type="hidden" name="confirmed" value="yes" /> : null}
            <button
              type="submit"
              name="intent"
              value="delete"
              disabled={isDeleting}
              className={`${buttonClass} bg-white text-red-800 ring-red-300 hover:bg-red-50`}
            >
              {isDeleting ? "Loading..." : "Delete"}
              <span className="sr-only"> {gallery.name}</span>
            </button>
          </remove.Form>
        </div>
      </article>
    </li>
  );
}
