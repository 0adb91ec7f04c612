/**
 * The one staff list of the admin: the projects list of the Admin Panel (spec §2
 * "Manage Projects", spec §5 local filtering) and the Leads inbox (spec §6 staff side, and
 * 26) both render their rows through it, and keep their own data, columns and actions.
 *
 * It draws, inside one card section:
 * - `heading` (optional), then the toolbar: the search box (`search`) growing, and one select per
 *   entry of `filters` at a fixed width (search on its own row on phones);
 * - `summary` (optional: the count line), with 'Select all shown' / 'Select none' on phones when
 *   rows can be selected;
 * - the body, in exactly one of four states:
 *   loading — `loadingText` with a spinner in a live status region;
 *   error — `errorText` with 'Try again' (calls `query.refetch`); nothing on a 401, which is the
 *     logged-out flow (lib/api-client.ts `isUnauthorizedError`);
 *   empty — `empty.text`, with 'Clear Search' when `empty.onClearSearch` is given;
 *   rows — a table of `columns` (tablet and desktop) or one card per item drawn by `renderCard`
 *     (phones, below the `sm` breakpoint), both labelled `label`;
 * - `footer` (optional: dialogs, the bulk bar).
 *
 * Selection (`selection`, optional): a checkbox column (with one for every row shown) in the table
 * and a checkbox on each card; a selected row or card is highlighted. `onOpen` makes a table row
 * open its item on click (clicks on links, buttons and inputs act themselves) and marks the cards
 * as link cards (the card renderer brings the stretched link).
 *
 * It imports no feature: the words are the caller's (each screen keeps its wording).
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell, { type TableCellProps } from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { SxProps, Theme } from '@mui/material/styles';
import type { MouseEvent, ReactNode } from 'react';
import { isUnauthorizedError } from '../../lib/api-client';
import { CardList } from './card-list';
import { CardMessage } from './card-message';
import { SearchField } from './search-field';

/** One table column: its header and how a cell of it is drawn. */
export interface StaffListColumn<T> {
  header: ReactNode;
  render: (item: T) => ReactNode;
  align?: TableCellProps['align'];
  sx?: SxProps<Theme>;
  /** The cell's tooltip (e.g. the full date). */
  title?: (item: T) => string;
}

/** One select of the toolbar. */
export interface StaffListFilter {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}

/**
 * Takes a list's filter values (the search text and each select's value) and their setter;
 * returns `bind(key)`: the `value` and `onChange` of the toolbar's control for that key (the
 * `search` prop, or an entry of `filters`).
 */
export function filterBinder<F extends { [K in keyof F]: string }>(filters: F, setFilters: (next: F) => void) {
  return (key: keyof F) => ({
    value: filters[key],
    onChange: (value: string) => setFilters({ ...filters, [key]: value }),
  });
}

/** The query state the list shows (a TanStack Query result fits). */
export interface StaffListQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** Row selection for bulk actions. */
export interface StaffListSelection<T> {
  selected: ReadonlySet<string>;
  onToggle: (key: string) => void;
  /** Selects every item shown, or none when all are selected. */
  onToggleAll: () => void;
  /** The accessible name of an item's checkbox ("Select Ann (L-1)"). */
  itemLabel: (item: T) => string;
  /** The accessible name of the header checkbox ("Select all leads shown"). */
  allLabel: string;
}

export interface StaffListProps<T> {
  /** The items shown (already filtered). */
  items: readonly T[];
  itemKey: (item: T) => string;
  /** The data attribute each row and card carries with the key: 'post-id' → data-post-id. */
  dataKey: string;
  query: StaffListQuery;
  /** The table's and the card list's accessible name ('Projects', 'Leads'). */
  label: string;
  columns: readonly StaffListColumn<T>[];
  renderCard: (item: T) => ReactNode;
  /** The table's minimum width before it scrolls sideways. */
  tableMinWidth: number;
  search: { label: string; placeholder: string; value: string; onChange: (value: string) => void };
  filters: readonly StaffListFilter[];
  /** Width in px of each filter select beside the search box (tablet and up). */
  filterWidth: number;
  loadingText: string;
  errorText: string;
  empty: { text: string; onClearSearch?: () => void };
  selection?: StaffListSelection<T>;
  onOpen?: (item: T) => void;
  heading?: ReactNode;
  summary?: ReactNode;
  footer?: ReactNode;
  /** The section's accessible name: the id of its heading, or a label. */
  sectionLabel: { labelledBy: string } | { label: string };
}

