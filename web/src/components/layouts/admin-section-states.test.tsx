// @vitest-environment jsdom
/**
 * An admin section's query states ("clear states" "one home"), through a real
 * TanStack Query client: loading, then the data; a failure with 'Try again' that refetches;
 * nothing on a 401 (the logged-out flow); the empty state of an empty list; other pending data.
 */
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminQueryState } from './admin-section-states';

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

/** Renders the section with a fresh client. */
function mount(queryFn: () => Promise<string[]>, pending?: boolean) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <Section queryFn={queryFn} pending={pending} />
    </QueryClientProvider>,
  );
}

afterEach(cleanup);

describe('AdminQueryState', () => {
  it('shows the loading text in a status region, then the data', async () => {
    let answer: (names: string[]) => void = () => undefined;
    mount(() => new Promise((resolve) => (answer = resolve)));
    expect(screen.getByRole('status').textContent).toBe('Loading names...');
    answer(['Ann', 'Bob']);
    expect((await screen.findAllByRole('listitem')).map((li) => li.textContent)).toEqual(['Ann', 'Bob']);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('keeps loading while other data is pending', async () => {
    const queryFn = vi.fn(async () => ['Ann']);
    mount(queryFn, true);
    await vi.waitFor(() => expect(queryFn).toHaveBeenCalled());
    expect(screen.getByRole('status').textContent).toBe('Loading names...');
    expect(screen.queryByRole('listitem')).toBeNull();
  });

  it('shows the failure with Try again, which refetches', async () => {
    const queryFn = vi.fn().mockRejectedValueOnce(new Error('500: boom')).mockResolvedValueOnce(['Ann']);
    mount(queryFn);
    expect((await screen.findByRole('alert')).textContent).toContain('The names could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByRole('listitem')).textContent).toBe('Ann');
    expect(queryFn).toHaveBeenCalledTimes(2);
  });

  it('shows nothing for a 401: that is the logged-out flow', async () => {
    const { container } = mount(() => Promise.reject(new Error('401: Unauthorized')));
    await vi.waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(container.textContent).toBe('');
  });

  it('shows the empty state for an empty list', async () => {
    const { container } = mount(async () => []);
    await screen.findByText('No names yet.');
    expect(container.textContent).toBe('No names yet.');
  });
});
