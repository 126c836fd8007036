/**
 * The few Leaflet 1.9 APIs the store maps use (contact and About pages), typed for its ES module
 * build (the package ships no types of its own). Both maps import this one build, so the site has
 * one Leaflet chunk for the browser to cache.
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
    remove(): this;
  }
  export interface Marker extends Layer {
    bindPopup(content: HTMLElement | string): Marker;
  }
  export function map(
    element: HTMLElement,
    options?: {
      center?: LatLngTuple;
      zoom?: number;
      scrollWheelZoom?: boolean;
      attributionControl?: boolean;
      zoomControl?: boolean;
      keyboard?: boolean;
      dragging?: boolean;
      doubleClickZoom?: boolean;
      touchZoom?: boolean;
      boxZoom?: boolean;
    },
  ): LeafletMap;
  export const control: {
    zoom(options: { zoomInTitle: string; zoomOutTitle: string }): { addTo(map: LeafletMap): unknown };
  };
  export function tileLayer(
    template: string,
    options?: { attribution?: string; maxZoom?: number; crossOrigin?: boolean | string },
  ): Layer;
  export function marker(
    at: LatLngTuple,
    options?: { icon?: unknown; title?: string; alt?: string; keyboard?: boolean },
  ): Marker;
  export function circleMarker(
    at: LatLngTuple,
    options?: { radius?: number; color?: string; weight?: number; fillOpacity?: number },
  ): Layer;
  export function divIcon(options: {
    className?: string;
    html?: string;
    iconSize?: LatLngTuple;
    iconAnchor?: LatLngTuple;
    popupAnchor?: LatLngTuple;
  }): unknown;
}

declare module "leaflet/dist/leaflet.css";
