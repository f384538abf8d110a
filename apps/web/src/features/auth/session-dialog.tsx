import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { ThemeProvider } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, validationErrors } from '../../api/error-bodies.ts';
import { toastedStatus } from '../../api/failure-toast.ts';
import { HttpError } from '../../api/http.ts';
import { confirmSession, confirmSessionCode, getCurrentUser } from '../../api/session.ts';
import { abandonSession, resumeSession } from '../../api/session-expiry.ts';
import { createAppTheme } from '../../app/theme.ts';
import './texts.ts';

/** What the sign-in answer says about the password, or about the attempt as a whole (429). */
function refusal(error: unknown): string | undefined {
  const invalid = validationErrors(error);
  if (invalid) {
    const { errors } = invalid;
    return errors.password?.[0] ?? errors.code?.[0] ?? errors.challenge?.[0] ?? errors.email?.[0] ?? invalid.message;
  }
  if (error instanceof HttpError && error.status > 0 && error.status < 500 && !toastedStatus(error.status)) {
    return errorMessage(error)?.message;
  }
  return undefined;
}

/**
 * Over the page when the session ended during work (issue 12): the same e-mail, read-only, and the
 * password; nothing under it is unmounted, so the form keeps what was typed, and the request that
 * met the 401 goes again once the user is back. It mounts outside the shell, hence its own theme.
 */
export function SessionDialog() {
  const { t, i18n } = useTranslation();
  const theme = useMemo(() => createAppTheme(i18n.language), [i18n.language]);
  const titleId = useId();
  const [email] = useState(() => getCurrentUser()?.email ?? '');
  const [password, setPassword] = useState('');
  // an account with two-factor sign-in owes a code after the password
  const [challenge, setChallenge] = useState<string>();
  const [code, setCode] = useState('');
  const codeInput = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  // the code field replaces the password's while the busy button held the focus: once the button
  // is itself again (the dialog's focus trap has settled), the focus moves on to the code
  useEffect(() => {
    if (!challenge || busy) return;
    const frame = requestAnimationFrame(() => codeInput.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [challenge, busy]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (!challenge && !password) return setProblem(t('auth.passwordRequired'));
    if (challenge && !code.trim()) return setProblem(t('auth.twoFactor.codeRequired'));
    setBusy(true);
    setProblem(undefined);
    try {
      const who = challenge
        ? await confirmSessionCode(challenge, code.replace(/\s+/g, '').toLowerCase())
        : await confirmSession(password);
      if (typeof who === 'object') {
        setChallenge(who.challenge);
        setBusy(false);
        return;
      }
      if (who === 'same') await resumeSession();
      else abandonSession('reload');
    } catch (error) {
      setBusy(false);
      // a challenge that ran out starts over from the password
      if (validationErrors(error)?.errors.challenge) setChallenge(undefined);
      setProblem(refusal(error));
    }
  };

  return (
    <ThemeProvider theme={theme}>
      <Dialog
        open
        maxWidth="xs"
        fullWidth
        // no onClose: the only ways out are signing in or out, not Escape or the backdrop
        aria-labelledby={titleId}
      >
        <form noValidate onSubmit={onSubmit}>
          <DialogTitle id={titleId}>{t('session.title')}</DialogTitle>
          <DialogContent sx={{ display: 'grid', gap: 2 }}>
            <DialogContentText>{t('session.text')}</DialogContentText>
            <TextField
              label={t('auth.email')}
              value={email}
              autoComplete="username"
              slotProps={{ htmlInput: { readOnly: true } }}
            />
            {challenge ? (
              <TextField
                key="code"
                label={t('auth.twoFactor.codeLabel')}
                value={code}
                onChange={(event) => {
                  setCode(event.target.value);
                  setProblem(undefined);
                }}
                autoComplete="one-time-code"
                inputRef={codeInput}
                required
                error={Boolean(problem)}
                helperText={problem ?? t('auth.twoFactor.eitherHint')}
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 32, spellCheck: false } }}
              />
            ) : (
              <TextField
                key="password"
                label={t('auth.password')}
                type="password"
                value={password}
                onChange={(event) => {
                  setPassword(event.target.value);
                  setProblem(undefined);
                }}
                autoComplete="current-password"
                autoFocus
                required
                error={Boolean(problem)}
                helperText={problem}
              />
            )}
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={() => abandonSession('login')} disabled={busy}>
              {t('session.signOut')}
            </Button>
            <Button type="submit" variant="contained" loading={busy}>
              {t('session.submit')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </ThemeProvider>
  );
}
