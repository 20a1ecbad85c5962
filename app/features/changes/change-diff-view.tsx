import type { ReactNode } from "react";
import { ResponsiveImage } from "#app/components/responsive-image.tsx";
import { hasShownImage, imageFieldValue } from "#app/features/editors/image-upload-field.tsx";
import type { MediaImage } from "#app/lib/image-variants.ts";
import { m } from "#app/lib/paraglide/messages.js";
import type { ChangeComparison, ChangeMark, ChangeRow, ImageRef, MarkedPart, ShownValue } from "./change-diff.ts";

const MARKS = {
  text: {
    added:
      "rounded-sm bg-green-100 px-0.5 text-green-950 underline decoration-green-700 decoration-2 underline-offset-2",
    removed: "rounded-sm bg-red-100 px-0.5 text-red-950 line-through decoration-red-700 decoration-2",
  },
  // A picture cannot be underlined or struck through: it is framed instead.
  image: {
    added: "inline-block rounded p-0.5 no-underline outline-4 outline-green-700",
    removed: "inline-block rounded p-0.5 no-underline outline-4 outline-red-700 outline-dashed",
  },
};

/** A marked piece: drawn (green underlined, red struck through) and said ("added:", "removed:") for screen readers. */
function Marked({ mark, isImage = false, children }: { mark: ChangeMark; isImage?: boolean; children: ReactNode }) {
  const styles = MARKS[isImage ? "image" : "text"];
  if (mark === "added") {
    return (
      <ins className={styles.added}>
        <span className="sr-only">{`${m.changes_added()} `}</span>
        {children}
      </ins>
    );
  }
  if (mark === "removed") {
    return (
      <del className={styles.removed}>
        <span className="sr-only">{`${m.changes_removed()} `}</span>
        {children}
      </del>
    );
  }
  return <>{children}</>;
}

const Empty = () => <span className="text-slate-600 italic">{m.changes_empty()}</span>;

function Thumbnail({ image, images, alt }: { image: ImageRef; images: Record<string, MediaImage>; alt: string }) {
  const value = imageFieldValue(image.url, image.imageId, images);
  if (hasShownImage(value)) {
    return (
      <ResponsiveImage
        image={value.image}
        src={value.url}
        alt={alt}
        sizes="8rem"
        fit="contain"
        className="h-24 w-auto max-w-32 rounded object-contain"
      />
    );
  }
  // A stored image deleted since, or an address that is not a picture's.
  return image.imageId ? <span className="text-slate-700">{m.changes_image_gone()}</span> : <bdi>{image.url}</bdi>;
}

function Words({ parts }: { parts: MarkedPart[] }) {
  return parts.map((part, index) => (
    <Marked key={index} mark={part.mark}>
      {part.text}
    </Marked>
  ));
}

/** One column's value: text, marked words, summarized lines or thumbnails; "(none)" when it says nothing. */
function Value({ value, label, images }: { value: ShownValue; label: string; images: Record<string, MediaImage> }) {
  switch (value.kind) {
    case "text":
      return value.text === "" ? (
        <Empty />
      ) : (
        <bdi lang={value.lang} className="whitespace-pre-line">
          {value.text}
        </bdi>
      );
    case "words":
      return (
        <bdi lang={value.lang} className="whitespace-pre-line">
          <Words parts={value.parts} />
        </bdi>
      );
    case "lines":
      return value.parts.length === 0 ? (
        <Empty />
      ) : (
        <ul className="space-y-1">
          {value.parts.map((part, index) => (
            <li key={index}>
              <Marked mark={part.mark}>
                <bdi>{part.text}</bdi>
              </Marked>
            </li>
          ))}
        </ul>
      );
    case "images":
      return value.images.length === 0 ? (
        <Empty />
      ) : (
        <ul className="flex flex-wrap gap-2">
          {value.images.map((image, index) => (
            <li key={index}>
              <Marked mark={image.mark} isImage>
                <Thumbnail
                  image={image}
                  images={images}
                  alt={value.images.length === 1 ? label : m.admin_gallery_image_label({ number: index + 1 })}
                />
              </Marked>
            </li>
          ))}
        </ul>
      );
  }
}

const CELL = "border-t border-slate-200 px-3 py-2 align-top break-words";

function Row({ row, isBadged, images }: { row: ChangeRow; isBadged: boolean; images: Record<string, MediaImage> }) {
  return (
    <tr>
      <th scope="row" className={`${CELL} text-start font-medium text-slate-900`}>
        {row.label}
        {isBadged && row.isChanged ? (
          <span className="ms-2 inline-block rounded bg-amber-100 px-1.5 text-xs font-semibold text-amber-950">
            {m.changes_row_changed()}
          </span>
        ) : null}
      </th>
      {row.published ? (
        <td className={CELL}>
          <Value value={row.published} label={row.label} images={images} />
        </td>
      ) : null}
      <td className={CELL}>
        <Value value={row.proposed} label={row.label} images={images} />
      </td>
    </tr>
  );
}

/**
 * A change side by side: a row per field, the published value and the proposed one (a record never
 * published: the proposed alone), removed and added words and lines marked. `proposedHeading` names
 * the second column ("Proposed", "Version 3").
 */
export function ChangeDiffView({
  comparison,
  caption,
  proposedHeading = m.changes_proposed_column(),
}: {
  comparison: ChangeComparison;
  caption: string;
  proposedHeading?: string;
}) {
  const { diff, images } = comparison;
  const note = diff.leftOut.length > 0 ? <p className="mt-2 text-sm text-slate-700">{m.changes_kept_parts()}</p> : null;
  if (diff.rows.length === 0) {
    return (
      <div>
        <p className="text-slate-800">{m.changes_no_difference()}</p>
        {note}
      </div>
    );
  }
  // With the unchanged rows shown, the changed ones say so.
  const isBadged = diff.rows.some((row) => !row.isChanged);
  return (
    <div>
      <div className="overflow-x-auto rounded-md ring-1 ring-slate-200">
        <table className="w-full min-w-[36rem] table-fixed border-collapse bg-white text-sm text-slate-900">
          <caption className="sr-only">{caption}</caption>
          <colgroup>
            <col className="w-1/5" />
            {diff.isNew ? <col /> : <col className="w-2/5" />}
            {diff.isNew ? null : <col className="w-2/5" />}
          </colgroup>
          <thead className="bg-sand-50">
            <tr>
              <th scope="col" className="px-3 py-2 text-start font-semibold">
                {m.changes_field()}
              </th>
              {diff.isNew ? null : (
                <th scope="col" className="px-3 py-2 text-start font-semibold">
                  {m.changes_published_column()}
                </th>
              )}
              <th scope="col" className="px-3 py-2 text-start font-semibold">
                {proposedHeading}
              </th>
            </tr>
          </thead>
          <tbody>
            {diff.rows.map((row) => (
              <Row key={row.key} row={row} isBadged={isBadged} images={images} />
            ))}
          </tbody>
        </table>
      </div>
      {note}
    </div>
  );
}
