import { describe, expect, it } from "vitest";
import { MemoryStorage } from "../../test-support/memory-storage.ts";
import { GUARD_SCRIPT, LOGIN_REQUIRED } from "./guard-script.ts";
import { en } from "../../lib/i18n/en.ts";

type Data = Record<string, string>;
type Link = { rel: string; as: string; href: string; attrs: Record<string, string> };
type Run = { replaced: string | null; shown: boolean; local: MemoryStorage; session: MemoryStorage; head: Link[] };

/** Runs the script once, as in `<head>` (data on the script) or after a guarded container. */
function run(
  place: "head" | "container",
  data: Data,
  signedIn: boolean,
  href: string,
  stored: Record<string, string> = {},
): Run {
  const local = new MemoryStorage();
  const session = new MemoryStorage();
  if (signedIn) local.setItem("userdataacme", JSON.stringify({ UserToken: "tok", MemberNumber: "41000001" }));
  for (const [k, v] of Object.entries(stored)) local.setItem(k, v);
  const head: Link[] = [];
  const container = { dataset: place === "container" ? data : {}, hidden: true };
  const script = { dataset: place === "head" ? data : {}, previousElementSibling: container };
  const result: Run = { replaced: null, shown: false, local, session, head };
  const url = new URL(href);
  const location = { href, search: url.search, replace: (to: string) => (result.replaced = to) };
  const document = {
    currentScript: script,
    querySelector: () => (place === "container" ? { content: "../" } : null),
    createElement: (): Link => {
      const link: Link = { rel: "", as: "", href: "", attrs: {} };
      return Object.assign(link, { setAttribute: (k: string, v: string) => (link.attrs[k] = v) });
    },
    head: { appendChild: (link: Link) => head.push(link) },
  };
  new Function("document", "location", "localStorage", "sessionStorage", GUARD_SCRIPT)(
    document,
    location,
    local,
    session,
  );
  result.shown = !container.hidden;
  return result;
}

const keys = { userKey: "userdataacme", redirectKey: "redirectTargetacme", message: LOGIN_REQUIRED };
const page = "https://shop.example/acme/my-account/";

describe("the guards' one redirect rule", () => {
  for (const place of ["head", "container"] as const) {
    const member: Data = place === "head" ? { ...keys, require: "member", base: "../" } : { ...keys, guard: "member" };
    const guest: Data = place === "head" ? { ...keys, require: "guest", base: "../" } : { ...keys, guard: "guest" };

    it(`${place}: a guest on a member page goes to /login with the target and the toast kept`, () => {
      const r = run(place, member, false, page);
      expect(r.replaced).toBe("https://shop.example/acme/login/");
      expect(r.local.getItem("redirectTargetacme")).toBe("/my-account/");
      expect(JSON.parse(r.session.getItem("flash")!)).toEqual({ type: "error", message: LOGIN_REQUIRED });
      expect(r.shown).toBe(false);
    });

    it(`${place}: a member stays; only the container is shown`, () => {
      const r = run(place, member, true, page);
      expect(r.replaced).toBeNull();
      expect(r.shown).toBe(place === "container");
    });

    it(`${place}: a hand-off login on its way is left alone`, () => {
      const r = run(place, member, false, `${page}?usertoken=abc`);
      expect(r.replaced).toBeNull();
      expect(r.shown).toBe(false);
    });

    it(`${place}: a signed-in visitor on a guest page goes to the site root`, () => {
      expect(run(place, guest, true, "https://shop.example/acme/login/").replaced).toBe("https://shop.example/acme/");
      const r = run(place, guest, false, "https://shop.example/acme/login/");
      expect(r.replaced).toBeNull();
      expect(r.shown).toBe(place === "container");
    });
  }
});

describe("the remembered card barcode, asked for from the head", () => {
  const data: Data = { ...keys, require: "member", base: "../", cardKey: "cardacme" };
  const card = (over: Record<string, string> = {}) => ({
    cardacme: JSON.stringify({
      member: "41000001",
      url: "https://gw.example/barcode.png",
      number: "41000001",
      ...over,
    }),
  });

  it("preloads the member's own remembered barcode at high priority", () => {
    const r = run("head", data, true, page, card());
    expect(r.replaced).toBeNull();
    expect(r.head).toEqual([
      expect.objectContaining({
        rel: "preload",
        as: "image",
        href: "https://gw.example/barcode.png",
        attrs: { fetchpriority: "high" },
      }),
    ]);
  });

  it("asks for nothing for a guest, another member's card, a non-http address or an unreadable record", () => {
    expect(run("head", data, false, page, card()).head).toEqual([]);
    expect(run("head", data, true, page, card({ member: "41000002" })).head).toEqual([]);
    expect(run("head", data, true, page, card({ url: "javascript:alert(1)" })).head).toEqual([]);
    expect(run("head", data, true, page, { cardacme: "{" }).head).toEqual([]);
  });

  it("asks for nothing on a page without the card", () => {
    const { cardKey: _none, ...plain } = data;
    expect(run("head", plain, true, page, card()).head).toEqual([]);
  });
});

describe("a members' page's module preloads, carried by the head guard", () => {
  const data: Data = { ...keys, require: "member", base: "../", preload: "/_assets/a.js /_assets/b.js" };

  it("adds them at low priority for a signed-in member", () => {
    const r = run("head", data, true, page);
    expect(r.head).toEqual([
      expect.objectContaining({ rel: "modulepreload", href: "/_assets/a.js", attrs: { fetchpriority: "low" } }),
      expect.objectContaining({ rel: "modulepreload", href: "/_assets/b.js", attrs: { fetchpriority: "low" } }),
    ]);
  });

  it("adds none for a guest, who is sent to /login instead", () => {
    const r = run("head", data, false, page);
    expect(r.replaced).toBe("https://shop.example/acme/login/");
    expect(r.head).toEqual([]);
  });
});

describe("the guard's toast", () => {
  it("is the catalogue's English on English pages (the pages pass each language's text)", () => {
    expect(en["guard.loginRequired"]).toBe(LOGIN_REQUIRED);
  });
});
