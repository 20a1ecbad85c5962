// Plain links that share a page or lead to a place: no third-party script, nothing that tracks.

export interface ShareLink {
  key: "whatsapp" | "facebook" | "x" | "email";
  href: string;
}

/** The share links for a page at `url` (absolute) titled `title`. */
export function listShareLinks(url: string, title: string): ShareLink[] {
  const text = encodeURIComponent(`${title} ${url}`);
  return [
    { key: "whatsapp", href: `https://wa.me/?text=${text}` },
    { key: "facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}` },
    {
      key: "x",
      href: `https://x.com/intent/post?${new URLSearchParams({ text: title, url })}`,
    },
    {
      key: "email",
      // mailto: wants %20 for spaces, not "+": URLSearchParams would write "+".
      href: `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${title}\n${url}`)}`,
    },
  ];
}

export interface Place {
  /** "Street 1, City", for when the coordinates are not known. */
  address: string;
  latitude: number;
  longitude: number;
}

export interface DirectionsLink {
  key: "google" | "waze" | "osm";
  href: string;
}

/** Directions to a place in Google Maps, Waze and OpenStreetMap: by its coordinates, else its address. */
export function listDirectionsLinks(place: Place): DirectionsLink[] {
  const isLocated = !(place.latitude === 0 && place.longitude === 0);
  const point = `${place.latitude},${place.longitude}`;
  const address = encodeURIComponent(place.address);
  return isLocated
    ? [
        { key: "google", href: `https://www.google.com/maps/dir/?api=1&destination=${point}` },
        { key: "waze", href: `https://waze.com/ul?ll=${point}&navigate=yes` },
        {
          key: "osm",
          href: `https://www.openstreetmap.org/directions?route=${encodeURIComponent(`;${point}`)}#map=16/${place.latitude}/${place.longitude}`,
        },
      ]
    : [
        { key: "google", href: `https://www.google.com/maps/dir/?api=1&destination=${address}` },
        { key: "waze", href: `https://waze.com/ul?q=${address}&navigate=yes` },
        { key: "osm", href: `https://www.openstreetmap.org/search?query=${address}` },
      ];
}
