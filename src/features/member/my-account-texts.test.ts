import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { englishLeftovers } from "../../../scripts/check/language-audit.ts";
import { NEEDS_CONNECTION } from "../../lib/browser-state.ts";
import { en } from "../../lib/i18n/en.ts";
import { es } from "../../lib/i18n/es.ts";
import { shownErrors } from "../../lib/i18n/shown-text.ts";
import { ERROR_NOTIFICATION } from "../../lib/toast.ts";
import type { CardState } from "../../shared/card/CardImage.tsx";
import { CARD_ALT_TEXT, CARD_FAILED_TEXT, CARD_LOADING_TEXT } from "../../shared/card/CardImage.tsx";
import { EMAILS_MUST_MATCH, PHONE_INVALID, PHONE_SHORT } from "../../shared/forms/messages.ts";
import type { StoredUser } from "../../shared/session/session-store.ts";
import { CARD_NUMBER_TEXT } from "./CardBarcode.tsx";
import { validateEmailChange, validateProfile } from "./member-validation.ts";
import { myAccountTexts } from "./member-texts.server.ts";
import MyAccount from "./MyAccount.tsx";
import { DELETE_CONFIRM, EMAIL_CHANGED, PROFILE_UPDATED, USER_DELETED } from "./outcomes.ts";

const USER = {
  UserToken: "token-1",
  MemberNumber: "4000123456789",
  UserDetailId: 9,
  FirstName: "Ana",
  LastName: "López",
  MobileNumber: "8285550100",
  Username: "ana@example.com",
  ClientStoreId: 7,
  ClientStoreName: "Downtown",
} as unknown as StoredUser;

// The island as a signed-in member sees it (the build renders it for nobody), its card as set here.
let card: CardState = { state: "loading" };
vi.mock("../../shared/session/use-user.ts", () => ({ useUser: () => USER }));
vi.mock("../../shared/card/use-card.ts", () => ({ useCard: () => card }));

/** My Account with everything the chain may allow, on a page with `texts`. */
function rendered(texts: Record<string, string> | undefined): string {
  return renderToStaticMarkup(
    createElement(MyAccount, {
      stores: [{ id: 7, name: "Downtown" }],
      allowEmailChange: true,
      allowUserDelete: true,
      ...(texts ? { texts } : {}),
    }),
  );
}

/** Texts of the English catalogue left in a Spanish rendering. */
const english = (html: string) => englishLeftovers(`<html lang="es"><body>${html}</body></html>`, en, es);

const STATES: CardState[] = [
  { state: "loading" },
  { state: "failed" },
  { state: "ready", url: "https://example.com/card.png", number: USER.MemberNumber },
];

describe("My Account on a Spanish page", () => {
  beforeEach(() => {
    card = { state: "loading" };
  });

  it("gives an English page no texts, so the island writes the specs' English as before", () => {
    expect(myAccountTexts("en")).toBeUndefined();
    card = STATES[0]!;
    const html = rendered(undefined);
    for (const text of [
      "Card number 4000123456789",
      "Loading your card…",
      ">Profile</h2>",
      ">First Name</label>",
      ">Last Name</label>",
      ">Email</label>",
      'aria-label="Change email"',
      ">Change</button>",
      ">Phone Number</label>",
      ">Preferred Store</label>",
      ">Select Store</option>",
      ">Submit</button>",
      ">Change Email</h2>",
      ">New Email</label>",
      ">Confirm Email</label>",
      ">Save</button>",
      ">Close</button>",
      ">Delete Account</h2>",
      "This cannot be undone.</p>",
      ">Delete Account</button>",
    ])
      expect(html).toContain(text);
    card = STATES[2]!;
    expect(rendered(undefined)).toContain('alt="Loyalty card barcode, card number 4000123456789"');
    // The check below finds the English where it is.
    expect(english(html).length).toBeGreaterThan(15);
  });

  it("renders no English text of the catalogue, whatever the card's state", () => {
    const texts = myAccountTexts("es");
    for (const state of STATES) {
      card = state;
      const html = rendered(texts);
      expect(english(html), state.state).toEqual([]);
      expect(html).toContain(`>${es["member.profile"]}</h2>`);
      expect(html).toContain(`>${es["form.label.firstname"]}</label>`);
      expect(html).toContain(`>${es["form.selectStore"]}</option>`);
      expect(html).toContain(`>${es["member.deleteAccount"]}</button>`);
      expect(html).toContain(`>${es["forgot.submit"]}</button>`);
    }
    card = STATES[2]!;
    expect(rendered(texts)).toContain(`alt="${es["member.cardAlt"].replace("{number}", USER.MemberNumber)}"`);
    card = STATES[1]!;
    expect(rendered(texts)).toContain(es["member.cardFailed"]);
  });

  it("shows every rule's message in Spanish, with the rules unchanged", () => {
    const texts = myAccountTexts("es");
    const profile = { firstname: " ", lastname: "", email: "ana@example.com", MobileNumber: "82a", client_store: "" };
    expect(shownErrors(texts, validateProfile(profile))).toEqual({
      firstname: "El campo Nombre es obligatorio",
      lastname: "El campo Apellido es obligatorio",
      MobileNumber: es["form.phoneInvalid"],
      client_store: "El campo Tienda preferida es obligatorio",
    });
    expect(shownErrors(texts, validateProfile({ ...profile, MobileNumber: "828" })).MobileNumber).toBe(
      es["form.phoneShort"],
    );
    expect(shownErrors(texts, validateEmailChange({ newEmail: "", confirmEmail: "" }))).toEqual({
      newEmail: "El campo Correo electrónico nuevo es obligatorio",
      confirmEmail: "El campo Confirme el correo electrónico es obligatorio",
    });
    expect(shownErrors(texts, validateEmailChange({ newEmail: "ana@", confirmEmail: "ana@example.com" }))).toEqual({
      newEmail: es["form.emailInvalid"],
      confirmEmail: es["member.emailsMatch"],
    });
  });

  it("keys every text by the English the island writes, so no toast, confirm or caption falls back to English", () => {
    const keyed: [string, string][] = [
      [PROFILE_UPDATED, "member.profileUpdated"],
      [EMAIL_CHANGED, "member.emailChanged"],
      [USER_DELETED, "member.userDeleted"],
      [DELETE_CONFIRM, "member.deleteConfirm"],
      [EMAILS_MUST_MATCH, "member.emailsMatch"],
      [CARD_NUMBER_TEXT, "member.cardNumber"],
      [CARD_LOADING_TEXT, "member.cardLoading"],
      [CARD_FAILED_TEXT, "member.cardFailed"],
      [CARD_ALT_TEXT, "member.cardAlt"],
      [PHONE_INVALID, "form.phoneInvalid"],
      [PHONE_SHORT, "form.phoneShort"],
      [NEEDS_CONNECTION, "connection.needed"],
      [ERROR_NOTIFICATION, "toast.errorNotification"],
    ];
    const texts = myAccountTexts("es") ?? {};
    for (const [text, key] of keyed) {
      expect(en[key as keyof typeof en], key).toBe(text);
      expect(texts[text], key).toBe(es[key as keyof typeof es]);
    }
  });
});
