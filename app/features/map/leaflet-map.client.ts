import L from "leaflet";
import "leaflet/dist/leaflet.css";
import "leaflet.markercluster/dist/MarkerCluster.css";
import "leaflet.markercluster/dist/MarkerCluster.Default.css";
import type { MapPoint, MapTiles } from "#app/features/map/map-view.ts";

// The interactive map, loaded only when a map comes into view: Leaflet over raster tiles, the
// galleries clustered. Nothing from a gallery's record is ever read as HTML.

export interface LeafletMapOptions {
  points: readonly MapPoint[];
  tiles: MapTiles;
  /** The link's text in each gallery's popup ("View the gallery"). */
  linkLabel: string;
  /** One gallery's own map: close in, no clusters. */
  isSingle: boolean;
  /** Called once the first tile arrives: the outline underneath may then be hidden. */
  onTilesShown(): void;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

function popupOf(point: MapPoint, options: LeafletMapOptions): HTMLElement {
  const box = document.createElement("div");
  const name = document.createElement("p");
  name.className = "font-semibold";
  name.textContent = point.name.text;
  name.dir = "auto";
  const city = document.createElement("p");
  city.textContent = point.city.text;
  city.dir = "auto";
  const link = document.createElement("a");
  link.href = point.href;
  link.textContent = options.linkLabel;
  box.append(name, city, link);
  return box;
}

/** Shows the map in `container`; returns what removes it. */
export async function mountLeafletMap(container: HTMLElement, options: LeafletMapOptions): Promise<() => void> {
  // The clustering plugin extends the global L.
  (window as unknown as { L: typeof L }).L = L;
  await import("leaflet.markercluster");
  const map = L.map(container, { scrollWheelZoom: false, attributionControl: true });
  map.attributionControl.setPrefix(false);
  const layer = L.tileLayer(options.tiles.url, {
    maxZoom: 19,
    attribution: escapeHtml(options.tiles.attribution),
  });
  layer.once("tileload", () => options.onTilesShown());
  layer.addTo(map);
  const markers = options.points.map((point) =>
    L.marker([point.latitude, point.longitude], {
      // A marker is a button for the keyboard and names its gallery.
      keyboard: true,
      title: point.name.text,
      alt: point.name.text,
      icon: L.divIcon({ className: "omanut-map-marker", iconSize: [24, 24] }),
    })
      // Closed with Escape or a click on the map: Leaflet's close button is smaller than a finger.
      .bindPopup(() => popupOf(point, options), { closeButton: false }),
  );
  if (options.isSingle || markers.length <= 1) {
    for (const marker of markers) marker.addTo(map);
  } else {
    const group = L.markerClusterGroup({ showCoverageOnHover: false });
    group.addLayers(markers);
    group.addTo(map);
  }
  const first = options.points[0];
  if (options.isSingle && first) map.setView([first.latitude, first.longitude], 15);
  else if (options.points.length > 0)
    map.fitBounds(L.latLngBounds(options.points.map((point) => [point.latitude, point.longitude])), {
      padding: [24, 24],
      maxZoom: 14,
    });
  else map.setView([31.5, 34.9], 7);
  return () => map.remove();
}
