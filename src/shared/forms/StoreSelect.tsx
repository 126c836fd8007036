/** The preferred-store dropdown of the registration forms. */

/** A store option. */
export type StoreOption = { id: number; name: string };

type Props = {
  id: string;
  stores: StoreOption[];
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
};

/** Preferred store (required). */
export default function StoreSelect({ id, stores, value, onChange, error }: Props) {
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>Preferred Store</label>
      <select
        id={id}
        value={value}
        required
        aria-invalid={error !== undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">Select Store</option>
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
