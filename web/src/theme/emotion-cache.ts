/**
 * The Emotion cache of MUI's styles: created here and nowhere else, so that critical-CSS
 * extraction for server-rendered pages (entry.server.tsx) hooks in at one place.
 *
 * Server render: entry.server.tsx creates one cache per page, hands it to the app through
 * `ServerEmotionCacheContext` (root.tsx passes it to AppProviders), renders, then extracts the
 * page's styles into `<style data-emotion="mui …">` tags in <head> (@emotion/server
 * extractCriticalToChunks; mui.com/material-ui/guides/server-rendering). In the browser the
 * session cache created by createCache finds those tags by their `mui ` key prefix, adopts them
 * and does not insert the same rules again (emotion.sh/docs/ssr "Advanced approach").
 */
import createCache, { type EmotionCache } from '@emotion/cache';
import { createContext } from 'react';

/** Key of every MUI style element and class name (`mui-…`). */
export const emotionCacheKey = 'mui';

/**
 * A new Emotion cache (one per browser session; one per page when rendering on the server).
 * `stylisPlugins: []` drops Emotion's default vendor prefixer (emotion.sh/docs/@emotion/cache
 * "stylisPlugins"): the browsers this site supports read the standard properties, and the
 * prefixes (`-webkit-box`, `-ms-flexbox`…) made up about a fifth of each page's critical CSS.
 */
export function createEmotionCache(): EmotionCache {
  return createCache({ key: emotionCacheKey, prepend: true, stylisPlugins: [] });
}

let browserCache: EmotionCache | undefined;

/**
 * The cache for this render: in the browser one cache for the session; on the server a new one
 * for every call, so each page gets its own complete styles.
 */
export function getEmotionCache(): EmotionCache {
  if (typeof document === 'undefined') return createEmotionCache();
  browserCache ??= createEmotionCache();
  return browserCache;
}

/**
 * The cache a server render writes into (set by entry.server.tsx around the router, read by the
 * root layout); undefined in the browser, where the session cache is used.
 */
export const ServerEmotionCacheContext = createContext<EmotionCache | undefined>(undefined);
