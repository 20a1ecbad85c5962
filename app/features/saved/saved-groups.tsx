import { ArtistCard, ArtworkCard, GalleryCard } from "#app/features/cards/card-views.tsx";
import { Link } from "#app/components/link.tsx";
import { m } from "#app/lib/paraglide/messages.js";
import { removeSavedItem, type SavedItem, type SavedKind } from "#app/lib/saved/saved-list.ts";
import type { SavedCards } from "./saved-cards.ts";
import type { SavedCardsState } from "./use-saved-cards.ts";
import { OtherLanguage } from "#app/components/other-language.tsx";

const GROUPS: { kind: SavedKind; title: () => string; cards: keyof Omit<SavedCards, "changesAt"> }[] = [
  { kind: "artwork", title: m.nav_artworks, cards: "artworks" },
  { kind: "artist", title: m.nav_artists, cards: "artists" },
  { kind: "gallery", title: m.nav_galleries, cards: "galleries" },
];

function SavedCard({ item, cards }: { item: SavedItem; cards: SavedCards | null }) {
  const find = <T extends { id: string }>(kind: SavedKind, list: T[] | undefined) =>
    item.kind === kind ? list?.find((each) => each.id === item.id) : undefined;
  const artwork = find("artwork", cards?.artworks);
  if (artwork) return <ArtworkCard artwork={artwork} />;
  const artist = find("artist", cards?.artists);
  if (artist) return <ArtistCard artist={artist} />;
  const gallery = find("gallery", cards?.galleries);
  if (gallery) return <GalleryCard gallery={gallery} />;
  // No card: offline before any was fetched (the name as saved), or gone from the catalogue.
  return (
    <article className="flex h-full flex-col rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h3 className="font-serif text-xl font-semibold text-slate-900">
        {cards ? (
          <OtherLanguage lang={item.lang}>{item.title}</OtherLanguage>
        ) : (
          <Link to={item.path} className="hover:underline">
            <OtherLanguage lang={item.lang}>{item.title}</OtherLanguage>
          </Link>
        )}
      </h3>
      {cards ? <p className="mt-2 text-sm text-slate-700">{m.saved_gone()}</p> : null}
      <button
        type="button"
        onClick={() => void removeSavedItem(item)}
        className="mt-4 self-start rounded-md px-3 py-1.5 text-sm font-medium text-brand-700 ring-1 ring-slate-300 hover:bg-sand-100"
      >
        {m.saved_remove({ title: item.title })}
      </button>
    </article>
  );
}

/** The saved items by kind (artworks, artists, galleries), each as its card, with a line when the cards could not be refreshed. */
export function SavedGroups({ items, loaded }: { items: SavedItem[]; loaded: SavedCardsState | null }) {
  const cards = loaded?.cards ?? null;
  return (
    <>
      {loaded?.problem ? (
        <p role="status" className="mb-6 rounded-md bg-amber-50 px-4 py-3 font-medium text-amber-900">
          {loaded.problem === "offline" ? m.saved_offline() : m.saved_items_failed()}
        </p>
      ) : null}
      {GROUPS.map((group) => {
        const inGroup = items.filter((item) => item.kind === group.kind);
        if (inGroup.length === 0) return null;
        return (
          <section key={group.kind} aria-labelledby={`saved-${group.kind}`} className="mb-12">
            <h2 id={`saved-${group.kind}`} className="mb-4 font-serif text-2xl font-semibold text-slate-900">
              {group.title()}
            </h2>
            <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
              {inGroup.map((item) => (
                <li key={item.id}>
                  <SavedCard item={item} cards={cards} />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}
