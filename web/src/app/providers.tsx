/**
 * Every app-wide provider, in one place: Emotion cache (key `mui`), MUI theme + CssBaseline,
 * TanStack Query (spec §9 defaults) and notistack toasts (spec §9: 1 visible, 5 s).
 */
import { CacheProvider, type EmotionCache } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { useState, type ReactNode } from 'react';
import { createQueryClient } from '../lib/query-client';
import { appTheme } from '../theme/app-theme';
import { getEmotionCache } from '../theme/emotion-cache';

export interface AppProvidersProps {
  children: ReactNode;
  /** A cache to render into (build-time prerender); default: the session's cache. */
  emotionCache?: EmotionCache;
  /** A query client to use (tests, prerender); default: a new one for this app. */
  queryClient?: QueryClient;
}

/** Wraps the app in its providers; the query client and cache are made once per app instance. */
export function AppProviders({ children, emotionCache, queryClient }: AppProvidersProps) {
  const [cache] = useState(() => emotionCache ?? getEmotionCache());
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={appTheme}>
        <CssBaseline />
        <QueryClientProvider client={client}>
          <SnackbarProvider
            maxSnack={1}
            autoHideDuration={5000}
            anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          >
            {children}
          </SnackbarProvider>
        </QueryClientProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}
