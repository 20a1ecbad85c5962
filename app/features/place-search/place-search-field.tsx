import { href } from "react-router";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { m } from "#app/lib/paraglide/messages.js";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import {
  MAX_PLACE_QUERY_LENGTH,
  normalizePlaceName,
  type Place,
  type PlaceSearchAnswer,
} from "#app/lib/places/place.ts";

const DEBOUNCE_MS = 200;
const CACHE_MS = 24 * 60 * 60 * 1000;
// v2: answers now carry the Hebrew city; older cached answers lack it.
const CACHE_PREFIX = "omanut:places:v2:";
const MIN_QUERY_LENGTH = 2;

interface PlaceSearchFieldProps {
  defaultValue: { city: string; latitude: number; longitude: number };
  error?: string;
  /** 'City' unless given. */
  label?: string;
}

interface CachedSearch {
  at: number;
  places: Place[];
  attribution: string;
}

function readCache(key: string): CachedSearch | null {
  try {
    const raw = sessionStorage.getItem(CACHE_PREFIX + key);
    if (!raw) return null;
    const cached = JSON.parse(raw) as CachedSearch;
    if (typeof cached.at !== "number" || Date.now() - cached.at > CACHE_MS || !Array.isArray(cached.places)) {
      sessionStorage.removeItem(CACHE_PREFIX + key);
      return null;
    }
    return cached;
  } catch {
    // Storage disabled or full of something else: search again.
    return null;
  }
}

function writeCache(key: string, search: CachedSearch): void {
  try {
    sessionStorage.setItem(CACHE_PREFIX + key, JSON.stringify(search));
  } catch {
    // A full or disabled sessionStorage only costs a repeated request.
  }
}

