/**
 * The Emotion cache of MUI's styles: created here and nowhere else, so that critical-CSS
 * extraction for prerendered pages (issue 5) can hook in at one place.
 */
import createCache, { type EmotionCache } from '@emotion/cache';

/** Key of every MUI style element and class name (`mui-…`). */
export const emotionCacheKey = 'mui';

/** A new Emotion cache (one per browser session; one per page when rendering on the server). */
export function createEmotionCache(): EmotionCache {
  return createCache({ key: emotionCacheKey, prepend: true });
}

let browserCache: EmotionCache | undefined;

/**
 * The cache for this render: in the browser one cache for the session; on the server (build-time
 * prerender) a new one for every call, so each page gets its own complete styles.
 */
export function getEmotionCache(): EmotionCache {
  if (typeof document === 'undefined') return createEmotionCache();
  browserCache ??= createEmotionCache();
  return browserCache;
}
