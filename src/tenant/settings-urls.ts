/**
 * Every URL a page renders from a chain's settings goes through the one allow-list
 * (src/lib/safe-url.ts) when the tenant is built: a URL that fails it is dropped, with a warning
 * naming the chain, file and key path (the pull prints it; so does the build). Links then render
 * as plain labels; a policy whose external URL was dropped is left out.
 */
import { safeUrl } from "../lib/safe-url.ts";
import type { SiteData } from "./tenant-schema.ts";

/** Where the warnings go. */
export type Warn = (message: string) => void;

/** A copy of `data` with every unsafe settings URL dropped; one warning per dropped URL. */
export function dropUnsafeUrls(site: string, file: string, data: SiteData, warn: Warn): SiteData {
  const check = (path: string, url: string | undefined): string | undefined => {
    if (url === undefined || url.trim() === "" || url.trim().startsWith("#")) return url;
    if (safeUrl(url) !== null) return url;
    warn(`tenant "${site}", ${file}: data.${path}: URL dropped (not http, https, mailto, tel or a same-site path)`);
    return undefined;
  };
  const out: SiteData = structuredClone(data);
  out.MENU = out.MENU.map((entry, i) => ({
    ...entry,
    menu_url: check(`MENU[${i}].menu_url`, entry.menu_url) ?? "#",
    submenu: entry.submenu.map((sub, j) => {
      const base = `MENU[${i}].submenu[${j}]`;
      const url = check(`${base}.submenu_url`, sub.submenu_url);
      return {
        ...sub,
        submenu_url: url ?? "#",
        submenu_link: url === undefined ? false : sub.submenu_link,
        submenu_list: sub.submenu_list.map((item, k) => {
          const link = check(`${base}.submenu_list[${k}].link`, item.link);
          const { link: _dropped, ...rest } = item;
          return link === undefined ? rest : { ...rest, link };
        }),
      };
    }),
  }));
  out.HOME_SLIDER = out.HOME_SLIDER.map((slide, i) => {
    const link = check(`HOME_SLIDER[${i}].slider_button_link`, slide.slider_button_link);
    const { slider_button_link: _dropped, ...rest } = slide;
    return link === undefined ? rest : { ...rest, slider_button_link: link };
  });
  out.COMPANY_POLICIES = out.COMPANY_POLICIES.map((group, g) => ({
    ...group,
    policie: group.policie.filter(
      (p, i) => p.is_text || check(`COMPANY_POLICIES[${g}].policie[${i}].url`, p.url) !== undefined,
    ),
  }));
  for (const key of ["HOME_DOMAIN", "SIGNIN_URL", "REGISTER_URL", "APP_URL_ANDROID", "APP_URL_IOS"] as const) {
    if (check(key, out[key]) === undefined) delete out[key];
  }
  return out;
}