/** Sets a sibling field of the form when `when` allows its current value. */
function fillField(field: unknown, value: string, when: (current: string) => boolean): void {
  if (!(field instanceof HTMLInputElement) || !when(field.value)) return;
  // Through the native setter, so a React-controlled field hears the input event too.
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(field, value);
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

function coordinate(value: number): string {
  return String(value);
}

/**
 * The gallery form's city, with place search in Israel: a WAI-ARIA 1.2 combobox whose suggestions
 * come from /admin/places (debounced, cached for a day in sessionStorage). Choosing one fills city,
 * latitude and longitude (and an empty `street` field of the same form). Without JavaScript it is
 * a plain text field `city`, and the server locates the city when the form is saved.
 */
export function PlaceSearchField({ defaultValue, error, label = m.admin_place_city() }: PlaceSearchFieldProps) {
  const id = useId();
  const isHydrated = useHydrated();
  const inputRef = useRef<HTMLInputElement>(null);
  // 0/0 means "not located": the hidden fields stay empty and the server locates the city on save.
  const hasDefaultCoordinates = defaultValue.latitude !== 0 || defaultValue.longitude !== 0;
  const [text, setText] = useState(defaultValue.city);
  const [location, setLocation] = useState(
    hasDefaultCoordinates
      ? { latitude: coordinate(defaultValue.latitude), longitude: coordinate(defaultValue.longitude) }
      : { latitude: "", longitude: "" },
  );
  const [places, setPlaces] = useState<Place[]>([]);
  const [attribution, setAttribution] = useState("");
  const [isOpen, setIsOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const [status, setStatus] = useState("");
  const [searchError, setSearchError] = useState("");

  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const filledCityHe = useRef<string | null>(null);
  const inFlight = useRef<AbortController | null>(null);

  function cancelSearch() {
    clearTimeout(timer.current);
    inFlight.current?.abort();
    inFlight.current = null;
  }

  // Leaving the page drops the pending search.
  useEffect(() => cancelSearch, []);

  function show(found: CachedSearch) {
    setPlaces(found.places);
    setAttribution(found.attribution);
    setActiveIndex(-1);
    setIsOpen(found.places.length > 0);
    setSearchError("");
    setStatus(found.places.length === 0 ? m.admin_place_none() : m.admin_place_found({ count: found.places.length }));
  }

  function fail(message: string) {
    setPlaces([]);
    setIsOpen(false);
    setActiveIndex(-1);
    setSearchError(message);
    setStatus(message);
  }

  /** Searches for typed text: at once from the cache, else once typing pauses for 200 ms. */
  function search(typed: string) {
    // A newer keystroke cancels the wait and the request in flight.
    cancelSearch();
    const key = normalizePlaceName(typed);
    if (key.length < MIN_QUERY_LENGTH || typed.trim().length > MAX_PLACE_QUERY_LENGTH) {
      setPlaces([]);
      setIsOpen(false);
      setActiveIndex(-1);
      setStatus("");
      return;
    }
    const cached = readCache(key);
    if (cached) {
      show(cached);
      return;
    }
    timer.current = setTimeout(async () => {
      const controller = new AbortController();
      inFlight.current = controller;
      try {
        const response = await fetch(`${href("/admin/places")}?${new URLSearchParams({ q: typed.trim() })}`, {
          signal: controller.signal,
          headers: { accept: "application/json" },
        });
        const body = (await response.json().catch(() => null)) as PlaceSearchAnswer | null;
        if (controller.signal.aborted) return;
        if (response.ok && body && "places" in body) {
          const found = { at: Date.now(), places: body.places, attribution: body.attribution };
          writeCache(key, found);
          show(found);
        } else {
          fail(body && "error" in body ? body.error : m.admin_place_failed());
        }
      } catch {
        if (controller.signal.aborted) return;
        fail(m.admin_place_unreachable());
      }
    }, DEBOUNCE_MS);
  }

  function choose(place: Place) {
    setText(place.city);
    setLocation({ latitude: coordinate(place.latitude), longitude: coordinate(place.longitude) });
    cancelSearch();
    setIsOpen(false);
    setActiveIndex(-1);
    setStatus(m.admin_place_chosen({ label: place.label }));
    const form = inputRef.current?.form;
    if (place.street) fillField(form?.elements.namedItem("street"), place.street, (value) => value.trim() === "");
    // The Hebrew city follows the chosen place unless the administrator wrote another one.
    if (place.cityHe) {
      const previous = filledCityHe.current;
      fillField(form?.elements.namedItem("cityHe"), place.cityHe, (value) => value.trim() === "" || value === previous);
      filledCityHe.current = place.cityHe;
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = places.length;
    switch (event.key) {
      case "ArrowDown":
        if (count === 0) return;
        event.preventDefault();
        setIsOpen(true);
        setActiveIndex(isOpen ? (activeIndex + 1) % count : 0);
        return;
      case "ArrowUp":
        if (count === 0) return;
        event.preventDefault();
        setIsOpen(true);
        setActiveIndex(isOpen && activeIndex > 0 ? activeIndex - 1 : count - 1);
        return;
      case "Home":
      case "End":
        // Inside the list they move to its ends; otherwise they move the caret in the text.
        if (!isOpen || activeIndex < 0) return;
        event.preventDefault();
        setActiveIndex(event.key === "Home" ? 0 : count - 1);
        return;
      case "Enter": {
        const place = isOpen && activeIndex >= 0 ? places[activeIndex] : undefined;
        // Enter picks the highlighted place; only without one does it submit the form.
        if (!place) return;
        event.preventDefault();
        choose(place);
        return;
      }
      case "Escape":
        if (!isOpen) return;
        event.preventDefault();
        setIsOpen(false);
        setActiveIndex(-1);
        return;
    }
  }

  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const message = searchError || error;
  const describedBy = [`${id}-hint`, error ? `${id}-error` : "", searchError ? `${id}-search-error` : ""]
    .filter(Boolean)
    .join(" ");
  const isExpanded = isHydrated && isOpen && places.length > 0;

  return (
    <div className="relative">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
        <span aria-hidden="true"> *</span>
      </label>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {isHydrated ? m.admin_place_hint_choose() : m.admin_place_hint()}.
      </p>
      <input
        ref={inputRef}
        id={id}
        name="city"
        type="text"
        lang="en"
        dir="ltr"
        maxLength={MAX_PLACE_QUERY_LENGTH}
        autoComplete={isHydrated ? "off" : "address-level2"}
        value={text}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...(isHydrated
          ? {
              role: "combobox",
              "aria-autocomplete": "list" as const,
              "aria-expanded": isExpanded,
              "aria-controls": listboxId,
              "aria-activedescendant": isExpanded && activeIndex >= 0 ? optionId(activeIndex) : undefined,
            }
          : {})}
        onChange={(event) => {
          setText(event.target.value);
          setSearchError("");
          search(event.target.value);
          // A typed city is no longer the chosen place: the server locates it on save.
          setLocation({ latitude: "", longitude: "" });
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setIsOpen(false);
          setActiveIndex(-1);
        }}
        onClick={() => {
          if (places.length > 0) setIsOpen(true);
        }}
        className={`mt-1 block w-full rounded-md border px-3 py-2 text-slate-900 ${message ? "border-red-600" : "border-slate-300"}`}
      />
      <input type="hidden" name="latitude" value={location.latitude} />
      <input type="hidden" name="longitude" value={location.longitude} />
      {isHydrated ? (
        <>
          <ul
            id={listboxId}
            role="listbox"
            aria-label={m.admin_place_suggestions({ label })}
            hidden={!isExpanded}
            className="absolute z-20 mt-1 max-h-72 w-full overflow-auto rounded-md border border-slate-300 bg-white py-1 shadow-lg"
          >
            {places.map((place, index) => (
              <li
                key={place.id}
                id={optionId(index)}
                role="option"
                aria-selected={index === activeIndex}
                // Keeps the focus in the field, so choosing with the mouse does not close the list first.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(place)}
                className={`cursor-pointer px-3 py-2 text-slate-900 ${index === activeIndex ? "bg-slate-900 text-white" : "hover:bg-slate-100"}`}
              >
                {place.label}
              </li>
            ))}
          </ul>
          <div role="status" aria-live="polite" className="sr-only">
            {status}
          </div>
        </>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      {searchError ? (
        <p id={`${id}-search-error`} className="mt-1 text-sm font-medium text-red-700">
          {searchError}
        </p>
      ) : null}
      <p className="mt-1 text-xs text-slate-600">
        {m.admin_place_source()}{" "}
        <a href="https://www.geonames.org/" className="underline" rel="noopener noreferrer" target="_blank">
          GeoNames
        </a>{" "}
        (
        <a
          href="https://creativecommons.org/licenses/by/4.0/"
          className="underline"
          rel="noopener noreferrer"
          target="_blank"
        >
          CC BY 4.0
        </a>
        ){attribution && !attribution.includes("GeoNames") ? `; ${attribution}` : ""}.
      </p>
    </div>
  );
}
