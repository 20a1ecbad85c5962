import { safeHref } from "#app/lib/urls.ts";

/** A record's website and social links: only http(s) ones are shown, and none is followed for ranking. */
export function ExternalLinks({
  links,
  linkClass,
}: {
  links: { label: string; url: string | null }[];
  linkClass: string;
}) {
  const shown = links
    .map((link) => ({ label: link.label, href: safeHref(link.url) }))
    .filter((link): link is { label: string; href: string } => link.href !== null);
  if (shown.length === 0) return null;
  return (
    <ul className="mt-6 flex flex-wrap gap-4" aria-label="Links">
      {shown.map((link) => (
        <li key={link.label}>
          <a href={link.href} rel="noopener noreferrer nofollow" className={linkClass}>
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
