import { ArtistCard, ArtworkCard, GalleryCard } from "#app/components/cards.tsx";
import { Link } from "#app/components/link.tsx";
import { PageHeader } from "#app/components/notices.tsx";
import { useLocale } from "#app/components/use-page-locale.ts";
import { useSavedCards } from "#app/features/saved/use-saved-cards.ts";
import type { SavedCards } from "#app/features/saved/saved-cards.ts";
import { localizedPath } from "#app/lib/i18n.ts";
import { textLang } from "#app/lib/localized-text.ts";
import { siteTitle } from "#app/lib/meta.ts";
import { registerServiceWorker } from "#app/lib/offline/keep-offline.ts";
import { m } from "#app/lib/paraglide/messages.js";
import { removeSavedItem, type SavedItem, type SavedKind } from "#app/lib/saved/saved-list.ts";
import { useSavedItems } from "#app/lib/saved/use-saved-items.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { useEffect } from "react";
import type { Route } from "./+types/saved";

// The visitor's saved list. It lives in the browser (IndexedDB), so the server sends the same
// page to everyone and the browser fills it in, with fresh cards when the network answers.

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: siteTitle(matches, m.saved_meta_title()) }, { name: "robots", content: "noindex" }];
}

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
          <span {...textLang(item.lang)}>{item.title}</span>
        ) : (
          <Link to={item.path} className="hover:underline" {...textLang(item.lang)}>
            {item.title}
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

export default function Saved() {
  const locale = useLocale();
  const isHydrated = useHydrated();
  const items = useSavedItems();
  const loaded = useSavedCards(localizedPath("/saved/items", locale), items);
  const hasItems = items !== null && items.length > 0;
  // A list saved before the worker existed, or one whose worker was removed, is kept offline again.
  useEffect(() => {
    if (hasItems) registerServiceWorker();
  }, [hasItems]);

  let body: React.ReactNode;
  if (!isHydrated) body = <noscript>{m.saved_needs_script()}</noscript>;
  else if (items === null || (hasItems && loaded === null)) body = <p role="status">{m.saved_loading()}</p>;
  else if (!hasItems) body = <p>{m.saved_empty()}</p>;
  else {
    const cards = loaded?.cards ?? null;
    body = (
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
  return (
    <>
      <PageHeader title={m.saved_title()}>{m.saved_intro()}</PageHeader>
      <div className="mx-auto max-w-7xl px-4 pb-16 sm:px-6">{body}</div>
    </>
  );
}
