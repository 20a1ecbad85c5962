import { localizedPath } from "#app/lib/i18n.ts";
import { m } from "#app/lib/paraglide/messages.js";
import { useLocale } from "#app/components/use-page-locale.ts";

/**
 * The catalogue search: a plain GET form to /search (in the page's language), so it works before
 * and without JavaScript; Enter, or the button, shows the results page.
 */
export function SearchForm({
  id,
  defaultValue = "",
  size,
  className = "",
}: {
  id: string;
  defaultValue?: string;
  size: "small" | "large";
  className?: string;
}) {
  const isLarge = size === "large";
  const locale = useLocale();
  // Suggestions come with the field's first focus: their code is loaded then, not with the page.
  const suggest = (input: HTMLInputElement) =>
    void import("./search-suggestions.ts").then(({ attachSuggestions }) =>
      attachSuggestions(input, localizedPath("/search/suggestions", locale)),
    );
  return (
    <form role="search" method="get" action={localizedPath("/search", locale)} className={`flex gap-2 ${className}`}>
      <label htmlFor={id} className="sr-only">
        {m.search_label()}
      </label>
      <input
        id={id}
        type="search"
        name="q"
        defaultValue={defaultValue}
        maxLength={100}
        // The navigation's field is narrow: a shorter hint that it shows whole.
        placeholder={isLarge ? m.search_placeholder() : m.search_placeholder_short()}
        autoComplete="off"
        onFocus={(event) => suggest(event.currentTarget)}
        className={`min-w-0 flex-1 rounded-md border border-slate-400 bg-white px-3 text-slate-900 placeholder:text-slate-600 focus:border-brand-600 focus:ring-2 focus:ring-brand-600 ${
          isLarge ? "py-3 text-lg" : "py-1.5 text-sm"
        }`}
      />
      <button
        type="submit"
        aria-label={isLarge ? undefined : m.search_submit()}
        className={`rounded-md bg-brand-700 font-semibold text-white hover:bg-brand-800 focus:ring-2 focus:ring-brand-600 focus:ring-offset-2 ${
          isLarge ? "px-5 py-3" : "px-2 py-1.5 text-sm"
        }`}
      >
        {/* In the navigation a magnifier leaves the field room for its hint; the button keeps its name. */}
        {isLarge ? (
          m.search_submit()
        ) : (
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            className="size-5"
          >
            <circle cx="8.5" cy="8.5" r="5.5" />
            <path d="m13 13 4.5 4.5" strokeLinecap="round" />
          </svg>
        )}
      </button>
    </form>
  );
}
