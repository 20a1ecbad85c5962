import { useState } from "react";
import type { ShareView } from "#app/features/share/share-view.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";

const buttonClass =
  "rounded-full bg-white px-3 py-1.5 text-sm font-medium text-slate-800 ring-1 ring-slate-300 hover:bg-sand-100";

/**
 * Shares the page: copy its link, the device's own share sheet where the browser has one, and plain
 * links to WhatsApp, Facebook, X and e-mail. The buttons need JavaScript and show only with it.
 */
export function ShareControl({ share, className = "mt-6" }: { share: ShareView; className?: string }) {
  const { url, title, texts } = share;
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
        {share.links.map((link) => (
          <li key={link.key}>
            <a href={link.href} rel="noopener noreferrer nofollow" className={buttonClass}>
              {link.label}
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
