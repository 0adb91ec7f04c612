/**
 * The rows and columns of the authorization matrix (auth-matrix.test.ts): the kinds of caller,
 * and every /api/* route with the status each caller must get and what must (not) have changed.
 */
import type { Firestore } from 'firebase-admin/firestore';
import type { Response, Test } from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { expect } from 'vitest';
import { serviceSummaries } from '@site/contract/content/service-summaries';
import { demoSiteSettings as siteSettings } from '@site/functions/seed/demo-company';
import { inputFromSettings } from '@site/contract/site-settings-schema';

/** The first-run services' slugs (migrations/default-services.ts writes them). */
const serviceSlugs = serviceSummaries.map((summary) => summary.slug);

/** The kinds of caller (visitor, non-staff, staff, revoked, tampered, other project). */
export const identities = [
  'visitor',
  'non-staff',
  'staff',
  'revoked',
  'tampered-claims',
  'tampered-signature',
  'foreign-project',
] as const;
export type Identity = (typeof identities)[number];

/** One route of the matrix. */
export interface MatrixRoute {
  name: string;
  request: (agent: TestAgent<Test>, identity: Identity) => Test;
  /** The status this caller must get. */
  expect: (identity: Identity) => number;
  /** Checks on the response body (e.g. visitors see published posts only). */
  check?: (res: Response, identity: Identity) => void;
  /** Checks on the data afterwards (a refused write changed nothing). */
  after?: (identity: Identity, firestore: Firestore) => Promise<void>;
  /** Run after every other row (logout ends sessions). */
  last?: boolean;
}

const origin = 'http://127.0.0.1:5050';
/** `ok` for staff, `denied` for everyone else. */
const staffOnly =
  (ok: number, denied = 401) =>
  (identity: Identity) =>
    identity === 'staff' ? ok : denied;
const everyone = (status: number) => () => status;
const write = (test: Test) => test.set('Origin', origin).set('X-Requested-With', 'fetch');
const post = (firestore: Firestore, id: string) => firestore.collection('posts').doc(id).get();

/**
 * A row for a staff-only write checked by its status alone (a refusal, or one that leaves no data
 * behind): `name` starts with its method; `path` is what it requests, `body` what it sends.
 */
function staffWrite(name: string, path: string, ok: number, body?: object): MatrixRoute {
  const method = name.slice(0, name.indexOf(' ')).toLowerCase() as 'post' | 'put' | 'patch' | 'delete';
  return {
    name,
    request: (a) => (body ? write(a[method](path)).send(body) : write(a[method](path))),
    expect: staffOnly(ok),
  };
}

/** A valid project form (contract projectInputSchema). */
export const matrixForm = {
  title: 'Matrix Project',
  content: '<p>Written by the authorization matrix.</p>',
  status: 'draft',
  type: 'project',
};

/** A valid service form (contract serviceInputSchema) for `slug`. */
export const matrixServiceForm = (slug: string, title: string) => ({
  type: 'service',
  slug,
  title,
  excerpt: 'Written by the authorization matrix.',
  content: '<p>Written by the authorization matrix.</p>',
  status: 'draft',
});

/** The service post each identity edits: its own slug, so a staff edit never meets another's (409). */
export const matrixServicePost = (identity: Identity) => ({
  id: `matrix-service-${identity}`,
  slug: serviceSlugs[identities.indexOf(identity) + 1] ?? 'fence-installation',
});

/** How many posts of `type` have this title. */
const countTitled = async (firestore: Firestore, type: string, title: string) =>
  (await firestore.collection('posts').where('title', '==', title).get()).docs.filter((doc) => doc.get('type') === type)
    .length;

