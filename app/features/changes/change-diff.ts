import { diffArrays, diffWords, type Change } from "diff";
import { isAvailability, isMedium } from "#app/lib/artwork-facts.ts";
import type { Locale } from "#app/lib/i18n.ts";
import type { MediaImage } from "#app/lib/image-variants.ts";
import { isolateTimeRanges, textLanguage, withoutIsolates } from "#app/lib/localized-text.ts";
import { m } from "#app/lib/paraglide/messages.js";
import { getLocale } from "#app/lib/paraglide/runtime.js";
import { ARTWORK_FIELDS, parseCentimetres, parsePrice } from "#app/features/editors/artwork-fields.ts";
import type { ArtworkRowValues } from "#app/features/editors/artwork-rows.ts";
import { hebrewLabel, type EditorValues, type Text } from "#app/features/editors/editor-kit.ts";
import type { AdminReviewValue, ImageValue } from "#app/features/editors/gallery-editor.ts";
import { availabilityLabel, mediumLabel } from "#app/features/facts/facts.ts";
import { normalTime, WEEKDAYS, type OpeningHoursValues } from "#app/features/hours/hours-form.ts";
import { weekdayName } from "#app/features/hours/weekdays.ts";
import type { RecordKind } from "#app/models/record-versions.server.ts";

// Two editor values of one gallery, artist or artwork compared field by field, in the words of the
// editor's own labels: what the review queue and the history show side by side. Server only (the
// word diff library stays out of the browser); the view takes the finished rows.

/** How a piece of a compared value stands: on both sides, only the published one, or only the proposed one. */
export type ChangeMark = "same" | "removed" | "added";

export interface MarkedPart {
  text: string;
  mark: ChangeMark;
}

/** An image as the values name it: a stored one (its id) or an external address. */
export interface ImageRef {
  imageId: string;
  url: string;
}

/** A value as one column shows it; empty text, parts or images say "(none)". */
export type ShownValue =
  | { kind: "text"; text: string; lang?: Locale }
  /** A long text, its words marked where the other side differs. */
  | { kind: "words"; parts: MarkedPart[]; lang?: Locale }
  /** Nested rows summarized one line each, a line marked where the other side has none like it. */
  | { kind: "lines"; parts: MarkedPart[] }
  | { kind: "images"; images: (ImageRef & { mark: ChangeMark })[] };

export interface ChangeRow {
  /** Unique within a comparison: the field's form name or the part's ("openingHours.week", "artworks.<id>"). */
  key: string;
  label: string;
  isChanged: boolean;
  /** Null for a record never published. */
  published: ShownValue | null;
  proposed: ShownValue;
}

export interface ChangeDiff {
  /** Nothing is published: only the proposed side is shown. */
  isNew: boolean;
  rows: ChangeRow[];
  /** The nested parts not compared (options.leaveOut), when the kind has them. */
  leftOut: string[];
}

/** A comparison as a page gets it: its rows, and the stored images they show (for their thumbnails). */
export interface ChangeComparison {
  diff: ChangeDiff;
  images: Record<string, MediaImage>;
}

export interface CompareOptions {
  /** Every row either side says something in, unchanged ones too; else only the rows that differ. */
  all?: boolean;
  /** Names of the artists and galleries the values point to, by id. */
  names?: Readonly<Record<string, string>>;
  /** Nested parts left out ("reviews", "artworks"): those publishing a stored state keeps as they are. */
  leaveOut?: readonly string[];
}

/** A long text's word diff gives up past this many edits: it is then shown as wholly replaced. */
const MAX_WORD_EDITS = 2000;

// One value of a compared entry, before the two sides are set against each other.
type Side = { isBlank: boolean } & (
  | { kind: "text"; text: string; lang?: Locale; isLong: boolean }
  | { kind: "lines"; lines: string[] }
  | { kind: "images"; images: ImageRef[] }
);

type AnyValues = EditorValues & Record<string, unknown>;

interface Entry {
  key: string;
  label: Text;
  /** The part of the values it belongs to, for options.leaveOut ("reviews"); none for a field. */
  part?: string;
  read: (values: AnyValues) => Side;
}

