/**
 * Firestore query shapes (ADR 0013): every filtered or ordered query the functions make is
 * declared once with queryShape() in its store module (DECISIONS: queries live only in
 * functions/src/services/*), and the store builds its Query from that declaration.
 * `npm run deploy:check` loads the same declarations and derives from them the composite indexes
 * firestore.indexes.json must hold (scripts/lib/deploy-check/firestore-indexes.mjs), so a query
 * never reaches production without its index. ESLint refuses `.where()`/`.orderBy()` anywhere
 * else in functions/src.
 *
 * A shape names the collection, the filters (field, operator, optional or not) and the order;
 * values come per call. Limits, cursors, `select` and `count()` are added by the caller on the
 * returned Query: they need no index of their own.
 */
import type { DocumentData, Firestore, Query } from 'firebase-admin/firestore';

/** Operators Firestore serves with equality (merged single-field) indexes. */
export const equalityOps = ['==', 'in'] as const;
/** Array membership operators (an index field with `arrayConfig: CONTAINS`). */
export const arrayOps = ['array-contains', 'array-contains-any'] as const;
/** Range and inequality operators (an ordered index field). */
export const rangeOps = ['<', '<=', '>', '>=', '!=', 'not-in'] as const;

export type ShapeOp = (typeof equalityOps)[number] | (typeof arrayOps)[number] | (typeof rangeOps)[number];

/** One filter of a shape. `optional`: left out of the query when its value is undefined. */
export interface ShapeFilter<F extends string = string> {
  field: F;
  op: ShapeOp;
  optional?: boolean;
}

/** One ordering of a shape; direction defaults to ascending. */
export interface ShapeOrder {
  field: string;
  direction?: 'asc' | 'desc';
}

/** The declaration. */
export interface QueryShapeSpec<F extends string = string> {
  /** Collection id: a top-level collection, or every collection of that id with collectionGroup. */
  collection: string;
  collectionGroup?: boolean;
  where?: readonly ShapeFilter<F>[];
  orderBy?: readonly ShapeOrder[];
}

/** A declared shape: its name (for messages), its spec, and the query builder. */
export interface QueryShape<F extends string = string> {
  readonly name: string;
  readonly spec: QueryShapeSpec<F>;
  /**
   * The Firestore query for these filter values.
   * @throws Error when a required filter has no value
   */
  query(firestore: Firestore, values?: Partial<Record<F, unknown>>): Query<DocumentData>;
}

/** Every shape declared in this process, by name (deploy:check reads it). */
const registry = new Map<string, QueryShape>();

/**
 * Declares a query shape and registers it.
 * @param name unique, `<collection>.<purpose>`, e.g. "posts.list"
 * @throws Error when the name is taken or a filter field is repeated
 */
export function queryShape<const F extends string>(name: string, spec: QueryShapeSpec<F>): QueryShape<F> {
  if (registry.has(name)) throw new Error(`query shape "${name}" is declared twice`);
  const fields = (spec.where ?? []).map((filter) => filter.field);
  if (new Set(fields).size !== fields.length) throw new Error(`query shape "${name}" filters a field twice`);
  const shape: QueryShape<F> = {
    name,
    spec,
    query(firestore, values = {}) {
      let query: Query<DocumentData> = spec.collectionGroup
        ? firestore.collectionGroup(spec.collection)
        : firestore.collection(spec.collection);
      for (const filter of spec.where ?? []) {
        const value = (values as Record<string, unknown>)[filter.field];
        if (value === undefined) {
          if (filter.optional) continue;
          throw new Error(`query ${name}: no value for the required filter on ${filter.field}`);
        }
        query = query.where(filter.field, filter.op, value);
      }
      for (const order of spec.orderBy ?? []) query = query.orderBy(order.field, order.direction ?? 'asc');
      return query;
    },
  };
  registry.set(name, shape as unknown as QueryShape);
  return shape;
}

/** The shapes declared so far (the modules declaring them must have been imported). */
export function registeredQueryShapes(): QueryShape[] {
  return [...registry.values()];
}
