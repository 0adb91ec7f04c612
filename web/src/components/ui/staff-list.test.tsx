// @vitest-environment jsdom
/**
 * The staff list's states (spec §2 Manage Projects, spec §6 Leads inbox): loading,
 * error with a retry that refetches, nothing on a 401, empty with and without 'Clear Search',
 * the table on wide screens and the cards on phones, and the selection.
 */
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { cleanup, render } from '@testing-library/react';
import { act, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StaffList, type StaffListProps, type StaffListQuery } from './staff-list';

interface Row {
  id: string;
  name: string;
}

const rows: Row[] = [
  { id: 'a', name: 'Ann' },
  { id: 'b', name: 'Bob' },
];
const done: StaffListQuery = { isPending: false, isError: false, error: null, refetch: () => undefined };

/** Props of a small list of people, with `overrides`. */
const props = (overrides: Partial<StaffListProps<Row>> = {}): StaffListProps<Row> => ({
  items: rows,
  itemKey: (row) => row.id,
  dataKey: 'row-id',
  query: done,
  label: 'People',
  columns: [
    { header: 'Name', render: (row) => row.name },
    { header: 'Id', render: (row) => row.id, title: (row) => `id ${row.id}` },
  ],
  renderCard: (row) => <p data-card>{row.name}</p>,
  tableMinWidth: 500,
  search: { label: 'Search people', placeholder: 'Name', value: '', onChange: () => undefined },
  filters: [
    { label: 'Kind', value: 'all', options: [{ value: 'all', label: 'All kinds' }], onChange: () => undefined },
  ],
  filterWidth: 180,
  loadingText: 'Loading people...',
  errorText: 'Could not load people.',
  empty: { text: 'Nobody here.' },
  sectionLabel: { label: 'People list' },
  ...overrides,
});

let container: HTMLElement;

const theme = createTheme();

/** Renders `node` alone in the document, under a theme (its breakpoints decide phone or not). */
function mount(node: ReactNode) {
  cleanup();
  container = render(<ThemeProvider theme={theme}>{node}</ThemeProvider>).container;
  return container;
}

/** The button whose text is `text`. */
const button = (text: string) =>
  [...container.querySelectorAll('button')].find((element) => element.textContent === text);

/** Makes every `(max-width…)` media query match (a phone) or none (a desktop). */
function screen(phone: boolean) {
  window.matchMedia = (query: string) =>
    ({
      matches: phone && query.includes('max-width'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
    }) as unknown as MediaQueryList;
}

beforeEach(() => screen(false));

afterEach(cleanup);

describe('StaffList', () => {
  it('shows the toolbar and the loading text in a live status region while loading', () => {
    mount(<StaffList {...props({ query: { ...done, isPending: true } })} />);
    expect(container.querySelector('[role="status"]')?.textContent).toBe('Loading people...');
    expect(container.querySelector('input[type="search"]')).not.toBeNull();
    expect(container.querySelector('section')?.getAttribute('aria-label')).toBe('People list');
    expect(container.querySelector('table')).toBeNull();
  });

  it('shows the error with Try again, which refetches', () => {
    const refetch = vi.fn();
    mount(<StaffList {...props({ query: { ...done, isError: true, error: new Error('500: boom'), refetch } })} />);
    expect(container.querySelector('[role="alert"]')?.textContent).toContain('Could not load people.');
    act(() => button('Try again')?.click());
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('shows nothing for a 401: that is the logged-out flow', () => {
    mount(<StaffList {...props({ query: { ...done, isError: true, error: new Error('401: Unauthorized') } })} />);
    expect(container.querySelector('[role="alert"]')).toBeNull();
    expect(container.textContent).not.toContain('Could not load people.');
  });

  it('shows the empty text, and Clear Search only when given', () => {
    mount(<StaffList {...props({ items: [] })} />);
    expect(container.textContent).toContain('Nobody here.');
    expect(button('Clear Search')).toBeUndefined();

    const clear = vi.fn();
    mount(<StaffList {...props({ items: [], empty: { text: 'No match.', onClearSearch: clear } })} />);
    expect(container.textContent).toContain('No match.');
    act(() => button('Clear Search')?.click());
    expect(clear).toHaveBeenCalledTimes(1);
  });

  it('draws a table of the columns on a desktop, a row per item with its data attribute', () => {
    const open = vi.fn();
    mount(<StaffList {...props({ onOpen: open })} />);
    const table = container.querySelector('table[aria-label="People"]');
    expect([...(table?.querySelectorAll('th') ?? [])].map((th) => th.textContent)).toEqual(['Name', 'Id']);
    const row = container.querySelector('tr[data-row-id="b"]');
    expect(row?.textContent).toBe('Bobb');
    expect(row?.querySelectorAll('td')[1]?.getAttribute('title')).toBe('id b');
    act(() => (row?.querySelector('td') as HTMLElement).click());
    expect(open).toHaveBeenCalledWith(rows[1]);
    expect(container.querySelector('[data-card]')).toBeNull();
  });

  it('draws one card per item on a phone', () => {
    screen(true);
    mount(<StaffList {...props()} />);
    expect(container.querySelector('table')).toBeNull();
    const cards = container.querySelectorAll('ul[aria-label="People"] > li[data-row-id]');
    expect([...cards].map((card) => card.textContent)).toEqual(['Ann', 'Bob']);
  });

  it('selects rows with their checkboxes and all shown with the header one', () => {
    const onToggle = vi.fn();
    const onToggleAll = vi.fn();
    const selection = {
      selected: new Set(['a']),
      onToggle,
      onToggleAll,
      itemLabel: (row: Row) => `Select ${row.name}`,
      allLabel: 'Select all people shown',
    };
    mount(<StaffList {...props({ selection })} />);
    const all = container.querySelector<HTMLInputElement>('input[aria-label="Select all people shown"]');
    expect(all?.getAttribute('data-indeterminate')).toBe('true');
    expect(container.querySelector<HTMLInputElement>('input[aria-label="Select Ann"]')?.checked).toBe(true);
    expect(container.querySelector('tr[data-row-id="a"]')?.className).toContain('Mui-selected');
    act(() => container.querySelector<HTMLInputElement>('input[aria-label="Select Bob"]')?.click());
    expect(onToggle).toHaveBeenCalledWith('b');
    act(() => all?.click());
    expect(onToggleAll).toHaveBeenCalledTimes(1);

    screen(true);
    mount(<StaffList {...props({ selection: { ...selection, selected: new Set(['a', 'b']) } })} />);
    expect(container.querySelectorAll('li input[type="checkbox"]:checked')).toHaveLength(2);
    act(() => button('Select none')?.click());
    expect(onToggleAll).toHaveBeenCalledTimes(2);
  });
});
