/**
 * The few Leaflet 1.9 APIs the store maps use, typed for its ES module build (the package ships no
 * types of its own).
 */
declare module "leaflet/dist/leaflet-src.esm.js" {
  export type LatLngTuple = [number, number];
  export interface LeafletMap {
    setView(center: LatLngTuple, zoom: number): LeafletMap;
    remove(): void;
    invalidateSize(): void;
  }
  export interface Layer {
    addTo(map: LeafletMap): this;
  }
  export interface Marker extends Layer {
    bindPopup(content: HTMLElement | string): Marker;
  }
  export function map(
    element: HTMLElement,
    options?: { scrollWheelZoom?: boolean; attributionControl?: boolean; zoomControl?: boolean },
  ): LeafletMap;
  export function tileLayer(
    template: string,
    options?: { attribution?: string; maxZoom?: number; crossOrigin?: boolean | string },
  ): Layer;
  export function marker(
    at: LatLngTuple,
    options?: { icon?: unknown; title?: string; alt?: string; keyboard?: boolean },
  ): Marker;
  export function divIcon(options: {
    className?: string;
    html?: string;
    iconSize?: LatLngTuple;
    iconAnchor?: LatLngTuple;
    popupAnchor?: LatLngTuple;
  }): unknown;
}
