import type { InputHTMLAttributes, ReactNode } from 'react';

interface LoginFieldProps {
  id: string;
  label: string;
  error?: string;
  input: InputHTMLAttributes<HTMLInputElement>;
  /** A button inside the field's right edge (the password's eye). */
  adornment?: ReactNode;
}

/** An outlined field in MUI's look, drawn with plain CSS (the login route loads no MUI). */
export function LoginField({ id, label, error, input, adornment }: LoginFieldProps) {
  const helpId = `${id}-help`;
  return (
    <div className={error ? 'k-field k-field--error' : 'k-field'}>
      <label className="k-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="k-field__control">
        <input
          {...input}
          id={id}
          className="k-field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? helpId : undefined}
        />
        {adornment}
      </div>
      {error ? (
        <p className="k-field__help" id={helpId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
