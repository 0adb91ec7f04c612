/**
 * Redirect rules for the old site's addresses (contract/src/redirects.ts): the
 * `redirects` collection, one document per old address, its id the address's match key
 * (percent-encoded: a document id holds no '/'), so the page server finds a rule with one read
 * and two rules for one address cannot exist. A rule is {from, to, status, hits, lastHitAt,
 * createdAt, updatedAt, createdBy}.
 *
 * A rule is checked before it is saved (checkRule), WordPress's Redirection plugin done better:
 * - it leads to a page of this site (contract normalizeToPath);
 * - it does not shadow a live page: not a public page of the site's one list of pages
 *   (contract/src/site-pages.ts), a service page, a staff page, a file of the site, a project's
 *   address or an old address of a project (that one already redirects: slug-redirects.ts);
 * - it makes no loop: following its target through the other rules never comes back to it;
 * - the end of its chain is a page visitors can open now (not a 404, not a draft).
 * A live page still wins when one appears later (a new project's slug): the page server asks for
 * a rule only when the path renders nothing (page-redirects.ts).
 */
import { unknownServiceSlugs } from '../posts/services-store';
import { FieldValue, Timestamp, type Transaction, type WriteBatch } from 'firebase-admin/firestore';
import {
  normalizeFromPath,
  normalizeToPath,
  redirectKey,
  type RedirectRule,
  type RedirectStatus,
} from '@site/contract/redirects';
import { isFixedAppRoute, matchSitePage } from '@site/contract/site-pages';
import { sitePath } from '@site/contract/site-path';
import { db, isAlreadyExists } from '../platform/firestore';
import { queryShape } from '../platform/firestore-queries';
import { readListPage } from '../platform/list-pages';
import type { ListPage, ListPageQuery } from '@site/contract/list-page';
import { findPost } from '../posts/posts-store';
import { deleteVisitorDocument, invalidateVisitorReads } from '../platform/visitor-read-cache';
import { projectSegment, projectSlugRedirect } from './slug-redirects';

/** The rules collection. */
export const redirectsCollection = 'redirects';

/** The admin list: most hits first, then the newest (needs the composite index hits desc + createdAt desc). */
const ruleListQuery = queryShape('redirects.list', {
  collection: redirectsCollection,
  orderBy: [
    { field: 'hits', direction: 'desc' },
    { field: 'createdAt', direction: 'desc' },
  ],
});

/** Most rules followed from one address before giving up (a chain is resolved to one hop). */
export const maxRedirectHops = 10;

/** The document id of an address's rule: its match key, percent-encoded. */
export const ruleId = (key: string) => encodeURIComponent(key);

/** A stored rule. */
interface StoredRule {
  from: string;
  to: string;
  status: RedirectStatus;
}

/** Reads a rule's fields; null for a document that is not one. */
function ruleOf(data: FirebaseFirestore.DocumentData | undefined): StoredRule | null {
  if (
    !data ||
    typeof data.from !== 'string' ||
    typeof data.to !== 'string' ||
    (data.status !== 301 && data.status !== 302)
  )
    return null;
  return { from: data.from, to: data.to, status: data.status };
}

/**
 * The rule of an address, if any (outside a transaction: the page server's read).
 * @param key a match key (contract redirectKey)
 * @throws Firestore errors
 */
export async function findRule(key: string): Promise<(StoredRule & { id: string }) | null> {
  const snapshot = await db().collection(redirectsCollection).doc(ruleId(key)).get();
  const rule = ruleOf(snapshot.data());
  return rule ? { ...rule, id: snapshot.id } : null;
}

/**
 * Counts one hit of a rule (not a write visitors see: the read cache is left alone).
 * @throws Firestore errors (the caller logs them: the redirect is answered anyway)
 */
export async function recordHit(id: string, now = new Date()): Promise<void> {
  await db()
    .collection(redirectsCollection)
    .doc(id)
    .update({ hits: FieldValue.increment(1), lastHitAt: Timestamp.fromDate(now) });
}

/** What a path of this site shows now. */
type PageAt = 'fixed page' | 'service' | 'project' | 'hidden project' | 'old project address' | null;

/**
 * What a path of this site shows now: one of the app's own pages, a service's page, a project
 * (published or hidden), an old address of a published project (it leads there), or nothing.
 * @param pathname a URL path (no query)
 * @throws Firestore errors
 */
async function pageAt(pathname: string): Promise<PageAt> {
  const site = sitePath(pathname);
  if (!site) return null;
  if (isFixedAppRoute(site.key)) return 'fixed page';
  const { slug, idOrSlug } = matchSitePage(site.key)?.params ?? {};
  if (slug !== undefined) return (await unknownServiceSlugs([slug])).length === 0 ? 'service' : null;
  const segment = idOrSlug === undefined ? null : projectSegment(site.path);
  if (segment === null) return null;
  const post = await findPost(segment, false);
  if (post?.fields.type === 'project') return post.fields.status === 'published' ? 'project' : 'hidden project';
  return (await projectSlugRedirect(segment)) ? 'old project address' : null;
}