/** Text as compared: stored snapshots keep what was typed (spaces, CRLF, the Hebrew fields' isolates). */
const clean = (value: unknown) =>
  withoutIsolates(typeof value === "string" ? value : "")
    .replace(/\r\n?/g, "\n")
    .trim();

const fieldOf = (values: AnyValues, name: string) => clean((values.fields as Record<string, unknown>)[name]);

/** Our own words (choices, summaries) with their times kept in order in a right-to-left page. */
const ownWords = (text: string) => isolateTimeRanges(text, getLocale() === "he");

const textSide = (text: string, lang: Locale | undefined, isLong = false): Side => ({
  kind: "text",
  text,
  lang,
  isLong,
  isBlank: text === "",
});

const wordsSide = (text: string, isBlank: boolean): Side => ({
  kind: "text",
  text: ownWords(text),
  isLong: false,
  isBlank,
});

type Language = "base" | "he" | "none";

/** A text field: `base` is a record's own text (English, sometimes Hebrew), `he` its Hebrew version. */
function textEntry(
  name: string,
  label: Text,
  options: { language?: Language; isLong?: boolean; normalize?: (text: string) => string } = {},
): Entry {
  const language = options.language ?? "base";
  return {
    key: name,
    label,
    read(values) {
      const typed = fieldOf(values, name);
      const text = typed === "" ? "" : (options.normalize?.(typed) ?? typed);
      if (language === "he") return textSide(isolateTimeRanges(text, true), "he", options.isLong);
      return textSide(text, language === "base" && text !== "" ? textLanguage(text) : undefined, options.isLong);
    },
  };
}

/** A translatable field's two entries, labelled as its editor labels its two inputs. */
function translated(name: string, label: Text, isLong = false): Entry[] {
  return [
    textEntry(name, () => m.admin_in_english({ label: label() }), { isLong }),
    textEntry(`${name}He`, hebrewLabel(label), { language: "he", isLong }),
  ];
}

/** A field of fixed choices, in words; blank says `blank` (or nothing). */
function choiceEntry(name: string, label: Text, words: (value: string) => string | null, blank?: Text): Entry {
  return {
    key: name,
    label,
    read(values) {
      const value = fieldOf(values, name);
      if (value === "") return wordsSide(blank?.() ?? "", true);
      return wordsSide(words(value) ?? value, false);
    },
  };
}

const yesNo = (value: string) =>
  value === "yes" || value === "on" ? m.admin_yes() : value === "no" ? m.admin_no() : null;

/** A comma separated list as the pages read it: "a,b " and "a, b" say the same. */
const listText = (text: string) =>
  text
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean)
    .join(", ");

/** The Hebrew names of a list keep their blanks (aligned with the English list), not a trailing one. */
const alignedListText = (text: string) => {
  const items = text.split(",").map((item) => item.trim());
  while (items.length > 0 && items.at(-1) === "") items.pop();
  return items.join(", ");
};

const numberText = (parse: (text: string) => number | null) => (text: string) => {
  const number = parse(text);
  return number === null ? text : String(number);
};

/** A stored image (its id) or an external address; null when none. */
function imageRef(value: Partial<ImageValue> | undefined): ImageRef | null {
  const imageId = clean(value?.imageId);
  if (imageId !== "") return { imageId, url: "" };
  const url = clean(value?.url);
  return url === "" ? null : { imageId: "", url };
}

const imagesSide = (images: ImageRef[]): Side => ({ kind: "images", images, isBlank: images.length === 0 });

function imageEntry(key: string, label: Text, read: (values: AnyValues) => Partial<ImageValue> | undefined): Entry {
  return {
    key,
    label,
    read(values) {
      const image = imageRef(read(values));
      return imagesSide(image ? [image] : []);
    },
  };
}

/** The image of an artist or artwork: its form's imageId and imageUrl fields. */
const fieldImage = (label: Text) =>
  imageEntry("image", label, (values) => ({ imageId: fieldOf(values, "imageId"), url: fieldOf(values, "imageUrl") }));

