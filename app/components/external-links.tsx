import { safeHref } from "#app/lib/urls.ts";
import { m } from "#app/lib/paraglide/messages.js";

interface ExternalLink {
  label: string;
  url: string | null;
}

/** An artist's or gallery's website and social links, in the order the pages show them. */
export function profileLinks(
  record: {
    website: string | null;
    socialMedia: { instagram: string | null; facebook: string | null; twitter: string | null };
  },
  options: { hasTwitter?: boolean } = {},
): ExternalLink[] {
  const links = [
    { label: m.links_website(), url: record.website },
    { label: "Instagram", url: record.socialMedia.instagram },
    { label: "Facebook", url: record.socialMedia.facebook },
  ];
  return options.hasTwitter === false ? links : [...links, { label: "Twitter", url: record.socialMedia.twitter }];
}

/** A record's website and social links: only http(s) ones are shown, and none is followed for ranking. */
export function ExternalLinks({ links, linkClass }: { links: ExternalLink[]; linkClass: string }) {
  const shown = links
    .map((link) => ({ label: link.label, href: safeHref(link.url) }))
    .filter((link): link is { label: string; href: string } => link.href !== null);
  if (shown.length === 0) return null;
  return (
    <ul className="mt-6 flex flex-wrap gap-4" aria-label={m.links_label()}>
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
