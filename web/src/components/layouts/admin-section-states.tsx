/**
 * The loading, failure and not-found states of an admin section's page ("clear
 * states"); a failure offers a retry, and a 401 shows nothing (the logged-out flow runs).
 */
import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { isUnauthorizedError } from '../../lib/api-client';
import { CardList } from '../ui/card-list';

/** 'Loading …' with a spinner. */
function AdminSectionLoading({ text }: { text: string }) {
  return (
    <Box role="status" sx={{ py: 8, display: 'grid', justifyItems: 'center', gap: 2 }}>
      <CircularProgress aria-hidden />
      <Typography color="text.secondary">{text}</Typography>
    </Box>
  );
}

/** A failed load: the logged-out flow on 401, else the message and 'Try again'. */
export function AdminSectionLoadError({ error, text, onRetry }: { error: unknown; text: string; onRetry: () => void }) {
  // A 401 is the logged-out flow (lib/query-client.ts): nothing to show here.
  if (isUnauthorizedError(error)) return null;
  return (
    <Alert severity="error" action={<Button onClick={onRetry}>Try again</Button>}>
      {text}
    </Alert>
  );
}

/**
 * What a section shows for the TanStack Query result `query`: `loading` (with a spinner) while it
 * is pending or `pending` is true (other data the section also waits for), `failed` with 'Try
 * again' (a refetch) when it failed, `empty` when given and the data is an empty list, else
 * `children(query.data)`.
 */
export interface AdminQueryStateProps<T> {
  query: UseQueryResult<T>;
  loading: string;
  failed: string;
  pending?: boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}

export function AdminQueryState<T>({
  query,
  loading,
  failed,
  pending = false,
  empty,
  children,
}: AdminQueryStateProps<T>) {
  if (query.isPending || pending) return <AdminSectionLoading text={loading} />;
  if (query.isError)
    return <AdminSectionLoadError error={query.error} text={failed} onRetry={() => void query.refetch()} />;
  if (empty !== undefined && Array.isArray(query.data) && query.data.length === 0) return empty;
  return children(query.data);
}

/**
 * Takes a list query with AdminQueryState's texts, the list's name (`label`) and how one item
 * renders (`renderCard`, a card with its own key and `<li>`); returns the query's state, or the
 * items as a CardList.
 */
export function AdminQueryCardList<T>({
  label,
  renderCard,
  ...state
}: Omit<AdminQueryStateProps<T[]>, 'children'> & { label: string; renderCard: (item: T) => ReactNode }) {
  return (
    <AdminQueryState {...state}>
      {(items) => <CardList label={label}>{items.map(renderCard)}</CardList>}
    </AdminQueryState>
  );
}

/** An address under a section that names nothing it has (e.g. an unknown service), with the way back. */
export function AdminItemNotFound({ text, back, backLabel }: { text: string; back: string; backLabel: string }) {
  return (
    <Box sx={{ py: 6, display: 'grid', justifyItems: 'start', gap: 2 }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
        {text}
      </Typography>
      <Button component={RouterLink} to={back} variant="contained" startIcon={<ArrowBack aria-hidden />}>
        {backLabel}
      </Button>
    </Box>
  );
}
