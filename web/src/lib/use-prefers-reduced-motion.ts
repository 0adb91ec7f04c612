/** React hook form of `prefers-reduced-motion: reduce` (false during the build-time render). */
import useMediaQuery from '@mui/material/useMediaQuery';

/** True when the visitor asks for reduced motion; re-renders when the setting changes. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