const linesSide = (lines: string[]): Side => ({
  kind: "lines",
  lines: lines.map(ownWords),
  isBlank: lines.length === 0,
});

const listOf = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

/** A referenced artist's or gallery's name; its id when it is not known (deleted meanwhile). */
function referenceEntry(name: string, label: Text, names: Readonly<Record<string, string>>, blank?: Text): Entry {
  return choiceEntry(name, label, (id) => names[id] ?? id, blank);
}

const GALLERY_CHOICES = {
  admission: (value: string) =>
    value === "free" ? m.admin_gallery_admission_free() : value === "paid" ? m.changes_admission_paid() : null,
  stepFree: (value: string) =>
    value === "yes" ? m.admin_gallery_step_free_yes() : value === "no" ? m.admin_gallery_step_free_no() : null,
};

const SOCIAL = [
  textEntry("instagram", () => "Instagram", { language: "none" }),
  textEntry("facebook", () => "Facebook", { language: "none" }),
  textEntry("twitter", () => "Twitter", { language: "none" }),
];

/** A time as the hours show it ("930" typed is "09:30"). */
const timeText = (value: unknown) => {
  const typed = clean(value);
  return normalTime(typed) ?? typed;
};

const rangeText = (opens: unknown, closes: unknown) => `${timeText(opens)}–${timeText(closes)}`;

const isBlankRange = (interval: { opens?: unknown; closes?: unknown }) =>
  clean(interval.opens) === "" && clean(interval.closes) === "";

function hoursOf(values: AnyValues): OpeningHoursValues {
  const hours = (values.openingHours ?? {}) as Partial<OpeningHoursValues>;
  return { week: listOf(hours.week), exceptions: listOf(hours.exceptions), fields: hours.fields ?? ({} as never) };
}

const policyOf = (hours: OpeningHoursValues, name: keyof OpeningHoursValues["fields"]) => clean(hours.fields[name]);

/** A rule of the hours (holidays, eves, Chol HaMoed): its default choice, or its own hours. */
function policyEntry(
  key: string,
  label: Text,
  prefix: "holiday" | "eve" | "cholHamoed",
  custom: string,
  words: { byDefault: Text; custom: Text },
): Entry {
  return {
    key,
    label,
    part: "openingHours",
    read(values) {
      const hours = hoursOf(values);
      if (policyOf(hours, `${prefix}Policy`) !== custom) return wordsSide(words.byDefault(), true);
      const range = rangeText(hours.fields[`${prefix}Opens`], hours.fields[`${prefix}Closes`]);
      return wordsSide(`${words.custom()}: ${range}`, false);
    },
  };
}

/** The structured opening hours: the week a line a day, each rule, and the dated exceptions a line each. */
const HOURS_ENTRIES: Entry[] = [
  {
    key: "openingHours.week",
    label: m.admin_section_weekly_hours,
    part: "openingHours",
    read(values) {
      const week = hoursOf(values).week.map((day) => listOf<{ opens: string; closes: string }>(day));
      const ranges = WEEKDAYS.map((day) =>
        (week[day] ?? [])
          .filter((interval) => !isBlankRange(interval))
          .map((interval) => rangeText(interval.opens, interval.closes))
          .join(", "),
      );
      // No weekly hours at all: the free text says them.
      if (ranges.every((text) => text === "")) return linesSide([]);
      return linesSide(WEEKDAYS.map((day) => `${weekdayName(day)}: ${ranges[day] || m.admin_hours_day_closed()}`));
    },
  },
  {
    key: "openingHours.byAppointment",
    label: m.admin_hours_by_appointment,
    part: "openingHours",
    read: (values) => {
      const isOn = policyOf(hoursOf(values), "byAppointment") === "on";
      return wordsSide(isOn ? m.admin_yes() : m.admin_no(), !isOn);
    },
  },
  policyEntry("openingHours.holidays", m.admin_hours_holiday_legend, "holiday", "open", {
    byDefault: m.admin_hours_holiday_closed,
    custom: m.admin_hours_holiday_open,
  }),
  policyEntry("openingHours.eves", m.admin_hours_eve_legend, "eve", "custom", {
    byDefault: m.admin_hours_eve_like_friday,
    custom: m.admin_hours_custom,
  }),
  policyEntry("openingHours.cholHamoed", m.admin_hours_chol_hamoed_legend, "cholHamoed", "custom", {
    byDefault: m.admin_hours_chol_hamoed_like_weekday,
    custom: m.admin_hours_custom,
  }),
  {
    key: "openingHours.exceptions",
    label: m.admin_hours_exceptions_heading,
    part: "openingHours",
    read(values) {
      const lines = hoursOf(values)
        .exceptions.filter((exception) => Object.values(exception).some((text) => clean(text) !== ""))
        .map((exception) => {
          const label = [clean(exception.label), clean(exception.labelHe)].filter(Boolean).join(" / ");
          const times = isBlankRange(exception)
            ? m.admin_hours_day_closed()
            : rangeText(exception.opens, exception.closes);
          return `${clean(exception.date)} · ${label}: ${times}`;
        });
      return linesSide(lines);
    },
  },
];

