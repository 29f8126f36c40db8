import type { ReactNode } from 'react';

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
