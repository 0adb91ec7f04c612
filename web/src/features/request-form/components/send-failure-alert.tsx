/**
 * What the visitor is told when a request was not sent ("a network failure keeps
 * everything typed and says so"; 429: call instead). The server renders one `<template>` per
 * kind (request-form.tsx); the island shows the one that applies and focuses it, and the form
 * keeps every value, photo and choice.
 */
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import type { CompanyContact } from '../company-contact';
import type { NotSentKind } from '../form-texts';

const texts: Record<NotSentKind, { title: string; text: string }> = {
  offline: {
    title: 'Your request was not sent',
    text: 'We could not reach our server: your connection may be down. Everything you typed is still here. Check your connection and press Send again, or call us at',
  },
  server: {
    title: 'Your request was not sent',
    text: 'Something went wrong on our side. Everything you typed is still here. Please press Send again in a moment, or call us at',
  },
  'rate-limited': {
    title: 'Too many requests from this connection',
    text: 'To keep out spam we accept only a few requests an hour from one connection. Everything you typed is still here, but please call us instead at',
  },
};

/** The alert for one kind of failure. */
export function SendFailureAlert({ kind, company }: { kind: NotSentKind; company: CompanyContact }) {
  const { title, text } = texts[kind];
  return (
    <Alert
      tabIndex={-1}
      severity={kind === 'rate-limited' ? 'warning' : 'error'}
      data-send-failure={kind}
      sx={{ scrollMarginTop: 96 }}
    >
      <AlertTitle>{title}</AlertTitle>
      {text}{' '}
      <Link href={`tel:${company.phoneHref}`} color="inherit" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
        {company.phone}
      </Link>
      .
    </Alert>
  );
}