/** The list section; see the module comment for its states. */
export function StaffList<T>(props: StaffListProps<T>) {
  const { items, query, selection, search, filters, filterWidth, sectionLabel } = props;
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const allSelected = selection !== undefined && items.every((item) => selection.selected.has(props.itemKey(item)));

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <CardMessage status>
        <CircularProgress size={32} aria-hidden />
        <Typography color="text.secondary">{props.loadingText}</Typography>
      </CardMessage>
    );
  } else if (query.isError) {
    body = isUnauthorizedError(query.error) ? null : (
      <Alert severity="error" action={<Button onClick={() => void query.refetch()}>Try again</Button>}>
        {props.errorText}
      </Alert>
    );
  } else if (items.length === 0) {
    body = (
      <CardMessage>
        <Typography color="text.secondary">{props.empty.text}</Typography>
        {props.empty.onClearSearch && (
          <Button variant="outlined" onClick={props.empty.onClearSearch}>
            Clear Search
          </Button>
        )}
      </CardMessage>
    );
  } else {
    body = phone ? <StaffCards {...props} /> : <StaffTable {...props} />;
  }

  return (
    <Card
      component="section"
      {...('labelledBy' in sectionLabel
        ? { 'aria-labelledby': sectionLabel.labelledBy }
        : { 'aria-label': sectionLabel.label })}
      sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2.5, overflow: 'visible' }}
    >
      {props.heading}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: `repeat(${Math.max(filters.length, 1)}, minmax(0, 1fr))`,
            md: `minmax(0, 1fr) repeat(${filters.length}, ${filterWidth}px)`,
          },
        }}
      >
        <SearchField
          label={search.label}
          placeholder={search.placeholder}
          value={search.value}
          onChange={search.onChange}
          sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
        />
        {filters.map((filter) => (
          <TextField
            key={filter.label}
            select
            label={filter.label}
            value={filter.value}
            onChange={(event) => filter.onChange(event.target.value)}
            size="small"
          >
            {filter.options.map(({ value, label }) => (
              <MenuItem key={value} value={value}>
                {label}
              </MenuItem>
            ))}
          </TextField>
        ))}
      </Box>
      {(props.summary !== undefined || (selection && phone && items.length > 0)) && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          {props.summary}
          {selection && phone && items.length > 0 && (
            <Button size="small" onClick={selection.onToggleAll}>
              {allSelected ? 'Select none' : 'Select all shown'}
            </Button>
          )}
        </Box>
      )}
      {body}
      {props.footer}
    </Card>
  );
}

/** The data attribute carrying an item's key. */
const dataAttr = (dataKey: string, key: string) => ({ [`data-${dataKey}`]: key });

/** The table (tablet and desktop); scrolls sideways when narrow. */
function StaffTable<T>({
  items,
  itemKey,
  dataKey,
  label,
  columns,
  tableMinWidth,
  selection,
  onOpen,
}: StaffListProps<T>) {
  const openRow = (event: MouseEvent, item: T) => {
    if ((event.target as Element).closest('a, input, label, button')) return; // they act themselves
    onOpen?.(item);
  };
  const all = items.length > 0 && items.every((item) => selection?.selected.has(itemKey(item)));
  const some = items.some((item) => selection?.selected.has(itemKey(item)));
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table sx={{ minWidth: tableMinWidth }} aria-label={label}>
        <TableHead>
          <TableRow sx={{ '& th': { fontWeight: 700, color: 'text.secondary', whiteSpace: 'nowrap' } }}>
            {selection && (
              <TableCell padding="checkbox">
                <Checkbox
                  checked={all}
                  indeterminate={some && !all}
                  onChange={selection.onToggleAll}
                  slotProps={{ input: { 'aria-label': selection.allLabel } }}
                />
              </TableCell>
            )}
            {columns.map((column, index) => (
              <TableCell key={index} align={column.align}>
                {column.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => {
            const key = itemKey(item);
            return (
              <TableRow
                key={key}
                hover
                selected={selection?.selected.has(key) ?? false}
                {...dataAttr(dataKey, key)}
                onClick={onOpen ? (event) => openRow(event, item) : undefined}
                sx={onOpen ? { cursor: 'pointer', verticalAlign: 'top' } : undefined}
              >
                {selection && (
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={selection.selected.has(key)}
                      onChange={() => selection.onToggle(key)}
                      slotProps={{ input: { 'aria-label': selection.itemLabel(item) } }}
                    />
                  </TableCell>
                )}
                {columns.map((column, index) => (
                  <TableCell key={index} align={column.align} sx={column.sx} title={column.title?.(item)}>
                    {column.render(item)}
                  </TableCell>
                ))}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** Above a card's stretched link, so it gets its own taps. */
export const overCardLink = { position: 'relative', zIndex: 1 } as const;

/** One card per item (phones). */
function StaffCards<T>({ items, itemKey, dataKey, label, renderCard, selection, onOpen }: StaffListProps<T>) {
  return (
    <CardList label={label}>
      {items.map((item) => {
        const key = itemKey(item);
        const selected = selection?.selected.has(key) ?? false;
        return (
          <Box
            component="li"
            key={key}
            {...dataAttr(dataKey, key)}
            sx={{
              position: 'relative',
              border: 1,
              borderColor: selected ? 'primary.main' : 'divider',
              bgcolor: selected ? 'action.selected' : undefined,
              borderRadius: 3,
              p: 1.5,
              ...(selection && {
                pl: 0.5,
                display: 'grid',
                gridTemplateColumns: 'auto minmax(0, 1fr)',
                columnGap: 0.5,
              }),
              ...(onOpen && {
                '&:hover': { bgcolor: 'action.hover' },
                '&:focus-within': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
              }),
            }}
          >
            {selection && (
              <Checkbox
                checked={selected}
                onChange={() => selection.onToggle(key)}
                slotProps={{ input: { 'aria-label': selection.itemLabel(item) } }}
                sx={{ ...overCardLink, alignSelf: 'start', mt: -0.75 }}
              />
            )}
            {renderCard(item)}
          </Box>
        );
      })}
    </CardList>
  );
}