export const matrixRoutes: MatrixRoute[] = [
  { name: 'GET /api/auth/user', request: (a) => a.get('/api/auth/user'), expect: staffOnly(200) },
  { name: 'GET /api/login', request: (a) => a.get('/api/login?returnTo=/admin'), expect: everyone(302) },
  { name: 'GET /api/services', request: (a) => a.get('/api/services'), expect: everyone(200) },
  {
    name: 'GET /api/posts?status=draft',
    request: (a) => a.get('/api/posts?status=draft'),
    expect: everyone(200),
    check: (res, identity) => {
      const ids = (res.body as { items: { id: string; status: string }[] }).items.map((p) => `${p.id}:${p.status}`);
      if (identity === 'staff') expect(ids).toContain('matrix-draft:draft');
      else expect(ids.filter((id) => !id.endsWith(':published'))).toEqual([]);
    },
  },
  { name: 'GET /api/posts/:id (draft)', request: (a) => a.get('/api/posts/matrix-draft'), expect: staffOnly(200, 404) },
  {
    name: 'POST /api/session (invalid token)',
    request: (a) => a.post('/api/session').set('Origin', origin).send({ idToken: 'not-a-token' }),
    expect: everyone(401),
  },
  {
    name: 'POST /api/posts',
    request: (a, identity) => write(a.post('/api/posts')).send({ ...matrixForm, title: `Matrix ${identity}` }),
    expect: staffOnly(201),
    after: async (identity, firestore) => {
      const found = await firestore.collection('posts').where('title', '==', `Matrix ${identity}`).get();
      expect(found.size).toBe(identity === 'staff' ? 1 : 0);
    },
  },
  {
    name: 'PUT /api/posts/:id {status}',
    request: (a, identity) => write(a.put(`/api/posts/matrix-edit-${identity}`)).send({ status: 'published' }),
    expect: staffOnly(200),
    after: async (identity, firestore) => {
      expect((await post(firestore, `matrix-edit-${identity}`)).get('status')).toBe(
        identity === 'staff' ? 'published' : 'draft',
      );
    },
  },
  {
    name: 'PUT /api/posts/:id (edit form)',
    request: (a, identity) => write(a.put(`/api/posts/matrix-edit-${identity}`)).send(matrixForm),
    expect: staffOnly(200),
    after: async (identity, firestore) => {
      expect((await post(firestore, `matrix-edit-${identity}`)).get('title') === matrixForm.title).toBe(
        identity === 'staff',
      );
    },
  },
  {
    name: 'POST /api/posts (service form)',
    request: (a, identity) =>
      write(a.post('/api/posts')).send(matrixServiceForm('landscaping', `Matrix service ${identity}`)),
    expect: staffOnly(201),
    after: async (identity, firestore) => {
      expect(await countTitled(firestore, 'service', `Matrix service ${identity}`)).toBe(identity === 'staff' ? 1 : 0);
    },
  },
  {
    name: 'POST /api/posts (page form)',
    request: (a, identity) =>
      write(a.post('/api/posts')).send({
        type: 'page',
        slug: 'about',
        title: `Matrix page ${identity}`,
        content: '<p>Matrix page text.</p>',
        status: 'draft',
      }),
    expect: staffOnly(201),
    after: async (identity, firestore) => {
      expect(await countTitled(firestore, 'page', `Matrix page ${identity}`)).toBe(identity === 'staff' ? 1 : 0);
    },
  },
  {
    name: 'PUT /api/posts/:id (service form)',
    request: (a, identity) => {
      const { id, slug } = matrixServicePost(identity);
      return write(a.put(`/api/posts/${id}`)).send(matrixServiceForm(slug, `Matrix edited ${identity}`));
    },
    expect: staffOnly(200),
    after: async (identity, firestore) => {
      const stored = await post(firestore, matrixServicePost(identity).id);
      expect(stored.get('title') === `Matrix edited ${identity}`).toBe(identity === 'staff');
    },
  },
  {
    name: 'PUT /api/posts/:id {status} (service post)',
    request: (a, identity) =>
      write(a.put(`/api/posts/${matrixServicePost(identity).id}`)).send({ status: 'published' }),
    expect: staffOnly(200),
    after: async (identity, firestore) => {
      expect((await post(firestore, matrixServicePost(identity).id)).get('status')).toBe(
        identity === 'staff' ? 'published' : 'draft',
      );
    },
  },
  {
    name: 'DELETE /api/posts/:id',
    request: (a, identity) => write(a.delete(`/api/posts/matrix-del-${identity}`)),
    expect: staffOnly(204),
    after: async (identity, firestore) => {
      expect((await post(firestore, `matrix-del-${identity}`)).exists).toBe(identity !== 'staff');
      // Staff's delete moved it to the Trash.
      expect((await firestore.collection('trash').doc(`matrix-del-${identity}`).get()).exists).toBe(
        identity === 'staff',
      );
    },
  },
  { name: 'GET /api/trash', request: (a) => a.get('/api/trash'), expect: staffOnly(200) },
  staffWrite('POST /api/trash/:id/restore (not in the Trash)', '/api/trash/matrix-none/restore', 404),
  staffWrite('DELETE /api/trash/:id (not in the Trash)', '/api/trash/matrix-none', 404),
  { name: 'GET /api/redirects', request: (a) => a.get('/api/redirects'), expect: staffOnly(200) },
  staffWrite('POST /api/redirects (a live page)', '/api/redirects', 400, { from: '/about', to: '/contact' }),
  staffWrite('POST /api/redirects/import (empty)', '/api/redirects/import', 400, { csv: '' }),
  staffWrite('DELETE /api/redirects/:id (unknown)', '/api/redirects/matrix-none', 404),
  { name: 'GET /api/reviews', request: (a) => a.get('/api/reviews'), expect: staffOnly(200) },
  staffWrite('POST /api/reviews (no quote)', '/api/reviews', 400, { name: 'Matrix', rating: 5 }),
  staffWrite('DELETE /api/reviews/:id (unknown)', '/api/reviews/matrixNone', 404),
  {
    name: 'GET /api/posts/:id/revisions (unknown post)',
    request: (a) => a.get('/api/posts/matrix-none/revisions'),
    expect: staffOnly(404),
  },
  staffWrite('POST /api/objects/upload', '/api/objects/upload', 200),
  staffWrite('PUT /api/objects/acl (foreign URL)', '/api/objects/acl', 400, {
    imageURL: 'https://evil.example/photo.jpg',
  }),
  {
    name: 'PUT /api/objects/uploads/:name (unsigned)',
    request: (a) =>
      a
        .put('/api/objects/uploads/0b7c5d2e-3f4a-4b5c-8d6e-7f8091a2b3c4')
        .set('Content-Type', 'image/jpeg')
        .send(Buffer.from('x')),
    expect: everyone(403),
  },
  {
    name: 'GET /api/settings',
    request: (a) => a.get('/api/settings'),
    expect: everyone(200),
    check: (res, identity) => {
      expect(res.body).toHaveProperty('phone');
      // Where the office e-mail goes is staff-only.
      expect('leadEmailRecipients' in (res.body as object)).toBe(identity === 'staff');
    },
  },
  {
    name: 'PUT /api/settings',
    request: (a, identity) =>
      write(a.put('/api/settings')).send({ ...inputFromSettings(siteSettings), companyName: `Matrix ${identity}` }),
    expect: staffOnly(200),
    after: async (identity, firestore) => {
      const stored = await firestore.doc('settings/site').get();
      expect(stored.get('companyName') === `Matrix ${identity}`).toBe(identity === 'staff');
    },
  },
  { name: 'GET /api/hero-slides', request: (a) => a.get('/api/hero-slides'), expect: staffOnly(200) },
  {
    name: 'PUT /api/hero-slides',
    request: (a, identity) =>
      write(a.put('/api/hero-slides')).send({
        slides: [{ title: `Matrix ${identity}`, text: 'Our own slide.', service: 'landscaping' }],
      }),
    expect: staffOnly(200),
    after: async (identity, firestore) => {
      const stored = await firestore.doc('settings/heroSlides').get();
      const titles = ((stored.get('slides') ?? []) as { title: string }[]).map((slide) => slide.title);
      expect(titles.includes(`Matrix ${identity}`)).toBe(identity === 'staff');
    },
  },
  { name: 'GET /api/page-render-status', request: (a) => a.get('/api/page-render-status'), expect: staffOnly(200) },
  ...leadRoutes(),
  {
    name: 'GET /api/logout',
    request: (a) =>
      a
        .get('/api/logout')
        .set({ 'Sec-Fetch-Dest': 'document', 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Site': 'same-origin' }),
    expect: everyone(302),
    last: true,
  },
  {
    name: 'POST /api/logout',
    request: (a) => a.post('/api/logout').set('Origin', origin),
    expect: everyone(303),
    last: true,
  },
];

/** A request as the contact form sends it (contract leadInputSchema), shown a minute ago. */
const matrixLead = (name: string) => ({
  name,
  email: 'matrix.visitor@example.com',
  sector: 'residential',
  timeframe: 'asap',
  message: 'Written by the authorization matrix.',
  consent: true,
  website: '',
  startedAt: Date.now() - 60_000,
});
const lead = (firestore: Firestore, id: string) => firestore.collection('leads').doc(id).get();

/** The leads API: visitors may send a request and its photos; everything else is staff-only. */
function leadRoutes(): MatrixRoute[] {
  return [
    {
      name: 'POST /api/leads',
      request: (a, identity) =>
        a
          .post('/api/leads')
          .set('Origin', origin)
          .send(matrixLead(`Matrix lead ${identity}`)),
      expect: everyone(201),
      after: async (identity, firestore) => {
        expect((await firestore.collection('leads').where('name', '==', `Matrix lead ${identity}`).get()).size).toBe(1);
      },
    },
    {
      name: 'POST /api/leads/uploads',
      request: (a) => a.post('/api/leads/uploads').set('Origin', origin).send({}),
      expect: everyone(200),
    },
    {
      name: 'POST /api/leads/photos (foreign URL)',
      request: (a) =>
        a.post('/api/leads/photos').set('Origin', origin).send({ uploadURL: 'https://evil.example/photo.jpg' }),
      expect: everyone(400),
    },
    {
      name: 'GET /api/leads',
      request: (a) => a.get('/api/leads?status=all'),
      expect: staffOnly(200),
      check: (res, identity) => {
        if (identity === 'staff')
          expect((res.body as { items: { id: string }[] }).items.map((l) => l.id)).toContain('matrix-lead');
        else expect(JSON.stringify(res.body)).not.toContain('matrix.visitor');
      },
    },
    { name: 'GET /api/leads/summary', request: (a) => a.get('/api/leads/summary'), expect: staffOnly(200) },
    { name: 'GET /api/leads.csv', request: (a) => a.get('/api/leads.csv'), expect: staffOnly(200) },
    { name: 'GET /api/leads/:id', request: (a) => a.get('/api/leads/matrix-lead'), expect: staffOnly(200) },
    {
      name: 'PATCH /api/leads/:id',
      request: (a, identity) => write(a.patch('/api/leads/matrix-lead')).send({ note: `Matrix note ${identity}` }),
      expect: staffOnly(200),
      after: async (identity, firestore) => {
        const notes = ((await lead(firestore, 'matrix-lead')).get('notes') as { text: string }[]).map((n) => n.text);
        expect(notes.includes(`Matrix note ${identity}`)).toBe(identity === 'staff');
      },
    },
    {
      name: 'DELETE /api/leads/:id',
      request: (a, identity) => write(a.delete(`/api/leads/matrix-lead-del-${identity}`)),
      expect: staffOnly(204),
      after: async (identity, firestore) => {
        expect((await lead(firestore, `matrix-lead-del-${identity}`)).exists).toBe(identity !== 'staff');
      },
    },
    {
      name: 'POST /api/leads/bulk (delete)',
      request: (a, identity) =>
        write(a.post('/api/leads/bulk')).send({ action: 'delete', ids: [`matrix-lead-bulk-${identity}`] }),
      expect: staffOnly(200),
      after: async (identity, firestore) => {
        expect((await lead(firestore, `matrix-lead-bulk-${identity}`)).exists).toBe(identity !== 'staff');
      },
    },
    staffWrite('PATCH /api/leads/:id/notes/:noteId (no such note)', '/api/leads/matrix-lead/notes/no-such-note', 404, {
      text: 'Matrix',
    }),
    staffWrite('DELETE /api/leads/:id/notes/:noteId (no such note)', '/api/leads/matrix-lead/notes/no-such-note', 404),
    staffWrite('POST /api/leads/export', '/api/leads/export', 200, { status: 'all' }),
    staffWrite('POST /api/leads/search', '/api/leads/search', 200, { status: 'all', search: 'matrix' }),
    staffWrite('POST /api/leads/:id/resend (no such lead)', '/api/leads/no-such-lead/resend', 404),
    {
      name: 'GET /api/leads/:id/photos/:photoId (no such photo)',
      request: (a) => a.get('/api/leads/matrix-lead/photos/AAAAAAAAAAAAAAAAAAAAAAAA'),
      expect: staffOnly(404),
    },
  ];
}

/** Document ids of the leads the matrix needs before it runs. */
export function matrixLeadIds(): string[] {
  return [
    'matrix-lead',
    ...identities.flatMap((identity) => [`matrix-lead-del-${identity}`, `matrix-lead-bulk-${identity}`]),
  ];
}

/** Document ids the matrix needs as drafts before it runs. */
export function matrixPostIds(): string[] {
  return ['matrix-draft', ...identities.flatMap((identity) => [`matrix-edit-${identity}`, `matrix-del-${identity}`])];
}
