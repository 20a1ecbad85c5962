// The service worker (built to /sw.js by scripts/build-sw.ts, registered once a visitor saves an
// item): the build's files precached; public pages network first with the last copy as fallback;
// images cache first within a limit; the offline page when a page was never kept. Admin pages,
// posts and personal answers pass by untouched.
import {
  IMAGES_BYTES_LIMIT,
  IMAGES_CACHE,
  IMAGES_LIMIT,
  PAGES_CACHE,
  PAGES_LIMIT,
  PRECACHE_PREFIX,
  SAVED_CACHE,
  SAVED_CARDS_KEY,
  imageFamilyOf,
  isShareable,
  offlinePageFor,
  pageOfDataRequest,
  requestKindOf,
} from "#app/lib/offline/policy.ts";

/** Set by the build: this build's files and offline pages, and a name for the build. */
declare const __PRECACHE__: string[];
declare const __BUILD__: string;

// The worker's own globals, typed here: the app's TypeScript is set up for pages (DOM), not workers.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(response: Promise<Response> | Response): void;
}
interface WorkerScope {
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: FetchEvent) => void): void;
}

const worker = self as unknown as WorkerScope;
const PRECACHE = `${PRECACHE_PREFIX}${__BUILD__}`;
const origin = worker.location.origin;

worker.addEventListener("install", (event) => {
  // A new build takes over at once: its pages must not run the previous build's code.
  event.waitUntil(
    caches
      .open(PRECACHE)
      // Without cookies: the pages kept are everyone's, never a signed-in administrator's.
      .then((cache) => cache.addAll(__PRECACHE__.map((url) => new Request(url, { credentials: "omit" }))))
      .then(() => worker.skipWaiting()),
  );
});

worker.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        // Pages kept by another build name that build's files, which are gone: they are dropped.
        if ((name.startsWith(PRECACHE_PREFIX) && name !== PRECACHE) || name === PAGES_CACHE) await caches.delete(name);
      }
      await worker.clients.claim();
      // After taking over: the open pages need not wait for the saved pages to be fetched again.
      await refreshSavedPages();
    })(),
  );
});

worker.addEventListener("fetch", (event) => {
  const kind = requestKindOf(event.request, origin);
  if (kind === "asset") event.respondWith(fromCacheFirst(event.request));
  else if (kind === "page") event.respondWith(page(event.request));
  else if (kind === "image") event.respondWith(image(event.request));
  else if (kind === "data" || kind === "manifest") event.respondWith(dataOrReload(event.request, kind));
});

/** The saved pages again from this build's server; a page that cannot be fetched keeps its copy. */
async function refreshSavedPages(): Promise<void> {
  const saved = await caches.open(SAVED_CACHE);
  await Promise.all(
    (await saved.keys()).map(async (request) => {
      // The saved list's last cards are the page's own copy, not an address to fetch.
      if (request.url.includes(SAVED_CARDS_KEY)) return;
      try {
        const response = await fetch(request.url, { credentials: "omit" });
        if (isShareable(response)) await saved.put(request.url, response);
      } catch {
        // Offline while updating: the old copy is better than none.
      }
    }),
  );
}

async function fromCacheFirst(request: Request): Promise<Response> {
  return (await caches.match(request)) ?? fetch(request);
}

async function page(request: Request): Promise<Response> {
  try {
    const response = await fetch(request);
    if (isShareable(response)) {
      const copy = response.clone();
      void caches.open(PAGES_CACHE).then(async (cache) => {
        await cache.put(request.url, copy);
        scheduleTrim(PAGES_CACHE, PAGES_LIMIT, Infinity);
      });
    }
    return response;
  } catch {
    const url = new URL(request.url);
    const offlinePage = offlinePageFor(url.pathname);
    // The offline page carries the page asked for in its query (?from=…); its copy is one for all.
    if (url.pathname === offlinePage) return (await caches.match(offlinePage)) ?? Response.error();
    const kept = await caches.match(url.href, { ignoreVary: true });
    if (kept) return kept;
    // Sent to its own address, so that the page's scripts take over the page they were made for.
    return Response.redirect(`${offlinePage}?${new URLSearchParams({ from: url.pathname + url.search })}`, 302);
  }
}

async function image(request: Request): Promise<Response> {
  const cache = await caches.open(IMAGES_CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  try {
    const response = await fetch(request);
    if (response.ok && response.type === "basic") {
      await cache.put(request, response.clone());
      scheduleTrim(IMAGES_CACHE, IMAGES_LIMIT, IMAGES_BYTES_LIMIT);
    }
    return response;
  } catch (error) {
    // Offline: another size or format of the same stored image shows it all the same.
    const family = imageFamilyOf(new URL(request.url).pathname);
    if (family) {
      for (const key of await cache.keys()) {
        if (new URL(key.url).pathname.startsWith(family)) return (await cache.match(key))!;
      }
    }
    throw error;
  }
}

/**
 * A client-side navigation without a network: React Router is told to load the page as a
 * document instead, which this worker answers with the kept copy or the offline page.
 */
async function dataOrReload(request: Request, kind: "data" | "manifest"): Promise<Response> {
  try {
    return await fetch(request);
  } catch {
    const url = new URL(request.url);
    const headers: Record<string, string> = { "X-Remix-Reload-Document": "true" };
    if (kind === "data") {
      headers["X-Remix-Redirect"] = pageOfDataRequest(url);
      headers["X-Remix-Replace"] = "true";
    }
    return new Response(null, { status: 204, headers });
  }
}

const trimTimers = new Map<string, ReturnType<typeof setTimeout>>();

/** One trim after a page's burst of images, not one per image. */
function scheduleTrim(name: string, count: number, bytes: number): void {
  clearTimeout(trimTimers.get(name));
  trimTimers.set(
    name,
    setTimeout(() => {
      trimTimers.delete(name);
      void caches.open(name).then((cache) => trim(cache, count, bytes));
    }, 2000),
  );
}

/** Keeps the newest entries: at most `count`, and at most `bytes` by their stated lengths. */
async function trim(cache: Cache, count: number, bytes: number): Promise<void> {
  const keys = await cache.keys();
  let excess = keys.length - count;
  let total = 0;
  const sizes: number[] = [];
  if (Number.isFinite(bytes)) {
    for (const key of keys) {
      const size = Number((await cache.match(key))?.headers.get("content-length") ?? 0);
      sizes.push(size);
      total += size;
    }
  }
  // The oldest entries come first.
  for (let index = 0; index < keys.length && (excess > 0 || total > bytes); index++) {
    await cache.delete(keys[index]!);
    excess--;
    total -= sizes[index] ?? 0;
  }
}
