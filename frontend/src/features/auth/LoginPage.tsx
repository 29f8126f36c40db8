import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { errorStatus, serverMessage, NETWORK_ERROR } from '@/shared/api/describeError';
import { EMAIL_MESSAGE, REQUIRED_MESSAGE } from '@/shared/list/messages';
import { useLoginMutation, useRegistrationQuery } from './api';
import './login.css';

interface LoginFailure {
  status: number | null;
  message: string;
}

type Field = 'email' | 'password';
type Values = Record<Field, string>;

/** The email check of antd's forms (async-validator), so both say 'Invalid email address' alike. */
const EMAIL =
  /^(([^<>()[\]\\.,;:\s@"]+(\.[^<>()[\]\\.,;:\s@"]+)*)|(".+"))@((\[[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}])|(([a-zA-Z\-0-9\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]+\.)+[a-zA-Z\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]{2,}))$/;

export function loginErrors(values: Values): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  const email = values.email.trim();
  if (!email) errors.email = REQUIRED_MESSAGE;
  else if (!EMAIL.test(email)) errors.email = EMAIL_MESSAGE;
  if (!values.password.trim()) errors.password = REQUIRED_MESSAGE;
  return errors;
}

/**
 * Sign-in. Plain React and CSS, no antd (the login route loads ≤ 150 KB of JavaScript
 * gzip, not the whole app); it looks like the antd screens. The login call is silent in the base
 * query: this form shows the HTTP status and the server's `error` (docs/errors.md, sign-in), a
 * 403 (suspended company) included, once, in the form's alert, not again as a toast. The field
 * messages are the app's own (noValidate: no browser bubble). On success the guest guard sends the
 * user home.
 */
export default function LoginPage({ showRegister = false, subtitle }: { showRegister?: boolean; subtitle?: string }) {
  const [login, { isLoading }] = useLoginMutation();
  // Offered once the API says registration is open here (REGISTRATION_OPEN); not asked where never offered.
  const registration = useRegistrationQuery(undefined, { skip: !showRegister });
  const [failure, setFailure] = useState<LoginFailure | null>(null);
  const [values, setValues] = useState<Values>({ email: '', password: '' });
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [showPassword, setShowPassword] = useState(false);
  const errors = loginErrors(values);
  const shown = (f: Field) => (touched[f] ? errors[f] : undefined);

  const change = (f: Field) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [f]: e.target.value }));
    setTouched((t) => ({ ...t, [f]: true }));
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched({ email: true, password: true });
    if (Object.keys(errors).length) return;
    setFailure(null);
    try {
      await login({ loginDto: { email: values.email.trim(), password: values.password } }).unwrap();
    } catch (error) {
      const status = errorStatus(error);
      const message = serverMessage(error) ?? (status === null ? NETWORK_ERROR : 'A aparut o eroare');
      setFailure({ status, message });
    }
  };

  return (
    <div className="login-page">
      <main className="login-main">
        <div className="auth-brand">Bălți</div>
        <div className="login-card">
          <h1>Autentificare</h1>
          {subtitle && <p className="login-subtitle">{subtitle}</p>}
          {failure && (
            <div className="login-alert" role="alert" data-testid="login-error">
              <strong>{failure.status !== null ? `Eroare ${failure.status}` : 'Eroare de rețea'}</strong>
              <div>{failure.message}</div>
            </div>
          )}
          <form noValidate onSubmit={(e) => void onSubmit(e)} aria-busy={isLoading}>
            <div className="login-field">
              <label htmlFor="login-email">Email</label>
              <input
                id="login-email"
                type="email"
                autoComplete="username"
                autoFocus
                value={values.email}
                onChange={change('email')}
                disabled={isLoading}
                aria-invalid={!!shown('email')}
                aria-describedby={shown('email') ? 'login-email-error' : undefined}
              />
              {shown('email') && (
                <div id="login-email-error" className="login-field-error">
                  {shown('email')}
                </div>
              )}
            </div>
            <div className="login-field">
              <label htmlFor="login-password">Parolă</label>
              <div className="login-password">
                <input
                  id="login-password"
                  type={showPassword ? 'text' : 'password'}
                  autoComplete="current-password"
                  value={values.password}
                  onChange={change('password')}
                  disabled={isLoading}
                  aria-invalid={!!shown('password')}
                  aria-describedby={shown('password') ? 'login-password-error' : undefined}
                />
                <button
                  type="button"
                  className="login-eye"
                  aria-label={showPassword ? 'Ascunde parola' : 'Arată parola'}
                  aria-pressed={showPassword}
                  onClick={() => setShowPassword((s) => !s)}
                >
                  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                    <path
                      fill="currentColor"
                      d="M12 5C6.5 5 2.7 9.2 1.5 12c1.2 2.8 5 7 10.5 7s9.3-4.2 10.5-7C21.3 9.2 17.5 5 12 5Zm0 11.5a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9Zm0-2.3a2.2 2.2 0 1 0 0-4.4 2.2 2.2 0 0 0 0 4.4Z"
                    />
                    {showPassword && <path stroke="currentColor" strokeWidth="2" d="M3 3l18 18" />}
                  </svg>
                </button>
              </div>
              {shown('password') && (
                <div id="login-password-error" className="login-field-error">
                  {shown('password')}
                </div>
              )}
            </div>
            <button type="submit" className="login-submit" disabled={isLoading}>
              {isLoading && <span className="spinner small" aria-hidden="true" />}
              Autentificare
            </button>
          </form>
          <div className="login-links">
            <Link to="/forgot-password">Ai uitat parola?</Link>
            {showRegister && registration.data?.open !== false && !registration.isLoading && (
              <Link to="/register">Nu ai cont? Înregistrează-te</Link>
            )}
          </div>
        </div>
      </main>
    </div>
  );
}
