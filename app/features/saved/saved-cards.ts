import type { ArtistCardData, ArtworkCardData, GalleryCardData } from "#app/features/cards/cards.ts";
import type { SavedKind } from "#app/lib/saved/saved-list.ts";

export type SavedIds = Record<SavedKind, string[]>;

/** How /saved/items names each kind's ids in its address (`?artworks=a,b&artists=c&galleries=d`). */
export const SAVED_ID_PARAMS: Record<SavedKind, string> = {
  artwork: "artworks",
  artist: "artists",
  gallery: "galleries",
};

/** The answer of /saved/items: the cards of the saved items still in the catalogue. */
export interface SavedCards {
  artworks: ArtworkCardData[];
  artists: ArtistCardData[];
  galleries: GalleryCardData[];
  /** When a gallery's open state next changes: an older answer read offline drops the states after it. */
  changesAt: string | null;
}