/** A review in one line: who, how many stars, when, and what (the Hebrew version after a slash). */
function reviewLine(review: Partial<AdminReviewValue>): string {
  const name = [clean(review.name), clean(review.nameHe)].filter(Boolean).join(" / ");
  const rating = clean(review.rating);
  const stars = /^[1-5]$/.test(rating) ? m.admin_stars({ count: Number(rating) }) : rating;
  const content = [clean(review.content), clean(review.contentHe)].filter(Boolean).join(" / ");
  return `${[name, stars, clean(review.date)].filter(Boolean).join(" · ")}: ${content}`;
}

const isBlankReview = (review: Partial<AdminReviewValue>) =>
  [review.name, review.content, review.date, review.nameHe, review.contentHe].every((text) => clean(text) === "");

function galleryEntries(): Entry[] {
  return [
    ...translated("name", m.admin_gallery_field_name),
    ...translated("street", m.admin_gallery_field_street),
    textEntry("city", () => m.admin_in_english({ label: m.admin_gallery_field_city() })),
    textEntry("cityHe", hebrewLabel(m.admin_gallery_field_city), { language: "he" }),
    {
      key: "coordinates",
      label: m.changes_field_coordinates,
      read(values) {
        const latitude = fieldOf(values, "latitude");
        const longitude = fieldOf(values, "longitude");
        return textSide(latitude === "" && longitude === "" ? "" : `${latitude}, ${longitude}`, undefined);
      },
    },
    ...translated("hours", m.admin_gallery_field_hours),
    ...translated("description", m.admin_gallery_field_description, true),
    choiceEntry("isFeatured", m.admin_gallery_featured, yesNo, m.admin_no),
    ...HOURS_ENTRIES,
    textEntry("phone", m.admin_gallery_field_phone, { language: "none" }),
    textEntry("email", m.admin_gallery_field_email, { language: "none" }),
    textEntry("whatsapp", m.admin_gallery_field_whatsapp, { language: "none" }),
    choiceEntry(
      "admission",
      m.admin_gallery_admission_legend,
      GALLERY_CHOICES.admission,
      m.admin_gallery_admission_unstated,
    ),
    ...translated("admissionPrice", m.admin_gallery_field_admission_price),
    choiceEntry(
      "stepFree",
      m.admin_gallery_step_free_legend,
      GALLERY_CHOICES.stepFree,
      m.admin_gallery_step_free_unknown,
    ),
    ...translated("accessibilityNote", m.admin_gallery_field_accessibility_note, true),
    imageEntry("image", m.admin_gallery_main_image, (values) => values.image as Partial<ImageValue> | undefined),
    {
      key: "galleryImages",
      label: m.admin_gallery_images_heading,
      read: (values) =>
        imagesSide(
          listOf<Partial<ImageValue>>(values.galleryImages)
            .map(imageRef)
            .filter((image) => image !== null),
        ),
    },
    textEntry("website", m.admin_artist_field_website, { language: "none" }),
    ...SOCIAL,
    ...translated("seoTitle", m.admin_field_seo_title),
    ...translated("seoDescription", m.admin_field_seo_description, true),
    textEntry("seoKeywords", m.admin_field_seo_keywords, { normalize: listText }),
    {
      key: "reviews",
      label: m.admin_section_admin_reviews,
      part: "reviews",
      read: (values) =>
        linesSide(
          listOf<Partial<AdminReviewValue>>(values.reviews)
            .filter((review) => !isBlankReview(review))
            .map(reviewLine),
        ),
    },
  ];
}

