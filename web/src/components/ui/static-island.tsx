/**
 * Server-rendered content that the browser keeps as static HTML instead of hydrating (issue 5:
 * main-thread work on load; ADR 0006). For parts of a prerendered page that only show content
 * and plain links (the services grid, the footer), hydration would re-run every MUI component
 * and Emotion style just to attach handlers nobody needs: their links work as ordinary links.
 *
 * How: on the server the children render inside a wrapper <div>. In the browser, while the page
 * that was loaded is a prerendered one and no client-side navigation has happened yet, the
 * wrapper renders with an empty `dangerouslySetInnerHTML`: React hydrates the wrapper, leaves
 * its server-rendered children alone, and keeps them on later renders (the inner HTML prop never
 * changes). Anywhere else (after a client-side navigation, on the SPA fallback, in development)
 * the children render normally. This is the "static/SSR-only" partial-hydration pattern
 * (e.g. github.com/valcol/react-hydration-on-demand, react-lazy-hydration `ssrOnly`).
 */
import { useState, type CSSProperties, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useHydrated } from '../../lib/use-hydrated';

let initialKey: string | undefined;
let navigated = false;

/**
 * The root calls this with the location key on its first render and on every change: a key other
 * than the first means a client-side navigation happened, and islands mounted from then on render
 * live (also when going back to the first entry).
 */
export function noteLocation(key: string): void {
  if (typeof window === 'undefined') return;
  if (initialKey === undefined) initialKey = key;
  else if (key !== initialKey) navigated = true;
}

/** Is this a prerendered page the browser is still showing as loaded (no navigation yet)? */
function onInitialPrerenderedPage(locationKey: string): boolean {
  if (typeof window === 'undefined' || import.meta.env.DEV || navigated || locationKey !== initialKey) return false;
  const context = (window as { __reactRouterContext?: { isSpaMode?: boolean } }).__reactRouterContext;
  return context?.isSpaMode === false;
}

/**
 * Keeps `children` as server-rendered HTML on the initial prerendered page; renders them otherwise.
 * Only an island that hydrates is kept: one that mounts later (e.g. the project page's hero, once
 * its data has arrived on the prerendered project page shell) has no server HTML and renders.
 * `style` goes on the wrapper <div> (e.g. `height: 100%` where the children fill their parent).
 */
export function StaticIsland({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  const { key } = useLocation();
  const hydrated = useHydrated();
  const [frozen] = useState(() => !hydrated && onInitialPrerenderedPage(key));
  if (frozen) {
    return (
      <div data-static-island="" style={style} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />
    );
  }
  return (
    <div data-static-island="" style={style}>
      {children}
    </div>
  );
}
