import type { ChangeEvent, InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';

/** A field of a form on the public page (booking, registration): its label, the input, its problem. */
export function PublicField({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="booking-field">
      <label htmlFor={id}>{label}</label>
      {children}
      {error && (
        <span className="booking-error" id={`${id}-error`} role="alert">
          {error}
        </span>
      )}
    </div>
  );
}

/** A change of a public form's input or select. */
type ChangeHandler = (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;

/** A text input (or date, number…) in its PublicField, described by its problem while it has one. */
export function PublicInput({
  id,
  label,
  error,
  ...input
}: { id: string; label: string; error?: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <PublicField id={id} label={label} error={error}>
      <input id={id} aria-describedby={error ? `${id}-error` : undefined} {...input} />
    </PublicField>
  );
}

/**
 * A select in its PublicField, described by its problem while it has one; with a `placeholder`, an
 * empty first option ("Alegeți …") stands for nothing chosen yet.
 */
export function PublicSelect({
  id,
  label,
  error,
  placeholder,
  options,
  ...select
}: {
  id: string;
  label: string;
  error?: string;
  placeholder?: string;
  options: readonly { value: string | number; label: string }[];
} & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <PublicField id={id} label={label} error={error}>
      <select id={id} aria-describedby={error ? `${id}-error` : undefined} {...select}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </PublicField>
  );
}

/**
 * The props of a public form's input or select `key` for PublicInput or PublicSelect: its id
 * (`<prefix>-<key>`), its value, its change and its problem.
 */
export function inputsOf<V, K extends keyof V & string>(
  prefix: string,
  values: V,
  problems: Partial<Record<NoInfer<K>, string>>,
  set: (key: K) => ChangeHandler,
) {
  return (key: K) => ({ id: `${prefix}-${key}`, value: String(values[key]), onChange: set(key), error: problems[key] });
}

/** The field people leave empty and robots fill: the API refuses a request that carries it. */
export function HoneypotField({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (e: ChangeEvent<HTMLInputElement>) => void;
}) {
  return (
    <div className="booking-hp" aria-hidden="true">
      <label htmlFor={id}>Site web</label>
      <input id={id} tabIndex={-1} autoComplete="off" value={value} onChange={onChange} />
    </div>
  );
}

/** The consent box a public request needs, with what the person agrees to and its problem. */
export function ConsentField({
  checked,
  onChange,
  error,
  children,
}: {
  checked: boolean;
  onChange: (e: ChangeEvent<HTMLInputElement>) => void;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="booking-field booking-consent">
      <label>
        <input type="checkbox" checked={checked} onChange={onChange} /> {children}
      </label>
      {error && (
        <span className="booking-error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}

/** A public form's end: why the last request was refused, and the button that sends it. */
export function PublicSubmit({ failure, busy, label }: { failure: string | null; busy: boolean; label: string }) {
  return (
    <>
      {failure && (
        <p className="booking-error" role="alert">
          {failure}
        </p>
      )}
      <button type="submit" disabled={busy}>
        {busy ? 'Se trimite…' : label}
      </button>
    </>
  );
}

/**
 * A public block or field whose read got no answer (a dropped signal; readFailed, shared/readState.ts):
 * says so, never "none" or an empty list, with „Reîncearcă” that reads it again.
 */
export function PublicReadFailed({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <div className="public-read-failed" role="status">
      <p>{text}</p>
      <button type="button" className="public-retry" onClick={onRetry}>
        Reîncearcă
      </button>
    </div>
  );
}
