/**
 * A Suspense boundary around a part of a prerendered page, so React hydrates that part on its
 * own, after the rest of the page has hydrated and committed: React leaves a server-rendered
 * boundary dehydrated during the first pass and hydrates it later at low priority, in its own
 * render and commit (selective hydration; react.dev/reference/react/Suspense,
 * github.com/reactwg/react-18/discussions/37). The first hydration then does less work in one
 * go, and long main-thread tasks get shorter (issue 5: Lighthouse TBT). A click on a part that
 * has not hydrated yet makes React hydrate it first and replay the event.
 * Nothing inside suspends, so the empty fallback never shows.
 */
import { Suspense, type ReactNode } from 'react';

/** Hydrates `children` separately from the rest of the page. */
export function HydrationBoundary({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
