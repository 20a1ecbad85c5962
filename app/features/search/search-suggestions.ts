import { m } from "#app/lib/paraglide/messages.js";

// Suggestions under the search field, as the ARIA combobox pattern has them: the field keeps
// focus, the arrows move through the list (aria-activedescendant), Enter opens the chosen one or
// else searches, Escape closes. Loaded on the field's first focus, so no page's first load
// carries it; until then, and without JavaScript, the field is a plain search form.

interface Suggestion {
  label: string;
  kind: string;
  href: string;
}

const DEBOUNCE_MS = 200;
const MIN_LENGTH = 2;

let counter = 0;

/** Makes `input` a combobox offering suggestions from `endpoint` (?q=…); once per field. */
export function attachSuggestions(input: HTMLInputElement, endpoint: string): void {
  if (input.dataset.suggestions === "on") return;
  input.dataset.suggestions = "on";
  const id = `search-suggestions-${++counter}`;
  const listbox = document.createElement("ul");
  listbox.id = id;
  listbox.setAttribute("role", "listbox");
  listbox.setAttribute("aria-label", m.search_suggestions_label());
  listbox.hidden = true;
  listbox.className =
    "absolute inset-x-0 top-full z-50 mt-1 max-h-96 overflow-auto rounded-md bg-white py-1 text-start shadow-lg ring-1 ring-slate-300";
  const status = document.createElement("p");
  status.setAttribute("role", "status");
  status.className = "sr-only";
  const wrapper = input.parentElement!;
  wrapper.classList.add("relative");
  wrapper.append(listbox, status);

  input.setAttribute("role", "combobox");
  input.setAttribute("aria-autocomplete", "list");
  input.setAttribute("aria-expanded", "false");
  input.setAttribute("aria-controls", id);

  let suggestions: Suggestion[] = [];
  let active = -1;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let request: AbortController | undefined;

  const optionId = (index: number) => `${id}-${index}`;
  const close = () => {
    listbox.hidden = true;
    input.setAttribute("aria-expanded", "false");
    input.removeAttribute("aria-activedescendant");
    active = -1;
  };
  const setActive = (index: number) => {
    active = index;
    for (const [i, option] of [...listbox.children].entries()) {
      const isActive = i === index;
      option.setAttribute("aria-selected", String(isActive));
      option.classList.toggle("bg-brand-50", isActive);
    }
    if (index < 0) input.removeAttribute("aria-activedescendant");
    else {
      input.setAttribute("aria-activedescendant", optionId(index));
      listbox.children[index]?.scrollIntoView({ block: "nearest" });
    }
  };
  const render = () => {
    listbox.replaceChildren(
      ...suggestions.map((suggestion, index) => {
        const option = document.createElement("li");
        option.id = optionId(index);
        option.setAttribute("role", "option");
        option.setAttribute("aria-selected", "false");
        option.className = "flex cursor-pointer items-baseline justify-between gap-3 px-3 py-2 text-slate-900";
        const label = document.createElement("bdi");
        label.textContent = suggestion.label;
        const kind = document.createElement("span");
        kind.className = "text-xs text-slate-700";
        kind.textContent = suggestion.kind;
        option.append(label, kind);
        // Chosen with the pointer without taking focus from the field.
        option.addEventListener("mousedown", (event) => event.preventDefault());
        option.addEventListener("click", () => window.location.assign(suggestion.href));
        return option;
      }),
    );
    active = -1;
    const isOpen = suggestions.length > 0;
    listbox.hidden = !isOpen;
    input.setAttribute("aria-expanded", String(isOpen));
    input.removeAttribute("aria-activedescendant");
    status.textContent = isOpen
      ? m.search_suggestions_count({ count: suggestions.length })
      : input.value.trim().length >= MIN_LENGTH
        ? m.search_suggestions_none()
        : "";
  };
  const fetchSuggestions = async (query: string) => {
    request?.abort();
    request = new AbortController();
    try {
      const response = await fetch(`${endpoint}?${new URLSearchParams({ q: query })}`, { signal: request.signal });
      const body = (await response.json()) as { suggestions?: Suggestion[] };
      if (input.value !== query) return;
      suggestions = body.suggestions ?? [];
      render();
    } catch {
      // Offline or aborted: the field stays a search form.
    }
  };

  const onInput = () => {
    clearTimeout(timer);
    const query = input.value;
    if (query.trim().length < MIN_LENGTH) {
      request?.abort();
      suggestions = [];
      render();
      return;
    }
    timer = setTimeout(() => void fetchSuggestions(query), DEBOUNCE_MS);
  };
  input.addEventListener("input", onInput);
  input.addEventListener("keydown", (event) => {
    const count = suggestions.length;
    if (event.key === "ArrowDown" && count > 0) {
      event.preventDefault();
      if (listbox.hidden) render();
      setActive((active + 1) % count);
    } else if (event.key === "ArrowUp" && count > 0) {
      event.preventDefault();
      if (listbox.hidden) render();
      setActive(active <= 0 ? count - 1 : active - 1);
    } else if (event.key === "Enter" && active >= 0 && !listbox.hidden) {
      event.preventDefault();
      window.location.assign(suggestions[active]!.href);
    } else if (event.key === "Escape" && !listbox.hidden) {
      event.preventDefault();
      close();
    }
  });
  input.addEventListener("blur", close);
  // What was typed while this code was on its way gets its suggestions too.
  if (document.activeElement === input && input.value.trim().length >= MIN_LENGTH) onInput();
}
