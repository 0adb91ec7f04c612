/**
 * Every app-wide provider, in one place: Emotion cache (key `mui`), MUI theme + CssBaseline,
 * TanStack Query (spec §9 defaults; the staff screens' data and the sign-in check) and notistack
 * toasts (spec §9: 1 visible, 5 s; components/ui/toast-provider.tsx). The page's site data comes
 * from the root route's loader (root.tsx, lib/site-data.ts).
 */
import { CacheProvider, type EmotionCache } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ToastProvider } from '../components/ui/toast-provider';
import { createQueryClient } from '../lib/query-client';
import { appTheme } from '../theme/app-theme';
import { getEmotionCache } from '../theme/emotion-cache';

export interface AppProvidersProps {
  children: ReactNode;
  /** The cache a server render writes into; default: the browser session's cache. */
  emotionCache?: EmotionCache;
}

/** Wraps the app in its providers; the query client and cache are made once per app instance. */
export function AppProviders({ children, emotionCache }: AppProvidersProps) {
  const [cache] = useState(() => emotionCache ?? getEmotionCache());
  const [client] = useState(createQueryClient);
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={appTheme}>
        <CssBaseline />
        <QueryClientProvider client={client}>
          <ToastProvider>{children}</ToastProvider>
        </QueryClientProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}
