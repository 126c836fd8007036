/**
 * The page's service worker registration, inline in every page's head: at most 2 KB, no
 * library. It registers the chain's worker, `sw.js` at the chain's root, with the chain's root as
 * its scope (`/` on the chain's host, `/<site>/` in path mode), after the page has loaded so it
 * never competes with the first paint. On a first visit the page was fetched before the worker
 * controlled it; when the worker takes control (`controllerchange`) the page asks it to keep the
 * page for offline use (`{ keep: <address> }`), so a page opened once online opens offline too.
 * The root resolves against the document's base: the offline page, served at another address, has
 * a `<base>` of its own route.
 */

/** The worker's file at the chain's root. */
export const WORKER_FILE = "sw.js";

/**
 * The inline script, as short as it reads (every browser with service workers has arrow functions and
 * `?.`); the chain root comes from its `data-base` attribute (relative to the page).
 */
export const REGISTER_SCRIPT =
  "(()=>{let s=navigator.serviceWorker,d=document.currentScript;if(!s||!d)return;" +
  'let b=new URL(d.dataset.base||"./",document.baseURI).href;' +
  's.addEventListener("controllerchange",()=>s.controller?.postMessage({keep:location.href}));' +
  `addEventListener("load",()=>s.register(b+"${WORKER_FILE}",{scope:b}).catch(e=>console.warn("service worker",e)))})();`;