/** An artwork's own fields, as its editor and an artist editor's row both have them. */
function artworkFieldEntries(names: Readonly<Record<string, string>>): Entry[] {
  const flag = (name: string, label: Text) => choiceEntry(name, label, yesNo, m.admin_unknown);
  return [
    ...translated("title", m.admin_artwork_field_title),
    fieldImage(m.admin_artwork_field_image),
    textEntry("year", m.admin_artwork_field_year, { language: "none" }),
    ...translated("description", m.admin_artwork_field_description, true),
    referenceEntry("galleryId", m.admin_artwork_field_gallery, names, m.admin_artwork_no_gallery),
    choiceEntry(
      "medium",
      m.admin_artwork_field_medium,
      (value) => (isMedium(value) ? mediumLabel(value) : null),
      m.admin_not_stated,
    ),
    ...translated("materials", m.admin_artwork_field_materials),
    textEntry("heightCm", m.admin_artwork_field_height, { language: "none", normalize: numberText(parseCentimetres) }),
    textEntry("widthCm", m.admin_artwork_field_width, { language: "none", normalize: numberText(parseCentimetres) }),
    textEntry("depthCm", m.admin_artwork_field_depth, { language: "none", normalize: numberText(parseCentimetres) }),
    choiceEntry(
      "edition",
      m.admin_artwork_field_edition,
      (value) =>
        value === "unique"
          ? m.admin_artwork_edition_unique()
          : value === "edition"
            ? m.admin_artwork_edition_edition()
            : null,
      m.admin_not_stated,
    ),
    textEntry("editionNumber", m.admin_artwork_field_edition_number, { language: "none" }),
    textEntry("editionSize", m.admin_artwork_field_edition_size, { language: "none" }),
    flag("framed", m.admin_artwork_field_framed),
    flag("signed", m.admin_artwork_field_signed),
    flag("certificate", m.admin_artwork_field_certificate),
    choiceEntry("availability", m.admin_artwork_field_availability, (value) =>
      isAvailability(value) ? availabilityLabel(value) : null,
    ),
    textEntry("priceIls", m.admin_artwork_field_price, { language: "none", normalize: numberText(parsePrice) }),
  ];
}

function artworkEntries(names: Readonly<Record<string, string>>): Entry[] {
  const [title, titleHe, ...rest] = artworkFieldEntries(names);
  return [title!, titleHe!, referenceEntry("artistId", m.admin_artwork_field_artist, names), ...rest];
}

/** An artist editor's work row in lines ("Year: 1990"), what its row says and nothing else. */
function workLines(row: Partial<ArtworkRowValues>, names: Readonly<Record<string, string>>): string[] {
  const values = { fields: row } as unknown as AnyValues;
  return artworkFieldEntries(names).flatMap((entry) => {
    const side = entry.read(values);
    if (side.isBlank) return [];
    const shown =
      side.kind === "text"
        ? side.text
        : side.kind === "images"
          ? side.images.map((image) => image.imageId || image.url).join(", ")
          : side.lines.join(", ");
    return [`${entry.label()}: ${shown}`];
  });
}

/** A work row never filled in: the editor drops it (availability always holds a choice). */
const isUntouchedRow = (row: Partial<ArtworkRowValues>) =>
  ["id", ...ARTWORK_FIELDS].every(
    (field) => field === "availability" || clean(row[field as keyof ArtworkRowValues]) === "",
  );

