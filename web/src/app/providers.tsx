/**
 * Every app-wide provider, in one place: Emotion cache (key `mui`), MUI theme + CssBaseline,
 * TanStack Query (spec §9 defaults), the page's live site data (lib/site-data.ts) and notistack toasts (spec §9: 1 visible, 5 s;
 * components/ui/toast-provider.tsx).
 */
import { CacheProvider, type EmotionCache } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ToastProvider } from '../components/ui/toast-provider';
import type { SiteData } from '@site/contract/site-data';
import { createQueryClient } from '../lib/query-client';
import { SiteDataContext } from '../lib/site-data';
import { appTheme } from '../theme/app-theme';
import { getEmotionCache } from '../theme/emotion-cache';

export interface AppProvidersProps {
  children: ReactNode;
  /** A cache to render into (build-time prerender); default: the session's cache. */
  emotionCache?: EmotionCache;
  /** A query client to use (a server render's, holding the page's data); default: a new one for this app. */
  queryClient?: QueryClient;
  /** The page's live site data (lib/site-data.ts currentSiteData()). */
  siteData: SiteData;
}

/** Wraps the app in its providers; the query client and cache are made once per app instance. */
export function AppProviders({ children, emotionCache, queryClient, siteData }: AppProvidersProps) {
  const [cache] = useState(() => emotionCache ?? getEmotionCache());
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={appTheme}>
        <CssBaseline />
        <QueryClientProvider client={client}>
          <SiteDataContext.Provider value={siteData}>
            <ToastProvider>{children}</ToastProvider>
          </SiteDataContext.Provider>
        </QueryClientProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}
