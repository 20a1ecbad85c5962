import { PageHeader } from "#app/components/notices.tsx";
import { useLocale } from "#app/components/use-page-locale.ts";
import { SavedGroups } from "#app/features/saved/saved-groups.tsx";
import { useSavedCards } from "#app/features/saved/use-saved-cards.ts";
import { localizedPath } from "#app/lib/i18n.ts";
import { siteTitle } from "#app/lib/meta.ts";
import { registerServiceWorker } from "#app/lib/offline/keep-offline.ts";
import { m } from "#app/lib/paraglide/messages.js";
import { useSavedItems } from "#app/lib/saved/use-saved-items.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { useEffect } from "react";
import type { Route } from "./+types/saved";

// The visitor's saved list. It lives in the browser (IndexedDB), so the server sends the same
// page to everyone and the browser fills it in, with fresh cards when the network answers.

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: siteTitle(matches, m.saved_meta_title()) }, { name: "robots", content: "noindex" }];
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
  else body = <SavedGroups items={items} loaded={loaded} />;
  return (
    <>
      <PageHeader title={m.saved_title()}>{m.saved_intro()}</PageHeader>
      <div className="mx-auto max-w-7xl px-4 pb-16 sm:px-6">{body}</div>
    </>
  );
}
