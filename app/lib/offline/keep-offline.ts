import { IMAGES_CACHE, SAVED_CACHE, bothLanguages, isShareable, listPageImages } from "./policy.ts";

// A saved item's pages (in both languages) and their first images are fetched and kept at once,
// so they open without a network even if the visitor never opened them.

/** Starts the service worker (it is kept up to date by the browser from then on). */
export function registerServiceWorker(): void {
  if (!("serviceWorker" in navigator)) return;
  // A site served without the worker (development) or a browser that refuses it: saving still works.
  navigator.serviceWorker.register("/sw.js").catch(() => {});
}

function hasCaches(): boolean {
  return typeof caches !== "undefined";
}

export async function keepForOffline(path: string): Promise<void> {
  if (!hasCaches()) return;
  const [saved, images] = await Promise.all([caches.open(SAVED_CACHE), caches.open(IMAGES_CACHE)]);
  await Promise.all(
    bothLanguages(path).map(async (address) => {
      // Without cookies: the copy kept is the public page, never a signed-in administrator's.
      const response = await fetch(address, { credentials: "omit" });
      if (!isShareable(response)) return;
      const html = await response.clone().text();
      await saved.put(address, response);
      for (const image of listPageImages(html)) {
        if (await images.match(image)) continue;
        const answer = await fetch(image, { credentials: "omit" }).catch(() => null);
        if (answer?.ok) await images.put(image, answer);
      }
    }),
  ).catch(() => {
    // Offline while saving: the item is on the list, and its page is kept when next seen.
  });
}

export async function forgetOffline(path: string): Promise<void> {
  if (!hasCaches()) return;
  const saved = await caches.open(SAVED_CACHE);
  await Promise.all(bothLanguages(path).map((address) => saved.delete(address)));
}
