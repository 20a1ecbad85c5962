// The pages the administrator writes on the Site page: where each is served and what the footer calls it.
export const SITE_PAGES = [
  { slug: "about", path: "/about", label: "About Us" },
  { slug: "privacy", path: "/privacy", label: "Privacy Policy" },
  { slug: "terms", path: "/terms", label: "Terms of Service" },
] as const;

export type SitePageSlug = (typeof SITE_PAGES)[number]["slug"];

/** The social links the footer can show, in its order, with the name each is shown under. */
export const SOCIAL_LINKS = [
  { key: "instagram", label: "Instagram" },
  { key: "facebook", label: "Facebook" },
  { key: "twitter", label: "Twitter" },
] as const;

export type SocialLinkKey = (typeof SOCIAL_LINKS)[number]["key"];
