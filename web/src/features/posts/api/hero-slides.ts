/**
 * The home hero slides' calls (functions routes/hero-slides.ts; contract hero-slides.ts):
 * GET /api/hero-slides (staff: the saved slides, or null), PUT the whole list, DELETE ("Reset to
 * the designed slides"). A write puts the answer in the query, refreshes the set-up checklist (its
 * "Hero photos" step) and asks `/` whether it renders with it (lib/live-pages.ts).
 */
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiPaths } from '@site/contract/api';
import type { HeroSlidesInput, HeroSlidesState } from '@site/contract/hero-slides';
import { apiRequest } from '../../../lib/api-client';
import { checkLivePages } from '../../../lib/live-pages';

/** Query key (and URL) of the saved slides. */
export const heroSlidesQueryKey = [apiPaths.heroSlides] as const;

/** GETs the saved slides. @throws Error "{status}: {body}" (spec §8) */
export async function fetchHeroSlides(): Promise<HeroSlidesState> {
  return (await (await apiRequest('GET', apiPaths.heroSlides)).json()) as HeroSlidesState;
}

/**
 * The saved slides.
 * @param enabled false until staff are known (no request otherwise)
 */
export function useHeroSlides(enabled = true) {
  return useQuery({ queryKey: heroSlidesQueryKey, queryFn: fetchHeroSlides, enabled, staleTime: 0 });
}

/** After a write: the answer in the query, the checklist stale, `/` asked for (never rejects). */
async function written(queryClient: QueryClient, state: HeroSlidesState): Promise<void> {
  queryClient.setQueryData(heroSlidesQueryKey, state);
  void checkLivePages(queryClient, ['/']);
  await queryClient.invalidateQueries({ queryKey: [apiPaths.setup] });
}

/** PUTs the slides. @throws Error "{status}: {body}" (400 `{message, errors}` keyed `slides.N.field`) */
export async function saveHeroSlides(body: HeroSlidesInput): Promise<HeroSlidesState> {
  return (await (await apiRequest('PUT', apiPaths.heroSlides, body)).json()) as HeroSlidesState;
}

/** The save mutation of the editor. */
export function useSaveHeroSlides() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveHeroSlides, onSuccess: (state) => written(queryClient, state) });
}

/** DELETEs the slides (the designed slides show again). @throws Error "{status}: {body}" */
export async function resetHeroSlides(): Promise<HeroSlidesState> {
  return (await (await apiRequest('DELETE', apiPaths.heroSlides)).json()) as HeroSlidesState;
}

/** The reset mutation of the editor. */
export function useResetHeroSlides() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: resetHeroSlides, onSuccess: (state) => written(queryClient, state) });
}
