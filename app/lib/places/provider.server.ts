import type { Place } from "./place.ts";
import { m } from "#app/lib/paraglide/messages.js";

export type { Place } from "./place.ts";

export interface PlaceSearchOptions {
  limit?: number;
  signal?: AbortSignal;
}

/** One place search service, always limited to Israel. */
export interface PlaceProvider {
  /** Who must be credited for the results, shown near the field. */
  readonly attribution: string;
  search(query: string, options?: PlaceSearchOptions): Promise<Place[]>;
}

/** A place search that failed; its message is safe to show to the administrator. */
export class PlaceSearchError extends Error {
  override name = "PlaceSearchError";
}

export const DEFAULT_PLACE_LIMIT = 8;

/**
 * fetch with a time limit and the caller's cancellation, answering parsed JSON; every failure
 * (no answer, timeout, HTTP error, unreadable body) becomes a PlaceSearchError naming the service.
 */
export async function fetchPlaceJson(
  service: string,
  url: string,
  init: RequestInit & { timeoutMs: number; signal?: AbortSignal },
): Promise<unknown> {
  const { timeoutMs, signal, ...rest } = init;
  const timeout = AbortSignal.timeout(timeoutMs);
  let response: Response;
  try {
    response = await fetch(url, { ...rest, signal: signal ? AbortSignal.any([signal, timeout]) : timeout });
  } catch {
    if (timeout.aborted) throw new PlaceSearchError(m.admin_places_timeout({ service }));
    if (signal?.aborted) throw new PlaceSearchError(m.admin_places_cancelled());
    throw new PlaceSearchError(m.admin_places_unreachable_service({ service }));
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => {});
    throw new PlaceSearchError(m.admin_places_http_error({ service, status: response.status }));
  }
  try {
    return await response.json();
  } catch {
    if (timeout.aborted) throw new PlaceSearchError(m.admin_places_timeout({ service }));
    throw new PlaceSearchError(m.admin_places_unreadable({ service }));
  }
}

/** A coordinate pair only when both are finite numbers within range. */
export function readCoordinates(latitude: unknown, longitude: unknown): { latitude: number; longitude: number } | null {
  const lat = typeof latitude === "string" ? Number(latitude) : latitude;
  const lon = typeof longitude === "string" ? Number(longitude) : longitude;
  if (typeof lat !== "number" || typeof lon !== "number" || !Number.isFinite(lat) || !Number.isFinite(lon)) return null;
  if (Math.abs(lat) > 90 || Math.abs(lon) > 180) return null;
  return { latitude: lat, longitude: lon };
}

/** Israel's bounding box (min longitude, min latitude, max longitude, max latitude). */
export const ISRAEL_BBOX = [34.2, 29.45, 35.95, 33.35] as const;
