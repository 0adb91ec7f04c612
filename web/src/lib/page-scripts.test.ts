import { describe, expect, it } from 'vitest';
import { pageScripts } from './page-scripts';

describe('pageScripts', () => {
  it('loads no React and the named islands, in order, once each, when no route asks to hydrate', () => {
    const matches = [
      { handle: undefined, loaderData: {} },
      { handle: { islands: ['site'] }, loaderData: null },
      { handle: { islands: ['carousel', 'site'] }, loaderData: null },
    ];
    expect(pageScripts(matches)).toEqual({ hydrate: false, islands: ['site', 'carousel'] });
  });
  it('hydrates, with no islands, when any route asks to', () => {
    expect(
      pageScripts([
        { handle: { islands: ['site'] }, loaderData: null },
        { handle: { hydrate: true }, loaderData: null },
      ]),
    ).toEqual({ hydrate: true, islands: [] });
  });
  it('asks function handles with the route data', () => {
    const handle = { hydrate: (data: { post: unknown }) => data.post === null, islands: () => ['project'] as const };
    expect(pageScripts([{ handle, loaderData: { post: null } }])).toEqual({ hydrate: true, islands: [] });
    expect(pageScripts([{ handle, loaderData: { post: {} } }])).toEqual({ hydrate: false, islands: ['project'] });
  });
});
