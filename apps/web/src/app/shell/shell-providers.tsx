import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { preloadToasts } from '../../api/notify.ts';
import { queryClient } from '../../api/query-client.ts';
import { getCurrentUser } from '../../api/session.ts';
import { createAppTheme } from '../theme.ts';

/**
 * Theme and query cache live with the shell (a lazy chunk), so /login stays light. The cache
 * goes away with the shell when the session ends: nothing of one user is shown to the next.
 */
export function ShellProviders({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const theme = useMemo(() => createAppTheme(i18n.language), [i18n.language]);
  useEffect(() => {
    preloadToasts();
    return () => {
      if (!getCurrentUser()) queryClient.clear();
    };
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </QueryClientProvider>
  );
}
