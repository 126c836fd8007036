/** Card number and its confirmation, with the live result of the card check. */
import { tr, type Texts } from "../../lib/i18n/shown-text.ts";
import type { CardLength } from "../../lib/site-config.ts";
import { cardStatusText, type CardStatus } from "./card-check.ts";
import { digitsOnly } from "../../shared/forms/field-rules.ts";
import TextField from "../../shared/forms/TextField.tsx";

type Props = {
  values: { card: string; confirmCard: string };
  errors: { card?: string | undefined; confirmCard?: string | undefined };
  onField: (key: "card" | "confirmCard", value: string) => void;
  cardLength: CardLength;
  status: CardStatus;
  /** Its texts on a page in another language. */
  texts?: Texts | undefined;
};

/** Card Number, Confirm Card Number and the check status. */
export default function CardFields({ values, errors, onField, cardLength, status, texts }: Props) {
  const t = (english: string) => tr(texts, english);
  const digits = cardLength.min === cardLength.max ? `${cardLength.max}` : `${cardLength.min}-${cardLength.max}`;
  // No maxlength: it would cut a pasted '4001 0000 0001' before the spaces are removed.
  const common = { autoComplete: "off", inputMode: "numeric" as const };
  return (
    <>
      <TextField
        id="link-card-card"
        label={t("Card Number")}
        hint={t(`${digits} digits, as printed on your card`)}
        value={values.card}
        onChange={(v) => onField("card", digitsOnly(v, cardLength.max))}
        error={errors.card}
        {...common}
      />
      <TextField
        id="link-card-confirm-card"
        label={t("Confirm Card Number")}
        value={values.confirmCard}
        onChange={(v) => onField("confirmCard", digitsOnly(v, cardLength.max))}
        error={errors.confirmCard}
        {...common}
      />
      <p className={`card-status card-${status}`} role="status">
        {t(cardStatusText(status))}
      </p>
    </>
  );
}
