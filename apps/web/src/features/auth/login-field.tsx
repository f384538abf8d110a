import type { InputHTMLAttributes, ReactNode } from 'react';

interface LoginFieldProps {
  id: string;
  label: string;
  error?: string;
  /** Help under the field while it has no error (a password's rules). */
  hint?: string;
  input: InputHTMLAttributes<HTMLInputElement>;
  /** A button inside the field's right edge (the password's eye). */
  adornment?: ReactNode;
}

/** An outlined field in MUI's look, drawn with plain CSS (the login route loads no MUI). */
export function LoginField({ id, label, error, hint, input, adornment }: LoginFieldProps) {
  const helpId = `${id}-help`;
  const help = error ?? hint;
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
          aria-describedby={help ? helpId : undefined}
        />
        {adornment}
      </div>
      {help ? (
        <p className={error ? 'k-field__help' : 'k-field__help k-field__help--hint'} id={helpId}>
          {help}
        </p>
      ) : null}
    </div>
  );
}
