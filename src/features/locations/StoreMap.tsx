/**
 * The map of one store (accounts §2.13, §9): Leaflet with the chain's tile address, a marker whose
 * popup shows the store name, zoom 13, 480 px high (347 px on theme 2). The island hydrates when it
 * scrolls into view and loads Leaflet only then; until then, or when the script cannot run, the box
 * shows the address in words, so the page reads fine without the map.
 */
import { useEffect, useRef, useState } from "react";
import "leaflet/dist/leaflet.css";
import "./store-map.css";
import { CONTACT_MAP_ZOOM, STORE_PIN, escapeText } from "../../shared/stores/stores.ts";

type Props = {
  name: string;
  lat: number;
  lng: number;
  /** Tile URL template ({z}/{x}/{y}, optionally {s}). */
  tileUrl: string;
  /** Plain-text attribution. */
  attribution?: string | undefined;
  /** 480 or 347. */
  height: number;
  /** The address in words (the box's text until the map draws). */
  address: string;
  /** The map's name and the note when it cannot load, on a page in another language ('Map of {store}'). */
  label?: string;
  failedNote?: string;
  /** The map's zoom buttons' names (Leaflet's own are English). */
  zoomIn?: string;
  zoomOut?: string;
};

/** One store map. */
export default function StoreMap({
  name,
  lat,
  lng,
  tileUrl,
  attribution,
  height,
  address,
  label = `Map of ${name}`,
  failedNote = "(the map could not be loaded)",
  zoomIn = "Zoom in",
  zoomOut = "Zoom out",
}: Props) {
  const box = useRef<HTMLElement>(null);
  const [drawn, setDrawn] = useState(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let cancelled = false;
    let remove = () => {};
    // One chain for the load and its failure: a rejection reaches the fallback, never the page as an error.
    void import("leaflet/dist/leaflet-src.esm.js").then(
      (L) => {
        const el = box.current;
        if (cancelled || el === null) return;
        const map = L.map(el, { scrollWheelZoom: false, zoomControl: false }).setView([lat, lng], CONTACT_MAP_ZOOM);
        L.control.zoom({ zoomInTitle: zoomIn, zoomOutTitle: zoomOut }).addTo(map);
        L.tileLayer(tileUrl, { maxZoom: 19, ...(attribution ? { attribution: escapeText(attribution) } : {}) }).addTo(
          map,
        );
        const popup = document.createElement("strong");
        popup.textContent = name;
        L.marker([lat, lng], { icon: L.divIcon(STORE_PIN), title: name, alt: name, keyboard: true })
          .addTo(map)
          .bindPopup(popup);
        remove = () => map.remove();
        setDrawn(true);
      },
      () => {
        // No map (script blocked or offline): the address stays in its place.
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
      remove();
    };
  }, [lat, lng, tileUrl, attribution, name, zoomIn, zoomOut]);
  return (
    <div className="store-map" style={{ height: `${height}px` }}>
      <section ref={box} className="store-map-canvas" aria-label={label}>
        {!drawn && (
          <p className="store-map-fallback">
            {address}
            {failed && <span className="visually-hidden"> {failedNote}</span>}
          </p>
        )}
      </section>
    </div>
  );
}
