/**
 * What the visitor is told when a request was not sent (issue 13: "a network failure keeps
 * everything typed and says so"; 429: call instead). The alert takes focus, so it is read at once;
 * the form keeps every value, photo and choice.
 */
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import { useEffect, useRef } from 'react';
import type { SendFailure } from '../api/send-request';
import type { CompanyContact } from '../company-contact';

type NotSent = Exclude<SendFailure, { kind: 'invalid' }>;

const texts: Record<NotSent['kind'], { title: string; text: string }> = {
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

/** The alert for one failure; `attempt` changes on every failed send, which moves focus here again. */
export function SendFailureAlert({
  failure,
  attempt,
  company,
}: {
  failure: NotSent;
  attempt: number;
  company: CompanyContact;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.focus({ preventScroll: true });
    box.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [attempt]);
  const { title, text } = texts[failure.kind];
  return (
    <Alert
      ref={box}
      tabIndex={-1}
      severity={failure.kind === 'rate-limited' ? 'warning' : 'error'}
      data-send-failure={failure.kind}
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
