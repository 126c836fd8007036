/**
 * Build-time props of the account entry pages: the chain's options from its site config, the
 * relative links of the page (so the same HTML works in host and path mode), and from these (with
 * the store list for the preferred-store dropdown) the props of each entry form's island, so every
 * page that shows a form passes it the same.
 */
import { siteHref } from "../../lib/links.ts";
import { termsPath } from "../../lib/policies.ts";
import { siteConfigFor, type SiteConfig } from "../../lib/site-config.ts";
import { registerRoute, signInRoute } from "../../lib/route-list.ts";
import type { Tenant } from "../../tenant/tenant.ts";
import { DEFAULT_LANGUAGE, type Language } from "../../tenant/languages.ts";
import type { Texts } from "../../lib/i18n/shown-text.ts";
import { forgotTexts, linkCardTexts, loginTexts, registerTexts } from "./entry-texts.server.ts";
import type { ForgotProps } from "./ForgotForm.tsx";
import type { LinkCardProps } from "./LinkCardForm.tsx";
import type { LoginProps } from "./LoginForm.tsx";
import type { SimpleRegisterProps } from "./SimpleRegisterForm.tsx";
import type { StoreOption } from "../../shared/forms/StoreSelect.tsx";

/** Relative links of an entry page. */
export type EntryLinks = {
  login: string;
  forgot: string;
  register: string;
  simpleRegister: string;
  linkCard: string;
  /** The chain's terms and conditions; null when it has none (the forms name them without a link). */
  terms: string | null;
};

/** Island props of the entry forms. */
export type EntryForms = {
  login: LoginProps;
  forgot: ForgotProps;
  simpleRegister: SimpleRegisterProps;
  linkCard: LinkCardProps;
};

/** What the entry pages render from. */
export type EntryPage = {
  config: SiteConfig;
  href: EntryLinks;
  /** The link-card page's explanatory text and images. */
  linkCard: { text?: string; barcodeImage?: string; appImage?: string };
  forms: EntryForms;
};

/** Props of an entry page at `route` (the entry routes exist only for ready tenants). */
export function entryPage(tenant: Tenant, route: string, lang: Language = DEFAULT_LANGUAGE): EntryPage {
  if (tenant.status !== "ok") throw new Error(`${tenant.site}: account pages need the chain's settings`);
  const to = (target: string): string => siteHref(route, target);
  const terms = termsPath(tenant.data.COMPANY_POLICIES);
  const lc = tenant.data.LINK_CARD;
  const config = siteConfigFor(tenant);
  const stores = tenant.stores.map((s) => ({ id: s.ClientStoreId, name: s.ClientStoreName }));
  const href: EntryLinks = {
    login: to(signInRoute(tenant)),
    forgot: to("/forget-pin"),
    register: to(registerRoute(tenant)),
    simpleRegister: to("/simple-register"),
    linkCard: to("/link-card-registration"),
    terms: terms === null ? null : to(terms),
  };
  return {
    config,
    href,
    linkCard: {
      ...(lc?.text ? { text: lc.text } : {}),
      ...(lc?.barcode_image ? { barcodeImage: lc.barcode_image } : {}),
      ...(lc?.app_image ? { appImage: lc.app_image } : {}),
    },
    forms: entryForms(config, stores, href, lang),
  };
}

/** Props with the form's texts on a page in another language (none in English: the props are as before). */
const inLanguage = <P extends object>(props: P, texts: Texts | undefined): P => (texts ? { ...props, texts } : props);

/** The island props of each entry form, in the order the pages have always passed them. */
function entryForms(config: SiteConfig, stores: StoreOption[], href: EntryLinks, lang: Language): EntryForms {
  const { passwordMode, recaptchaSiteKey } = config;
  return {
    login: inLanguage(
      { passwordMode, recaptchaSiteKey, forgotHref: href.forgot, registerHref: href.register },
      loginTexts(lang),
    ),
    forgot: inLanguage(
      { passwordMode, recaptchaSiteKey, loginHref: href.login, registerHref: href.register },
      forgotTexts(lang),
    ),
    simpleRegister: inLanguage(
      {
        passwordMode,
        phoneRequired: config.phoneRequired,
        hideZip: config.hideZip,
        clientId: config.clientId,
        storeGroupId: config.storeGroupId,
        stores,
        recaptchaSiteKey,
        termsHref: href.terms,
        loginHref: href.login,
      },
      registerTexts(lang),
    ),
    linkCard: inLanguage(
      {
        passwordMode,
        cardLength: config.cardLength,
        stores,
        recaptchaSiteKey,
        termsHref: href.terms,
        loginHref: href.login,
      },
      linkCardTexts(lang, config.cardLength),
    ),
  };
}