/** The artist's works, matched by id: one entry a work, the proposed ones in their order, then those removed. */
function workEntries(
  published: AnyValues | null,
  proposed: AnyValues,
  names: Readonly<Record<string, string>>,
): Entry[] {
  const rowsOf = (values: AnyValues | null) =>
    listOf<Partial<ArtworkRowValues>>(values?.artworks).filter((row) => !isUntouchedRow(row));
  const proposedRows = rowsOf(proposed);
  const publishedRows = rowsOf(published);
  const keyOf = (row: Partial<ArtworkRowValues>, index: number, side: string) =>
    clean(row.id) === "" ? `artworks.${side}-${index}` : `artworks.${clean(row.id)}`;
  const keys = [
    ...proposedRows.map((row, index) => keyOf(row, index, "new")),
    ...publishedRows.map((row, index) => keyOf(row, index, "old")),
  ];
  const rowAt = (rows: Partial<ArtworkRowValues>[], side: string, key: string) =>
    rows.find((row, index) => keyOf(row, index, side) === key);
  return [...new Set(keys)].map((key) => {
    const title = clean(rowAt(proposedRows, "new", key)?.title) || clean(rowAt(publishedRows, "old", key)?.title);
    return {
      key,
      label: () => m.changes_work({ title: title || m.admin_artwork_untitled() }),
      part: "artworks",
      read(values) {
        const [rows, side] = values === proposed ? [proposedRows, "new"] : [publishedRows, "old"];
        const row = rowAt(rows, side, key);
        return linesSide(row ? workLines(row, names) : []);
      },
    };
  });
}

function artistEntries(published: AnyValues | null, proposed: AnyValues, names: Readonly<Record<string, string>>) {
  return [
    ...translated("name", m.admin_artist_field_name),
    ...translated("bio", m.admin_artist_field_bio, true),
    fieldImage(m.admin_artist_field_image),
    textEntry("website", m.admin_artist_field_website, { language: "none" }),
    textEntry("styles", () => m.admin_in_english({ label: m.admin_artist_field_styles() }), { normalize: listText }),
    textEntry("stylesHe", hebrewLabel(m.admin_artist_field_styles), { language: "he", normalize: alignedListText }),
    choiceEntry("isFeatured", m.admin_field_featured, yesNo, m.admin_no),
    ...SOCIAL,
    ...translated("seoTitle", m.admin_field_seo_title),
    ...translated("seoDescription", m.admin_field_seo_description, true),
    textEntry("seoKeywords", m.admin_field_seo_keywords, { normalize: listText }),
    ...workEntries(published, proposed, names),
  ];
}

/** What makes two sides the same: the text, the lines, the images in their order. */
function identityOf(side: Side): string {
  switch (side.kind) {
    case "text":
      return side.text;
    case "lines":
      return side.lines.join("\n");
    case "images":
      return side.images.map((image) => image.imageId || image.url).join("\n");
  }
}

const segmenters = new Map<Locale, Intl.Segmenter>();

/** The words of two long texts marked: the removed ones on the published side, the added on the proposed. */
export function markWords(before: string, after: string, lang: Locale = "en"): [MarkedPart[], MarkedPart[]] {
  let segmenter = segmenters.get(lang);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(lang, { granularity: "word" });
    segmenters.set(lang, segmenter);
  }
  const changes = diffWords(before, after, { intlSegmenter: segmenter, maxEditLength: MAX_WORD_EDITS });
  // Too different to mark word by word: the whole text was replaced.
  if (!changes) return [[{ text: before, mark: "removed" }], [{ text: after, mark: "added" }]];
  const parts = (isShown: (change: Change) => boolean) =>
    changes
      .filter((change) => isShown(change) && change.value !== "")
      .map((change): MarkedPart => ({
        text: change.value,
        mark: change.added ? "added" : change.removed ? "removed" : "same",
      }));
  return [parts((change) => !change.added), parts((change) => !change.removed)];
}

/** Two lists marked item by item: those only published removed, those only proposed added. */
function markItems<T>(before: T[], after: T[], same: (a: T, b: T) => boolean) {
  const published: { item: T; mark: ChangeMark }[] = [];
  const proposed: { item: T; mark: ChangeMark }[] = [];
  for (const change of diffArrays(before, after, { comparator: same })) {
    for (const item of change.value) {
      if (!change.added) published.push({ item, mark: change.removed ? "removed" : "same" });
      if (!change.removed) proposed.push({ item, mark: change.added ? "added" : "same" });
    }
  }
  return [published, proposed] as const;
}

