/** The preferred-store dropdown of the registration forms. */
import { tr, type Texts } from "../../lib/i18n/shown-text.ts";

/** A store option. */
export type StoreOption = { id: number; name: string };

type Props = {
  id: string;
  stores: StoreOption[];
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  /** Its texts on a page in another language. */
  texts?: Texts | undefined;
};

/** Preferred store (required). */
export default function StoreSelect({ id, stores, value, onChange, error, texts }: Props) {
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>{tr(texts, "Preferred Store")}</label>
      <select
        id={id}
        value={value}
        required
        aria-invalid={error !== undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{tr(texts, "Select Store")}</option>
        {stores.map((s) => (
          <option key={s.id} value={String(s.id)}>
            {s.name}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
