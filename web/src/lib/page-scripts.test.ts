import { describe, expect, it } from 'vitest';
import { pageHydrates } from './page-scripts';

describe('pageHydrates', () => {
  it('is false when no route asks to hydrate', () => {
    expect(
      pageHydrates([
        { handle: undefined, loaderData: {} },
        { handle: { hydrate: false }, loaderData: null },
      ]),
    ).toBe(false);
  });
  it('is true when any route asks to', () => {
    expect(
      pageHydrates([
        { handle: {}, loaderData: null },
        { handle: { hydrate: true }, loaderData: null },
      ]),
    ).toBe(true);
  });
  it('asks function handles with the route data', () => {
    const handle = { hydrate: (data: { post: unknown }) => data.post === null };
    expect(pageHydrates([{ handle, loaderData: { post: null } }])).toBe(true);
    expect(pageHydrates([{ handle, loaderData: { post: {} } }])).toBe(false);
  });
});
