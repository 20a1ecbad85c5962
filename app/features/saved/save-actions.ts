import { m } from "#app/lib/paraglide/messages.js";
import { forgetOffline, keepForOffline, registerServiceWorker } from "#app/lib/offline/keep-offline.ts";
import { removeSavedItem, saveItem, type SavedItem } from "#app/lib/saved/saved-list.ts";

// What a heart does when pressed: fetched on the first press, not with the page.

/** Saves or removes the item, keeps or forgets its pages offline, and says what happened. */
export async function toggleSaved(item: Omit<SavedItem, "savedAt">, isSaved: boolean): Promise<string> {
  try {
    if (isSaved) {
      await removeSavedItem(item);
      void forgetOffline(item.path);
      return m.saved_removed();
    }
    await saveItem(item);
    registerServiceWorker();
    void keepForOffline(item.path);
    return m.saved_added();
  } catch {
    return m.saved_failed();
  }
}
