import * as z from "zod/mini";
import { isHttpUrl } from "./checks.ts";
import type { MediaImage } from "#app/lib/media.ts";
import type { FieldErrors } from "./validation.ts";

// The field builders every editor is made of, in the browser and on the server alike: the same
// field says the same thing in every form.

/** The longest link any form takes (a website, a profile, an image's address). */
export const URL_MAX_LENGTH = 2048;

const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;

/** Text that must be given: trimmed, at most `max` characters. */
export const requiredText = (label: string, max: number, message = `${label} is required`) =>
  z.string().check(z.trim(), z.minLength(1, message), z.maxLength(max, tooLong(label, max)));

/** Text that may be blank: trimmed, at most `max` characters. */
export const optionalText = (label: string, max: number) =>
  z.string().check(z.trim(), z.maxLength(max, tooLong(label, max)));

/** What a link that is not http(s) is told; `name` as it reads in a sentence ("website", "Instagram"). */
export const linkMessage = (name: string) => `Please enter a valid ${name} URL starting with http:// or https://`;

/** A link that may be blank, else an absolute http(s) URL: nothing else from user data is ever linked. */
export const optionalLink = (name: string) =>
  z.string().check(
    z.trim(),
    z.maxLength(URL_MAX_LENGTH, `The ${name} URL must be at most ${URL_MAX_LENGTH} characters`),
    z.refine((value) => value === "" || isHttpUrl(value), linkMessage(name)),
  );

/** An image field left empty where one is needed. */
export const IMAGE_REQUIRED = "Image is required: upload one or enter its URL";
/** An image's address that is not an http(s) link. */
export const IMAGE_LINK_MESSAGE = linkMessage("image");

/** A record's version as the form carried it (its updated_at), or null when missing or not a number. */
export function parseVersion(value: string): number | null {
  const version = Number(value);
  return value.trim() !== "" && Number.isSafeInteger(version) && version > 0 ? version : null;
}

/** What an editor is rendered from: the form as typed, the stored images it names, and why it was not saved. */
export interface EditorAnswer<V> {
  values: V;
  errors: FieldErrors;
  formError?: string;
  /** Stored images by id, so image fields keep their previews after a round trip. */
  images: Record<string, MediaImage>;
}
