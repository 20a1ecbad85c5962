import { Link } from "react-router";
import type { RecordActionAnswer } from "#app/features/admin/record-actions.ts";
import type { CardImage } from "#app/features/cards/cards.ts";
import { adminGalleryEditPath, adminListPath, galleryPath } from "#app/lib/urls.ts";
import { RecordAdminActions } from "./record-admin-actions.tsx";
import { ResponsiveImage } from "./responsive-image.tsx";

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
 * Feature and Delete post to the list page it is on.
 */
export function GalleryAdminRow({
  gallery,
  page,
  isPriority,
  answer,
}: {
  gallery: GalleryAdminItem;
  page: number;
  isPriority: boolean;
  /** The list action's answer about this gallery, when it came without JavaScript. */
  answer?: RecordActionAnswer;
}) {
  const listPage = adminListPath("galleries", page);
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
        </div>
        <div className="space-y-2">
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
          </div>
          <RecordAdminActions noun="gallery" record={gallery} action={listPage} cancelHref={listPage} answer={answer} />
        </div>
      </article>
    </li>
  );
}
