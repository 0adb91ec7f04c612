/**
 * Query shapes (services/platform/firestore-queries.ts, ADR 0013): the query a shape builds against the
 * Firestore emulator, its refusals, and the registry deploy:check reads.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../src/services/platform/firestore';
import { queryShape, registeredQueryShapes } from '../src/services/platform/firestore-queries';
import { postListQuery } from '../src/services/posts/posts-store';
import { useTestFirestore } from './emulator';

useTestFirestore('queries');

const gardens = queryShape('gardens.byTownAndSize', {
  collection: 'gardens',
  where: [
    { field: 'town', op: '==' },
    { field: 'acres', op: '>=', optional: true },
  ],
  orderBy: [{ field: 'acres', direction: 'desc' }],
});

beforeAll(async () => {
  const batch = db().batch();
  for (const [id, town, acres] of [
    ['a', 'Orange', 1],
    ['b', 'Orange', 3],
    ['c', 'Milford', 5],
    ['d', 'Orange', 2],
  ] as const) {
    batch.set(db().collection('gardens').doc(id), { town, acres });
  }
  await batch.commit();
});

describe('queryShape', () => {
  it('builds the declared filters and order with the values given, leaving out unset optional ones', async () => {
    const all = await gardens.query(db(), { town: 'Orange' }).get();
    expect(all.docs.map((d) => d.id)).toEqual(['b', 'd', 'a']);
    const big = await gardens.query(db(), { town: 'Orange', acres: 2 }).get();
    expect(big.docs.map((d) => d.id)).toEqual(['b', 'd']);
  });

  it('refuses a query without a required filter value, and a name declared twice', () => {
    expect(() => gardens.query(db(), {})).toThrow(/required filter on town/);
    expect(() => queryShape('gardens.byTownAndSize', { collection: 'gardens' })).toThrow(/declared twice/);
    expect(() =>
      queryShape('gardens.twice', {
        collection: 'gardens',
        where: [
          { field: 'a', op: '==' },
          { field: 'a', op: '<' },
        ],
      }),
    ).toThrow(/filters a field twice/);
  });

  it('registers every declared shape, the store modules’ included', () => {
    const names = registeredQueryShapes().map((shape) => shape.name);
    expect(names).toContain('gardens.byTownAndSize');
    expect(names).toContain(postListQuery.name);
  });
});
