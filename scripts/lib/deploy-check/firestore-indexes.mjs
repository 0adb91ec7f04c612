/**
 * deploy:check, the Firestore indexes (ADR 0013): loads every query shape the functions declare
 * (functions/src/services/platform/firestore-queries.ts), derives the composite indexes they need, and
 * compares them with firestore.indexes.json. A query without its index fails in production only
 * ("FAILED_PRECONDITION: The query requires an index"): the Firestore stand-in of the local
 * stack and tests does not use indexes at all.
 *
 * What needs a composite index (firebase.google.com/docs/firestore/query-data/index-overview):
 * single-field indexes, merged, serve any number of equality (`==`, `in`) and array-membership
 * filters with no ordering, and one ordered field alone. A composite index is needed when a
 * query orders (explicitly, or implicitly by a range filter) on one field together with any
 * filter on another, or on two fields or more. Its fields are the equality and membership fields
 * (in any order), then the ordered fields in query order with their directions. Every
 * combination of a shape's optional filters is a query of its own.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const equality = new Set(['==', 'in']);
const membership = new Set(['array-contains', 'array-contains-any']);

/** esbuild plugin: npm packages stay external (imported at run time); `@site/*` workspaces are bundled. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@site/') ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * Imports every functions/src module that declares a query shape, in one bundle with the shape
 * registry, and returns the registered shapes: [{name, spec}].
 */
