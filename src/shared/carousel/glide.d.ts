/** The part of @glidejs/glide's modular build the carousels use (the package ships no types). */
declare module "@glidejs/glide/dist/glide.modular.esm.js" {
  type Component = (glide: Glide, components: unknown, events: unknown) => unknown;
  export default class Glide {
    constructor(selector: HTMLElement, options?: Record<string, unknown>);
    index: number;
    settings: Record<string, unknown>;
    mount(extensions?: Record<string, Component>): Glide;
    update(settings?: Record<string, unknown>): Glide;
    go(pattern: string): Glide;
    on(event: string | string[], handler: () => void): Glide;
    destroy(): void;
  }
  export const Anchors: Component;
  export const Swipe: Component;
  export const Images: Component;
  export const Breakpoints: Component;
}
