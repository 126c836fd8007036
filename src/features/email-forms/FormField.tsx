/**
 * One field of an e-mail form, drawn by its kind: text, e-mail, phone (with the (999) 999-9999 mask
 * when asked), date picker, Select/yes/no select, text area or store select. The label is tied to
 * the control; the error is linked with aria-describedby and the control marked aria-invalid.
 */
import { tr, type Texts } from "../../lib/i18n/shown-text.ts";
import type { FieldDef } from "./fields.ts";
import { maskPhone } from "./phone-mask.ts";

type Props = {
  idPrefix: string;
  field: FieldDef;
  value: string;
  onChange: (key: string, value: string) => void;
  error?: string | undefined;
  /** Phone fields apply the (999) 999-9999 mask. */
  mask?: boolean;
  /** Store names of the store select. */
  stores?: readonly string[];
  /** The label and the select's first option in the page's language (absent: English). */
  label?: string | undefined;
  selectText?: string | undefined;
  /** The page's texts of the yes/no options, keyed by their English (absent: 'yes', 'no'). */
  texts?: Texts | undefined;
};

/** A labelled control with its inline error. */
export default function FormField({
  idPrefix,
  field: f,
  value,
  onChange,
  error,
  mask,
  stores,
  label,
  selectText,
  texts,
}: Props) {
  const id = `${idPrefix}-${f.key}`;
  const errorId = `${id}-error`;
  const common = {
    id,
    name: f.key,
    required: f.required,
    "aria-invalid": error !== undefined,
    "aria-describedby": error ? errorId : undefined,
  };
  let control;
  if (f.kind === "textarea") {
    control = <textarea {...common} rows={4} value={value} onChange={(e) => onChange(f.key, e.target.value)} />;
  } else if (f.kind === "yesno" || f.kind === "store") {
    const options = f.kind === "yesno" ? ["yes", "no"] : (stores ?? []);
    control = (
      <select {...common} value={value} onChange={(e) => onChange(f.key, e.target.value)}>
        <option value="">{selectText ?? "Select"}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {tr(texts, o)}
          </option>
        ))}
      </select>
    );
  } else {
    const type = f.kind === "tel" ? "tel" : f.kind === "email" ? "email" : f.kind === "date" ? "date" : "text";
    control = (
      <input
        {...common}
        type={type}
        value={value}
        autoComplete={f.autoComplete ?? "off"}
        maxLength={f.maxLength}
        inputMode={f.kind === "tel" ? "tel" : undefined}
        placeholder={f.kind === "tel" && mask ? "(999) 999-9999" : undefined}
        onChange={(e) => onChange(f.key, f.kind === "tel" && mask ? maskPhone(e.target.value) : e.target.value)}
      />
    );
  }
  return (
    <div className={`field field-${f.kind}`}>
      <label htmlFor={id}>
        {label ?? f.label}
        {f.required && <span aria-hidden="true"> *</span>}
      </label>
      {control}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
