// @vitest-environment jsdom
/**
 * An admin section's query states (issue 14 "clear states"; issue 25 "one home"), through a real
 * TanStack Query client: loading, then the data; a failure with 'Try again' that refetches;
 * nothing on a 401 (the logged-out flow); the empty state of an empty list; other pending data.
 */
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminQueryState } from './admin-section-states';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;

/** A section reading `queryFn` (no retries), with the states' texts. */
function Section({ queryFn, pending }: { queryFn: () => Promise<string[]>; pending?: boolean }) {
  const query = useQuery({ queryKey: ['names'], queryFn, retry: false });
  return (
    <AdminQueryState
      query={query}
      loading="Loading names..."
      failed="The names could not be loaded."
      pending={pending}
      empty={<p>No names yet.</p>}
    >
      {(names) => (
        <ul>
          {names.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
    </AdminQueryState>
  );
}

/** Lets the query's answer reach the screen (TanStack Query notifies on a timer). */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

/** Mounts the section with a fresh client and lets its query settle. */
async function mount(queryFn: () => Promise<string[]>, pending?: boolean) {
  const client = new QueryClient();
  act(() =>
    root.render(
      <QueryClientProvider client={client}>
        <Section queryFn={queryFn} pending={pending} />
      </QueryClientProvider>,
    ),
  );
  await settle();
}

const button = (text: string) =>
  [...container.querySelectorAll('button')].find((element) => element.textContent === text);

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

describe('AdminQueryState', () => {
  it('shows the loading text in a status region, then the data', async () => {
    let answer: (names: string[]) => void = () => undefined;
    await mount(() => new Promise((resolve) => (answer = resolve)));
    expect(container.querySelector('[role="status"]')?.textContent).toBe('Loading names...');
    answer(['Ann', 'Bob']);
    await settle();
    expect([...container.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['Ann', 'Bob']);
    expect(container.querySelector('[role="status"]')).toBeNull();
  });

  it('keeps loading while other data is pending', async () => {
    await mount(async () => ['Ann'], true);
    expect(container.querySelector('[role="status"]')?.textContent).toBe('Loading names...');
    expect(container.querySelector('li')).toBeNull();
  });

  it('shows the failure with Try again, which refetches', async () => {
    const queryFn = vi.fn().mockRejectedValueOnce(new Error('500: boom')).mockResolvedValueOnce(['Ann']);
    await mount(queryFn);
    expect(container.querySelector('[role="alert"]')?.textContent).toContain('The names could not be loaded.');
    act(() => button('Try again')?.click());
    await settle();
    expect(queryFn).toHaveBeenCalledTimes(2);
    expect(container.querySelector('li')?.textContent).toBe('Ann');
  });

  it('shows nothing for a 401: that is the logged-out flow', async () => {
    await mount(() => Promise.reject(new Error('401: Unauthorized')));
    expect(container.querySelector('[role="alert"]')).toBeNull();
    expect(container.textContent).toBe('');
  });

  it('shows the empty state for an empty list', async () => {
    await mount(async () => []);
    expect(container.textContent).toBe('No names yet.');
  });
});
