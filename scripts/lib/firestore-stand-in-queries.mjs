/**
 * What the Firestore stand-in (@firestore-emulator/server, firestore-stand-in.mjs) leaves out of
 * queries and the paged lists need (DESIGN §5 "Lists read pages"), added the way Firestore does it
 * (firebase.google.com/docs/firestore/query-data/query-cursors, .../order-limit-data):
 * - the order of an ordered query with the document name as its last order (the package leaves
 *   ties in insertion order, Firestore orders them by name);
 * - query cursors: `start_at` / `end_at` (startAt, startAfter, endAt, endBefore), compared with
 *   the query's `order_by` values, `before` telling whether the cursor's own position is in;
 *   the limit applied after them (the package applies it and ignores cursors);
 * - `__name__` (the document id) as an order or filter field;
 * - dotted field paths into maps (`sectors.residential`), which the package refuses.
 * Values compare in Firestore's type order (firebase.google.com/docs/firestore/manage-data/data-types):
 * null < booleans < numbers < timestamps < strings < bytes < references < the rest.
 */
import { FirestoreStateDocument } from '@firestore-emulator/server';

/** Firestore's order of value types (types not listed compare after these). */
const typeRank = [
  'null_value',
  'boolean_value',
  'number',
  'timestamp_value',
  'string_value',
  'bytes_value',
  'reference_value',
];

/** The type and comparable value of a v1 Value object ({string_value: 'x'}, {timestamp_value: {seconds, nanos}}, …). */
function comparable(value) {
  const [type, raw] = Object.entries(value ?? { null_value: 0 }).find(([, v]) => v !== undefined) ?? ['null_value', 0];
  if (type === 'integer_value' || type === 'double_value')
    return { rank: typeRank.indexOf('number'), key: Number(raw) };
  if (type === 'timestamp_value')
    return { rank: typeRank.indexOf(type), key: Number(raw.seconds ?? 0) * 1e9 + Number(raw.nanos ?? 0) };
  if (type === 'boolean_value') return { rank: typeRank.indexOf(type), key: raw ? 1 : 0 };
  const rank = typeRank.indexOf(type);
  return { rank: rank < 0 ? typeRank.length : rank, key: typeof raw === 'string' ? raw : JSON.stringify(raw) };
}

/** -1, 0 or 1: how two v1 Value objects order in Firestore. */
export function compareValues(a, b) {
  const x = comparable(a);
  const y = comparable(b);
  if (x.rank !== y.rank) return x.rank < y.rank ? -1 : 1;
  if (x.key === y.key) return 0;
  return x.key < y.key ? -1 : 1;
}

/** A document's name as a field: compares as the reference values of cursors and filters. */
class NameField {
  constructor(value) {
    this.value = value;
  }
  type = 'reference_value';
  toV1ValueObject() {
    return { reference_value: this.value };
  }
  toJSON() {
    return { type: this.type, value: this.value };
  }
  eq(other) {
    return other?.value === this.value;
  }
  lt(other) {
    return this.value < other?.value;
  }
  lte(other) {
    return this.value <= other?.value;
  }
  gt(other) {
    return this.value > other?.value;
  }
  gte(other) {
    return this.value >= other?.value;
  }
}

/** A field path's segments: `a.b` → ['a', 'b']; backquoted segments kept whole. */
function segments(path) {
  return [...path.matchAll(/`((?:[^`\\]|\\.)*)`|([^.]+)/g)].map((m) => (m[1] ?? m[2]).replace(/\\(.)/g, '$1'));
}

/** Lets documents answer `__name__` and dotted paths (the package's getField refuses a '.'). */
function patchGetField() {
  const proto = FirestoreStateDocument.prototype;
  if (proto.getFieldPatched) return;
  proto.getFieldPatched = true;
  proto.getField = function getField(path) {
    if (path === '__name__') return new NameField(this.getPath());
    const [first, ...rest] = segments(path);
    let field = this.fields[first];
    for (const name of rest) field = field?.type === 'map_value' ? field.value[name] : undefined;
    return field;
  };
}

/** A cursor's v1 Value message as a v1 Value object of its one set type (toObject() fills every type with defaults). */
function cursorValue(value) {
  const type = value.value_type;
  const object = value.toObject();
  return { [type]: object[type] };
}

/** A document's value at `path` as a v1 Value object (null when missing). */
const valueAt = (doc, path) => doc.getField(path)?.toV1ValueObject() ?? { null_value: 0 };

/** -1, 0, 1: two documents in the query's order. */
function compareDocuments(a, b, orders) {
  for (const { path, descending } of orders) {
    const order = compareValues(valueAt(a, path), valueAt(b, path));
    if (order !== 0) return descending ? -order : order;
  }
  return 0;
}

/** -1, 0, 1: a document against a cursor's values, in the query's order. */
function compareToCursor(doc, orders, values) {
  for (let i = 0; i < values.length && i < orders.length; i += 1) {
    const order = compareValues(valueAt(doc, orders[i].path), values[i]);
    if (order !== 0) return orders[i].descending ? -order : order;
  }
  return 0;
}

/**
 * Makes the stand-in's queries honour cursors, `__name__` and dotted paths (see the module comment).
 * @param state the server's FirestoreState
 */
export function addQueryCursors(state) {
  patchGetField();
  const query = state.v1Query.bind(state);
  state.v1Query = (parent, structured) => {
    const offset = structured.offset ?? 0;
    const ordered = structured.order_by.length > 0;
    if (!ordered && !structured.has_start_at && !structured.has_end_at && offset === 0)
      return query(parent, structured);
    // The package's run without limit, then Firestore's order (the document name last, in the
    // direction of the last order: the package leaves ties in insertion order), the cursors,
    // the offset and the limit.
    const unlimited = new Proxy(structured, {
      get: (target, key) => (key === 'has_limit' ? false : Reflect.get(target, key, target)),
    });
    let docs = query(parent, unlimited);
    const orders = structured.order_by.map((order) => ({
      path: order.field.field_path,
      descending: order.direction === 2,
    }));
    if (!orders.some((order) => order.path === '__name__'))
      orders.push({ path: '__name__', descending: orders.at(-1)?.descending ?? false });
    docs = docs.slice().sort((a, b) => compareDocuments(a, b, orders));
    if (structured.has_start_at) {
      const { before } = structured.start_at;
      const values = structured.start_at.values.map(cursorValue);
      docs = docs.filter((doc) => {
        const order = compareToCursor(doc, orders, values);
        return before ? order >= 0 : order > 0;
      });
    }
    if (structured.has_end_at) {
      const { before } = structured.end_at;
      const values = structured.end_at.values.map(cursorValue);
      docs = docs.filter((doc) => {
        const order = compareToCursor(doc, orders, values);
        return before ? order < 0 : order <= 0;
      });
    }
    if (offset > 0) docs = docs.slice(offset);
    if (structured.has_limit) docs = docs.slice(0, structured.limit.value);
    return docs;
  };
}
