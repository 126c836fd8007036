import { describe, expect, it } from "vitest";
import { en } from "../../lib/i18n/en.ts";
import { es } from "../../lib/i18n/es.ts";
import { shownErrors } from "../../lib/i18n/shown-text.ts";
import { ERROR_NOTIFICATION } from "../../lib/toast.ts";
import { changeSecretTexts } from "./member-texts.server.ts";
import { secretLabels, secretWord, validateSecretChange } from "./member-validation.ts";

/** Every message a rule can give, in Spanish: none left in English. */
const english = new Set<string>(Object.values(en));

describe("the Change PIN / Change Password form on a Spanish page", () => {
  it("gives an English page no texts", () => {
    expect([changeSecretTexts("en", "pin"), changeSecretTexts("en", "password")]).toEqual([undefined, undefined]);
  });

  it("shows every rule's message, label and title in Spanish, in both modes", () => {
    for (const mode of ["pin", "password"] as const) {
      const texts = changeSecretTexts("es", mode);
      const forms = [
        { oldSecret: "", newSecret: "", confirmSecret: "" },
        { oldSecret: "12", newSecret: "12a", confirmSecret: "1234567890123" },
        { oldSecret: "1234", newSecret: "123456", confirmSecret: "123457" },
      ];
      const shown = forms.flatMap((form) => Object.values(shownErrors(texts, validateSecretChange(mode, form))));
      expect(shown.length).toBeGreaterThan(5);
      for (const message of shown) {
        expect(message, `${mode}: "${message}" is shown as the rule wrote it`).not.toMatch(
          /field is required|may only contain|must be|need to match/,
        );
      }
      const labels = secretLabels(mode);
      for (const text of [labels.title, labels.oldSecret, labels.newSecret, labels.confirmSecret, "Submit"])
        expect(english.has(texts?.[text] ?? text), text).toBe(false);
      expect(texts?.[`${secretWord(mode)} changed successfully`]).toBe(
        mode === "pin" ? es["changeSecret.donePin"] : es["changeSecret.donePassword"],
      );
      expect(texts?.[ERROR_NOTIFICATION]).toBe(es["toast.errorNotification"]);
    }
    expect(
      shownErrors(
        changeSecretTexts("es", "pin"),
        validateSecretChange("pin", { oldSecret: "12", newSecret: "", confirmSecret: "" }),
      ).oldSecret,
    ).toBe("El campo PIN actual debe tener exactamente 4 dígitos");
    expect(
      shownErrors(
        changeSecretTexts("es", "password"),
        validateSecretChange("password", { oldSecret: "abc", newSecret: "", confirmSecret: "" }),
      ).oldSecret,
    ).toBe("El campo Contraseña actual debe tener de 4 a 12 caracteres");
  });
});