/**
 * Why an old address may not redirect although the contract's rule (normalizeFromPath) let it
 * through: it is the address of a service or a project, or an old address of a project.
 * @param path a normalized from-path (contract normalizeFromPath), query included
 * @returns the reason for the form, or null when it is free
 * @throws Firestore errors
 */
export async function shadowedPage(path: string): Promise<string | null> {
  const [pathname = '', query] = path.split('?');
  if (query !== undefined) return null;
  const page = await pageAt(pathname);
  if (page === 'service') return `This is the address of a service page (${pathname}): it cannot redirect`;
  if (page === 'project' || page === 'hidden project') return 'A project has this address: it cannot redirect';
  if (page === 'old project address') return 'This is an old address of a project: it already leads to the project';
  return null;
}

/** A checked rule, ready to write; or the field errors. */
export type RuleCheck = { rule: StoredRule & { key: string } } | { errors: Record<string, string> };

/**
 * Checks a rule as staff wrote it (see the module comment), reading the other rules in `tx` (or
 * outside one), with `pending` standing for rules being written in the same request (a CSV import).
 * @param siteOrigin this site's origin (a full URL of it is accepted as the target)
 * @param pending match key → target path of rules written together (they count for loops)
 * @throws Firestore errors
 */
export async function checkRule(
  input: { from: string; to: string; status: RedirectStatus },
  siteOrigin: string | null,
  pending: ReadonlyMap<string, string> = new Map(),
  tx?: Transaction,
): Promise<RuleCheck> {
  const errors: Record<string, string> = {};
  const from = normalizeFromPath(input.from);
  const to = normalizeToPath(input.to, siteOrigin);
  if ('error' in from) errors.from = from.error;
  if ('error' in to) errors.to = to.error;
  if ('error' in from || 'error' in to) return { errors };
  const shadow = await shadowedPage(from.path);
  if (shadow) return { errors: { from: shadow } };
  const key = redirectKey(from.path);
  if (key === null) return { errors: { from: 'The old address is not a path of a web site' } };
  const chain = [from.path, to.path];
  let next = redirectKey(to.path.split('#')[0]!);
  for (let hop = 0; hop < maxRedirectHops && next !== null; hop += 1) {
    if (next === key) {
      return {
        errors: {
          to: hop === 0 ? 'The old address cannot lead to itself' : `This would make a loop: ${chain.join(' → ')}`,
        },
      };
    }
    const target = pending.get(next) ?? (await targetOfRule(next, tx));
    if (target === null) break;
    chain.push(target);
    next = redirectKey(target.split('#')[0]!);
  }
  const end = chain.at(-1)!;
  if (!(await isLivePage(end)))
    return {
      errors: {
        to: `No page of this site has the address ${end.split(/[?#]/)[0]} now: lead to a page that visitors can open`,
      },
    };
  return { rule: { key, from: from.path, to: to.path, status: input.status } };
}

