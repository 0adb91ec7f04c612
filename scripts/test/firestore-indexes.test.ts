/**
 * Index derivation of deploy:check (scripts/lib/deploy-check/firestore-indexes.mjs, ADR 0013):
 * which query forms need a composite index, and which entries of the index file serve them.
 */
import { describe, expect, it } from 'vitest';
import { checkIndexes, expandShape, neededIndex, serves } from '../lib/deploy-check/firestore-indexes.mjs';

type Spec = {
  collection: string;
  collectionGroup?: boolean;
  where?: { field: string; op: string; optional?: boolean }[];
  orderBy?: { field: string; direction?: string }[];
};
const shape = (name: string, spec: Spec) => ({ name, spec, declaredIn: 'test' });
const needed = (spec: Spec) => expandShape(shape('t', spec)).map((q: unknown) => neededIndex(q)?.index ?? null);
const asc = (fieldPath: string) => ({ fieldPath, order: 'ASCENDING' });
const desc = (fieldPath: string) => ({ fieldPath, order: 'DESCENDING' });
/** A `where` filter of a query shape: equality unless `op` says otherwise. */
const filter = (field: string, op = '==') => ({ field, op });

describe('neededIndex', () => {
  it('needs none for equality filters alone, or for one ordered field alone', () => {
    expect(needed({ collection: 'leads', where: [filter('status'), filter('town', 'in')] })).toEqual([null]);
    expect(needed({ collection: 'leads', orderBy: [{ field: 'createdAt', direction: 'desc' }] })).toEqual([null]);
    expect(
      needed({ collection: 'leads', where: [filter('createdAt', '>=')], orderBy: [{ field: 'createdAt' }] }),
    ).toEqual([null]);
  });

  it('needs equality fields, then the ordered fields, for each combination of optional filters', () => {
    expect(
      needed({
        collection: 'leads',
        where: [{ field: 'status', op: '==', optional: true }],
        orderBy: [{ field: 'createdAt', direction: 'desc' }],
      }),
    ).toEqual([
      null,
      { collectionGroup: 'leads', queryScope: 'COLLECTION', fields: [asc('status'), desc('createdAt')] },
    ]);
  });

  it('orders by a range filter’s field after the explicit order, and indexes array membership as CONTAINS', () => {
    expect(needed({ collection: 'leads', where: [filter('status'), filter('nextAttemptAt', '<=')] })).toEqual([
      { collectionGroup: 'leads', queryScope: 'COLLECTION', fields: [asc('status'), asc('nextAttemptAt')] },
    ]);
    expect(
      needed({
        collection: 'posts',
        collectionGroup: true,
        where: [filter('serviceIds', 'array-contains')],
        orderBy: [{ field: 'createdAt', direction: 'desc' }],
      }),
    ).toEqual([
      {
        collectionGroup: 'posts',
        queryScope: 'COLLECTION_GROUP',
        fields: [{ fieldPath: 'serviceIds', arrayConfig: 'CONTAINS' }, desc('createdAt')],
      },
    ]);
  });
});

describe('serves', () => {
  const query = expandShape(
    shape('t', {
      collection: 'posts',
      where: [filter('type'), filter('status')],
      orderBy: [{ field: 'createdAt', direction: 'desc' }],
    }),
  )[0];
  const want = neededIndex(query)!;
  const index = (fields: object[], queryScope = 'COLLECTION') => ({ collectionGroup: 'posts', queryScope, fields });

  it('accepts the equality fields in any order and any direction, and an implicit __name__', () => {
    expect(serves(index([asc('status'), asc('type'), desc('createdAt')]), want)).toBe(true);
    expect(serves(index([desc('type'), asc('status'), desc('createdAt'), desc('__name__')]), want)).toBe(true);
  });

  it('refuses another sort direction, a missing field, another scope or another collection', () => {
    expect(serves(index([asc('type'), asc('status'), asc('createdAt')]), want)).toBe(false);
    expect(serves(index([asc('type'), desc('createdAt')]), want)).toBe(false);
    expect(serves(index([asc('type'), asc('status'), desc('createdAt')], 'COLLECTION_GROUP'), want)).toBe(false);
    expect(serves({ ...index([asc('type'), asc('status'), desc('createdAt')]), collectionGroup: 'leads' }, want)).toBe(
      false,
    );
  });

  it('checkIndexes lists what is missing and notes what no query uses', () => {
    const byType = shape('posts.byType', {
      collection: 'posts',
      where: [filter('type')],
      orderBy: [{ field: 'createdAt', direction: 'desc' }],
    });
    const result = checkIndexes([byType], { indexes: [index([asc('type'), asc('slug')])] });
    expect(result.problems).toHaveLength(1);
    expect(result.required).toEqual([index([asc('type'), desc('createdAt')])]);
    expect(result.notes[0]).toMatch(/posts \(type ASCENDING, slug ASCENDING\) serves no declared query/);
  });
});