export async function loadQueryShapes(root) {
  const src = path.join(root, 'functions', 'src');
  const registry = path.join(src, 'services', 'platform', 'firestore-queries.ts');
  if (!existsSync(registry)) throw new Error('functions/src/services/platform/firestore-queries.ts is missing');
  const declaring = readdirSync(src, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts') && !e.name.endsWith('.test.ts'))
    .map((e) => path.join(e.parentPath, e.name))
    .filter((file) => file !== registry && /\bqueryShape\s*\(/.test(readFileSync(file, 'utf8')));
  const entry = [
    ...declaring.map((file) => `import ${JSON.stringify(file)};`),
    `export { registeredQueryShapes } from ${JSON.stringify(registry)};`,
  ].join('\n');
  // Written under the repo's node_modules so that npm packages (firebase-admin, …) resolve from
  // there and stay external; our own code and the @site workspaces are bundled.
  const cache = path.join(root, 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  const dir = mkdtempSync(path.join(cache, 'deploy-check-'));
  try {
    const out = path.join(dir, 'query-shapes.mjs');
    await build({
      stdin: { contents: entry, resolveDir: src, sourcefile: 'query-shapes-entry.ts', loader: 'ts' },
      bundle: true,
      format: 'esm',
      platform: 'node',
      target: 'node24',
      outfile: out,
      logLevel: 'silent',
      plugins: [externalPackages],
    });
    const { registeredQueryShapes } = await import(new URL(`file://${out}`).href);
    return registeredQueryShapes().map((shape) => ({
      name: shape.name,
      spec: shape.spec,
      declaredIn: declaringFile(declaring, shape.name, root),
    }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The file that declares a shape name (for messages), relative to root. */
function declaringFile(files, name, root) {
  const file = files.find(
    (f) => readFileSync(f, 'utf8').includes(`'${name}'`) || readFileSync(f, 'utf8').includes(`"${name}"`),
  );
  return file ? path.relative(root, file) : 'functions/src';
}

/** Every subset of a list (the optional filters a call may leave out). */
function subsets(list) {
  return list.reduce((all, item) => all.concat(all.map((s) => [...s, item])), [[]]);
}

/** A readable form of one query: "posts: type ==, status ==, orderBy createdAt desc". */
export function describeQuery(query) {
  const filters = query.filters.map((f) => `${f.field} ${f.op}`);
  const order = query.sort.map((s) => `${s.field} ${s.direction}`);
  return `${query.collection}${query.collectionGroup ? ' (group)' : ''}: ${[...filters, ...(order.length ? [`order by ${order.join(', ')}`] : [])].join(', ') || 'all'}`;
}

/**
 * Every concrete query of a shape: one per combination of its optional filters.
 * @returns [{shape, collection, collectionGroup, filters, sort: [{field, direction}]}]
 */
export function expandShape(shape) {
  const where = shape.spec.where ?? [];
  const required = where.filter((f) => !f.optional);
  const optional = where.filter((f) => f.optional);
  return subsets(optional).map((chosen) => {
    const filters = [...required, ...chosen];
    const filtered = new Set(filters.filter((f) => equality.has(f.op)).map((f) => f.field));
    const sort = (shape.spec.orderBy ?? [])
      .filter((o) => !filtered.has(o.field))
      .map((o) => ({ field: o.field, direction: o.direction ?? 'asc' }));
    const ranged = [
      ...new Set(filters.filter((f) => !equality.has(f.op) && !membership.has(f.op)).map((f) => f.field)),
    ].sort();
    for (const field of ranged) if (!sort.some((s) => s.field === field)) sort.push({ field, direction: 'asc' });
    return {
      shape: shape.name,
      declaredIn: shape.declaredIn,
      collection: shape.spec.collection,
      collectionGroup: Boolean(shape.spec.collectionGroup),
      filters,
      sort,
    };
  });
}

/**
 * The composite index a query needs, or null when merged single-field indexes serve it.
 * @returns {{index: object, prefixLength: number} | null} index: a firestore.indexes.json entry;
 *   prefixLength: how many leading fields are equality/membership fields (order-free)
 */
export function neededIndex(query) {
  const prefix = query.filters.filter((f) => equality.has(f.op) || membership.has(f.op));
  const needs =
    query.sort.length >= 2 || (query.sort.length === 1 && query.filters.some((f) => f.field !== query.sort[0].field));
  if (!needs) return null;
  const index = {
    collectionGroup: query.collection,
    queryScope: query.collectionGroup ? 'COLLECTION_GROUP' : 'COLLECTION',
    fields: [
      ...prefix.map((f) =>
        membership.has(f.op)
          ? { fieldPath: f.field, arrayConfig: 'CONTAINS' }
          : { fieldPath: f.field, order: 'ASCENDING' },
      ),
      ...query.sort.map((s) => ({ fieldPath: s.field, order: s.direction === 'desc' ? 'DESCENDING' : 'ASCENDING' })),
    ],
  };
  return { index, prefixLength: prefix.length };
}

/**
 * Does an index of the file serve a needed one? Same collection and scope, the equality and
 * membership fields in any order (their direction is irrelevant), then exactly the ordered fields.
 */
export function serves(index, needed) {
  const want = needed.index;
  if (index.collectionGroup !== want.collectionGroup || (index.queryScope ?? 'COLLECTION') !== want.queryScope)
    return false;
  const fields = (index.fields ?? []).filter((f) => f.fieldPath !== '__name__');
  if (fields.length !== want.fields.length) return false;
  const n = needed.prefixLength;
  const key = (f) => `${f.fieldPath}|${f.arrayConfig ? 'CONTAINS' : 'ORDER'}`;
  const sameKeys = (a, b) => JSON.stringify(a.map(key).sort()) === JSON.stringify(b.map(key).sort());
  const sortOk = fields
    .slice(n)
    .every(
      (f, i) => !f.arrayConfig && f.fieldPath === want.fields[n + i].fieldPath && f.order === want.fields[n + i].order,
    );
  return sameKeys(fields.slice(0, n), want.fields.slice(0, n)) && sortOk;
}

/**
 * Derives the indexes every shape needs and compares them with the index file.
 * @returns {{summary: string, problems: {message: string, fix: string}[], notes: string[], required: object[]}}
 *   required: the firestore.indexes.json entries the shapes need
 */
export function checkIndexes(shapes, indexFile) {
  const indexes = indexFile.indexes ?? [];
  const problems = [];
  const needs = [];
  const queries = shapes.flatMap(expandShape);
  for (const query of queries) {
    const needed = neededIndex(query);
    if (!needed) continue;
    if (!needs.some((n) => JSON.stringify(n.index) === JSON.stringify(needed.index))) needs.push(needed);
    if (!indexes.some((index) => serves(index, needed))) {
      problems.push({
        message: `query ${query.shape} (${query.declaredIn}) — ${describeQuery(query)} — needs a composite index that firestore.indexes.json lacks.`,
        fix: `add to "indexes" in firestore.indexes.json: ${JSON.stringify(needed.index)} (or run \`npm run deploy:check -- --write-indexes\`).`,
      });
    }
  }
  const unused = indexes.filter((index) => !needs.some((needed) => serves(index, needed)));
  const notes = unused.map(
    (index) =>
      `firestore.indexes.json: ${index.collectionGroup} (${(index.fields ?? []).map((f) => `${f.fieldPath} ${f.order ?? f.arrayConfig}`).join(', ')}) serves no declared query; \`--write-indexes\` drops it.`,
  );
  const summary = `${shapes.length} query shapes, ${queries.length} query forms → ${needs.length} composite indexes${problems.length ? '' : ', all in firestore.indexes.json'}`;
  return { summary, problems, notes, required: needs.map((n) => n.index) };
}

/** Rewrites the index file with exactly the required indexes (field overrides kept), one field a line. */
export function writeIndexFile(file, indexFile, required) {
  const sorted = [...required].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  const fieldLines = (fields) =>
    fields
      .map(
        (f) =>
          `        ${JSON.stringify(f).replace(/,"/g, ', "').replace(/":/g, '": ').replace(/^\{/, '{ ').replace(/\}$/, ' }')}`,
      )
      .join(',\n');
  const entries = sorted.map(
    (index) =>
      `    {\n      "collectionGroup": ${JSON.stringify(index.collectionGroup)},\n      "queryScope": ${JSON.stringify(index.queryScope)},\n      "fields": [\n${fieldLines(index.fields)}\n      ]\n    }`,
  );
  const overrides = JSON.stringify(indexFile.fieldOverrides ?? [], null, 2).replace(/\n/g, '\n  ');
  writeFileSync(file, `{\n  "indexes": [\n${entries.join(',\n')}\n  ],\n  "fieldOverrides": ${overrides}\n}\n`);
}