/** One side as it stands alone: nothing marked. */
function shownAlone(side: Side): ShownValue {
  switch (side.kind) {
    case "text":
      return side.lang ? { kind: "text", text: side.text, lang: side.lang } : { kind: "text", text: side.text };
    case "lines":
      return { kind: "lines", parts: side.lines.map((text) => ({ text, mark: "same" })) };
    case "images":
      return { kind: "images", images: side.images.map((image) => ({ ...image, mark: "same" })) };
  }
}

/** Two differing sides, each marked where it differs from the other. */
function shownMarked(published: Side, proposed: Side): [ShownValue, ShownValue] {
  if (published.kind === "text" && proposed.kind === "text") {
    if (!proposed.isLong || published.isBlank || proposed.isBlank) return [shownAlone(published), shownAlone(proposed)];
    const lang = proposed.lang ?? published.lang;
    const [before, after] = markWords(published.text, proposed.text, lang);
    const words = (parts: MarkedPart[]): ShownValue =>
      lang ? { kind: "words", parts, lang } : { kind: "words", parts };
    return [words(before), words(after)];
  }
  if (published.kind === "lines" && proposed.kind === "lines") {
    const [before, after] = markItems(published.lines, proposed.lines, (a, b) => a === b);
    const lines = (items: typeof before): ShownValue => ({
      kind: "lines",
      parts: items.map(({ item, mark }) => ({ text: item, mark })),
    });
    return [lines(before), lines(after)];
  }
  if (published.kind === "images" && proposed.kind === "images") {
    const [before, after] = markItems(
      published.images,
      proposed.images,
      (a, b) => a.imageId === b.imageId && a.url === b.url,
    );
    const images = (items: typeof before): ShownValue => ({
      kind: "images",
      images: items.map(({ item, mark }) => ({ ...item, mark })),
    });
    return [images(before), images(after)];
  }
  return [shownAlone(published), shownAlone(proposed)];
}

function entriesOf(kind: RecordKind, published: AnyValues | null, proposed: AnyValues, options: CompareOptions) {
  const names = options.names ?? {};
  switch (kind) {
    case "gallery":
      return galleryEntries();
    case "artist":
      return artistEntries(published, proposed, names);
    case "artwork":
      return artworkEntries(names);
  }
}

const NESTED_PARTS: Record<RecordKind, readonly string[]> = {
  gallery: ["reviews"],
  artist: ["artworks"],
  artwork: [],
};

/**
 * The rows in which the proposed values of a record differ from the published ones (`published`
 * null: a record never published, only its proposed side), in the order its editor shows them.
 */
export function compareEditorValues(
  kind: RecordKind,
  published: EditorValues | null,
  proposed: EditorValues,
  options: CompareOptions = {},
): ChangeDiff {
  const before = published as AnyValues | null;
  const after = proposed as AnyValues;
  const leaveOut = options.leaveOut ?? [];
  const rows: ChangeRow[] = [];
  for (const entry of entriesOf(kind, before, after, options)) {
    if (entry.part && leaveOut.includes(entry.part)) continue;
    const proposedSide = entry.read(after);
    if (!before) {
      if (!proposedSide.isBlank) {
        rows.push({
          key: entry.key,
          label: entry.label(),
          isChanged: true,
          published: null,
          proposed: shownAlone(proposedSide),
        });
      }
      continue;
    }
    const publishedSide = entry.read(before);
    const isChanged = identityOf(publishedSide) !== identityOf(proposedSide);
    if (!isChanged && !(options.all && !(publishedSide.isBlank && proposedSide.isBlank))) continue;
    const [shownBefore, shownAfter] = isChanged
      ? shownMarked(publishedSide, proposedSide)
      : [shownAlone(publishedSide), shownAlone(proposedSide)];
    rows.push({ key: entry.key, label: entry.label(), isChanged, published: shownBefore, proposed: shownAfter });
  }
  return { isNew: before === null, rows, leftOut: NESTED_PARTS[kind].filter((part) => leaveOut.includes(part)) };
}
