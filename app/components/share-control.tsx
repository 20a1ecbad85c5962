import { useState } from "react";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import type { ShareTexts } from "#app/features/share/share-view.ts";
import { listShareLinks } from "#app/lib/share-links.ts";
import { localizedPath } from "#app/lib/i18n.ts";
import { useOrigin } from "#app/lib/root-data.ts";
import { useLocale } from "./use-page-locale.ts";

const buttonClass =
  "rounded-full bg-white px-3 py-1.5 text-sm font-medium text-slate-800 ring-1 ring-slate-300 hover:bg-sand-100";

/**
 * Shares the page: copy its link, the device's own share sheet where the browser has one, and plain
 * links to WhatsApp, Facebook, X and e-mail. The buttons need JavaScript and show only with it.
 */
export function ShareControl({
  path,
  title,
  texts,
  className = "mt-6",
}: {
  path: string;
  title: string;
  texts: ShareTexts;
  className?: string;
}) {
  // The page's own address in its language, as its canonical link gives it.
  const url = `${useOrigin()}${localizedPath(path, useLocale())}`;
  const isHydrated = useHydrated();
  const [status, setStatus] = useState("");
  // Read once hydrated: the server's render has neither, so the first render in the browser must not.
  const canCopy = isHydrated && typeof navigator.clipboard?.writeText === "function";
  const canShare = isHydrated && typeof navigator.share === "function";
  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setStatus(texts.copied);
    } catch {
      setStatus(texts.copyFailed);
    }
  }
  return (
    <section aria-labelledby="share-title" className={className}>
      <h2 id="share-title" className="text-sm font-semibold tracking-wide uppercase">
        {texts.heading}
      </h2>
      <ul className="mt-2 flex flex-wrap items-center gap-2">
        {canShare ? (
          <li>
            <button
              type="button"
              className={buttonClass}
              // A dismissed share sheet rejects: nothing to say then.
              onClick={() => void navigator.share({ title, url }).catch(() => {})}
            >
              {texts.native}
            </button>
          </li>
        ) : null}
        {canCopy ? (
          <li>
            <button type="button" className={buttonClass} onClick={() => void copy()}>
              {texts.copy}
            </button>
          </li>
        ) : null}
        {listShareLinks(url, title).map((link) => (
          <li key={link.key}>
            <a href={link.href} rel="noopener noreferrer nofollow" className={buttonClass}>
              {texts.labels[link.key]}
            </a>
          </li>
        ))}
      </ul>
      <p role="status" className="mt-2 min-h-5 text-sm">
        {status}
      </p>
    </section>
  );
}
