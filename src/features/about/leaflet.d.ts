/** The part of Leaflet the store map uses (the package ships no types). */
declare module "leaflet" {
  interface Layer {
    addTo(map: LeafletMap): Layer;
  }
  interface LeafletMap {
    remove(): void;
  }
  const L: {
    map(el: HTMLElement, options: Record<string, unknown>): LeafletMap;
    tileLayer(url: string, options?: Record<string, unknown>): Layer;
    circleMarker(at: [number, number], options?: Record<string, unknown>): Layer;
  };
  export default L;
}
declare module "leaflet/dist/leaflet.css";