/** Does a target path (query and fragment allowed) show a page visitors can open now? */
async function isLivePage(path: string): Promise<boolean> {
  const page = await pageAt(path.split(/[?#]/)[0]!);
  return page !== null && page !== 'hidden project';
}

/** The target of the rule of a key, read in `tx` when given; null when there is none. */
async function targetOfRule(key: string, tx?: Transaction): Promise<string | null> {
  const ref = db().collection(redirectsCollection).doc(ruleId(key));
  const snapshot = tx ? await tx.get(ref) : await ref.get();
  return ruleOf(snapshot.data())?.to ?? null;
}

/** An ISO date of a stored Timestamp (null when missing). */
const isoOrNull = (value: unknown) => (value instanceof Timestamp ? value.toDate().toISOString() : null);

/**
 * One page of the rules as staff see it, most hits first, then the newest, and their total
 * (services/platform/list-pages.ts). Every rule is written with `hits` and `createdAt` (saveRule,
 * the import), which the order needs: Firestore leaves out documents without an order field.
 * @throws StaleCursorError; Firestore errors
 */
export async function listRules(page: ListPageQuery): Promise<ListPage<RedirectRule>> {
  return readListPage(ruleListQuery.query(db()), redirectsCollection, page, (doc): RedirectRule | null => {
    const data = doc.data();
    const rule = ruleOf(data);
    if (!rule) return null;
    const createdAt = isoOrNull(data.createdAt) ?? new Date(0).toISOString();
    return {
      id: doc.id,
      ...rule,
      hits: typeof data.hits === 'number' ? data.hits : 0,
      lastHitAt: isoOrNull(data.lastHitAt),
      createdAt,
      updatedAt: isoOrNull(data.updatedAt) ?? createdAt,
    };
  });
}

/** The counter every rule write bumps; `redirectWrites/{n}` marks the n-th write. */
const writeCounterRef = () => db().doc('meta/redirect-writes');
const writeMarkerRef = (n: number) => db().collection('redirectWrites').doc(String(n));

/**
 * The claim of the next rule write, read before the checks: its `write` adds, to the transaction
 * or batch that saves the rules, the creation of the next write's marker. Two saves that read the
 * same rules claim the same marker, so only one commits; the other fails with ALREADY_EXISTS and
 * is run again (retryRuleWrite), seeing the first one's rule: no loop can be made by a race.
 * @throws Firestore errors
 */
export async function claimRuleWrite(tx?: Transaction): Promise<{ write: (to: Transaction | WriteBatch) => void }> {
  const counter = tx ? await tx.get(writeCounterRef()) : await writeCounterRef().get();
  const count = Number(counter.get('count') ?? 0);
  return {
    write: (to) => {
      // Each call on its own type: Transaction and WriteBatch share these methods' shapes, not a type.
      const writes = to as WriteBatch;
      writes.create(writeMarkerRef(count + 1), { at: Timestamp.now() });
      writes.set(writeCounterRef(), { count: count + 1 });
      if (count > 0) writes.delete(writeMarkerRef(count));
    },
  };
}

/**
 * Runs a rule write again while it lost the race for its claim (claimRuleWrite), at most 5 times.
 * @throws the last error; any other error at once
 */
export async function retryRuleWrite<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await write();
    } catch (error) {
      if (!isAlreadyExists(error) || attempt >= 5) throw error;
    }
  }
}

/** Who saves a rule. */
export interface RuleAuthor {
  uid: string;
}

/** Outcome of a save. */
export type RuleSave =
  | { kind: 'saved'; id: string; created: boolean }
  | { kind: 'invalid'; errors: Record<string, string> }
  | { kind: 'exists'; id: string }
  | { kind: 'not-found' };

/**
 * Adds a rule (POST), or replaces one (PUT, `id` given: its old address may change), after
 * checkRule, in one transaction. Hits are kept on a replace of the same address.
 * @returns 'saved'; 'invalid' with field errors; 'exists' (POST of an address that has a rule);
 *   'not-found' (PUT of an unknown id). Only 'saved' changed anything.
 * @throws Firestore errors
 */
export async function saveRule(
  input: { from: string; to: string; status: RedirectStatus },
  siteOrigin: string | null,
  by: RuleAuthor,
  id?: string,
): Promise<RuleSave> {
  const result = await retryRuleWrite(() => saveInTransaction(input, siteOrigin, by, id));
  if (result.kind === 'saved') await invalidateVisitorReads();
  return result;
}

/** saveRule's transaction (one try). */
function saveInTransaction(
  input: { from: string; to: string; status: RedirectStatus },
  siteOrigin: string | null,
  by: RuleAuthor,
  id?: string,
): Promise<RuleSave> {
  return db().runTransaction(async (tx): Promise<RuleSave> => {
    const claim = await claimRuleWrite(tx);
    const current = id ? await tx.get(db().collection(redirectsCollection).doc(id)) : null;
    if (id && !current?.exists) return { kind: 'not-found' };
    const check = await checkRule(input, siteOrigin, new Map(), tx);
    if ('errors' in check) return { kind: 'invalid', errors: check.errors };
    const ref = db().collection(redirectsCollection).doc(ruleId(check.rule.key));
    const same = ref.id === id;
    const existing = same ? current : await tx.get(ref);
    if (!same && existing?.exists) return { kind: 'exists', id: ref.id };
    const now = Timestamp.now();
    const kept =
      same && current
        ? {
            hits: current.get('hits') ?? 0,
            lastHitAt: current.get('lastHitAt') ?? null,
            createdAt: current.get('createdAt') ?? now,
          }
        : { hits: 0, lastHitAt: null, createdAt: now };
    if (id && !same) tx.delete(db().collection(redirectsCollection).doc(id));
    claim.write(tx);
    tx.set(ref, {
      from: check.rule.from,
      to: check.rule.to,
      status: check.rule.status,
      ...kept,
      updatedAt: now,
      createdBy: by.uid,
    });
    return { kind: 'saved', id: ref.id, created: !id };
  });
}

/**
 * Deletes a rule.
 * @returns false when there is none with this id
 * @throws Firestore errors
 */
export async function deleteRule(id: string): Promise<boolean> {
  if (id === '' || id.includes('/') || id.length > 1500) return false;
  return deleteVisitorDocument(redirectsCollection, id);
}
