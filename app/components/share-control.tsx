import { useState } from "react";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { m } from "#app/lib/paraglide/messages.js";
import { listShareLinks, type ShareLink } from "#app/lib/share-links.ts";
import { localizedPath } from "#app/lib/i18n.ts";
import { useOrigin } from "#app/lib/root-data.ts";
import { useLocale } from "./use-page-locale.ts";

const LABELS: Record<ShareLink["key"], () => string> = {
  whatsapp: m.share_whatsapp,
  facebook: m.share_facebook,
  x: m.share_x,
  email: m.share_email,
};

const buttonClass =
  "rounded-full bg-white px-3 py-1.5 text-sm font-medium text-slate-800 ring-1 ring-slate-300 hover:bg-sand-100";

/**
 * Shares the page: copy its link, the device's own share sheet where the browser has one, and plain
 * links to WhatsApp, Facebook, X and e-mail. The buttons need JavaScript and show only with it.
 */
export function ShareControl({ path, title, className = "mt-6" }: { path: string; title: string; className?: string }) {
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
      setStatus(m.share_copied());
    } catch {
      setStatus(m.share_copy_failed());
    }
  }
  return (
    <section aria-labelledby="share-title" className={className}>
      <h2 id="share-title" className="text-sm font-semibold tracking-wide uppercase">
        {m.share_heading()}
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
              {m.share_native()}
            </button>
          </li>
        ) : null}
        {canCopy ? (
          <li>
            <button type="button" className={buttonClass} onClick={() => void copy()}>
              {m.share_copy()}
            </button>
          </li>
        ) : null}
        {listShareLinks(url, title).map((link) => (
          <li key={link.key}>
            <a href={link.href} rel="noopener noreferrer nofollow" className={buttonClass}>
              {LABELS[link.key]()}
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
