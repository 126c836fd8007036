/**
 * A labelled input with its inline error: the label is tied to the input, the error (or hint) is
 * linked with aria-describedby, and aria-invalid marks the field so the form can focus it.
 */
import type { HTMLAttributes } from "react";

type Props = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  /** Short help under the field. */
  hint?: string | undefined;
  type?: "text" | "email" | "password" | "tel";
  autoComplete: string;
  inputMode?: HTMLAttributes<HTMLInputElement>["inputMode"];
  maxLength?: number;
  required?: boolean;
  onKeyUp?: () => void;
};

/** One form field. */
export default function TextField(p: Props) {
  const errorId = `${p.id}-error`;
  const hintId = `${p.id}-hint`;
  const describedBy = [p.error ? errorId : "", p.hint ? hintId : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className="field">
      <label htmlFor={p.id}>{p.label}</label>
      <input
        id={p.id}
        type={p.type ?? "text"}
        value={p.value}
        autoComplete={p.autoComplete}
        inputMode={p.inputMode}
        maxLength={p.maxLength}
        required={p.required !== false}
        aria-invalid={p.error !== undefined}
        aria-describedby={describedBy}
        onChange={(e) => p.onChange(e.target.value)}
        onKeyUp={p.onKeyUp}
      />
      {p.hint && (
        <p id={hintId} className="field-hint">
          {p.hint}
        </p>
      )}
      {p.error && (
        <p id={errorId} className="field-error">
          {p.error}
        </p>
      )}
    </div>
  );
}
