/**
 * The scale bench's budgets and tables (pure: figures in, lines out).
 * Budgets: DESIGN §10 "Scale" — a public page render reads ≤ 40 documents cold and its document
 * is ≤ 40 KB gzip, `/projects` shows ≤ 24 cards; admin Leads and Projects show their first row in
 * ≤ 1.5 s on a desktop and ≤ 4 s on a throttled phone with ≤ 3,000 DOM nodes, /admin loads
 * ≤ 30 script files; an open inbox reads ≤ 100 documents a minute.
 */

export const budgets = {
  publicDocsCold: 40,
  publicGzipBytes: 40 * 1024,
  projectCards: 24,
  firstRowMs: { desktop: 1500, phone: 4000 },
  domNodes: 3000,
  adminScriptFiles: 30,
  inboxDocsPerMinute: 100,
};

/** The median of numbers (the mean of the middle two for an even count); NaN for none. */
export function median(values) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** '✓' when `value` ≤ `limit`, '✗' when over, '' when there is no budget or no value. */
export function verdict(value, limit) {
  if (limit === undefined || limit === null || !Number.isFinite(value)) return '';
  return value <= limit ? '✓' : '✗';
}

const kb = (bytes) => (Number.isFinite(bytes) ? (bytes / 1024).toFixed(1) : '–');
const whole = (n) => (Number.isFinite(n) ? String(Math.round(n)) : '–');
const seconds = (ms) => (Number.isFinite(ms) ? (ms / 1000).toFixed(2) : '–');

/**
 * One cell of a table: each side's figure, "A → B" with two sides, and its verdict on the last side.
 * @param {number[]} values one per side
 * @param {(v: number) => string} format
 * @param {number} [limit] the budget (≤)
 */
export function cell(values, format, limit) {
  const mark = verdict(values.at(-1), limit);
  return `${values.map(format).join(' → ')}${mark ? ` ${mark}` : ''}`;
}

/** Left-aligned columns, ` | `-separated, as a Markdown table. */
export function table(header, rows) {
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/**
 * The tables of one run.
 * @param {object[]} sides one or two results of the bench (A = base, B = this build), each
 *   `{label, calls: [...], screens: [...], adminScripts, inbox, seeding}` as bench-scale.mjs makes them
 * @returns {string} Markdown
 */
export function formatReport(sides) {
  const out = [];
  const pick = (list, key) => sides.map((side) => side[list]?.find((item) => item.key === key));
  const labels = sides.map((s) => s.label).join(' → ');
  out.push(`Scale bench: ${labels}`);
  for (const side of sides)
    out.push(
      `- ${side.label}: ${side.projects} projects (+ demo), ${side.leads} leads; seeding ${seconds(side.seeding.projectsMs)} s projects, ${seconds(side.seeding.leadsMs)} s leads`,
    );
  out.push('');
  const keysOf = (list) => [...new Set(sides.flatMap((side) => (side[list] ?? []).map((item) => item.key)))];
  const callRows = keysOf('calls').map((key) => {
    const calls = pick('calls', key);
    const get = (field) => calls.map((c) => c?.[field] ?? Number.NaN);
    const known = calls.find(Boolean);
    const isPublicPage = known.kind === 'page';
    return [
      known.name,
      cell(get('status'), String),
      cell(get('docsCold'), whole, isPublicPage ? budgets.publicDocsCold : undefined),
      cell(get('docsWarm'), whole),
      cell(get('rawBytes'), kb),
      cell(get('gzipBytes'), kb, isPublicPage ? budgets.publicGzipBytes : undefined),
      cell(get('msCold'), whole),
      cell(get('msWarm'), whole),
      calls.some((c) => c?.cards !== undefined)
        ? `${cell(get('cards'), whole, key === 'projects' ? budgets.projectCards : undefined)} cards`
        : calls.some((c) => c?.items !== undefined)
          ? `${cell(get('items'), whole)} items`
          : '',
    ];
  });
  out.push(
    table(
      ['page / call', 'status', 'docs cold', 'docs warm', 'KB raw', 'KB gzip', 'ms cold', 'ms warm', 'shown'],
      callRows,
    ),
  );
  out.push('');
  const screenRows = keysOf('screens').map((key) => {
    const screens = pick('screens', key);
    const get = (field) => screens.map((s) => s?.[field] ?? Number.NaN);
    const { name, profile } = screens.find(Boolean);
    return [
      name,
      profile,
      cell(get('firstRowMs'), seconds, budgets.firstRowMs[profile]),
      cell(get('domNodes'), whole, budgets.domNodes),
      cell(get('rows'), whole),
      cell(get('docs'), whole),
      cell(get('apiCalls'), whole),
      cell(get('apiGzipBytes'), kb),
    ];
  });
  out.push(
    table(
      ['admin screen', 'profile', 'first row s', 'DOM nodes', 'rows', 'docs read', 'API calls', 'API KB gzip'],
      screenRows,
    ),
  );
  out.push('');
  for (const side of sides)
    for (const screen of side.screens ?? [])
      if (screen.profile === 'desktop')
        out.push(`- ${side.label}, ${screen.name} fetched: ${screen.apiPaths?.join(', ') || 'nothing'}`);
  out.push('');
  const scripts = sides.map((s) => s.adminScripts ?? {});
  const inbox = sides.map((s) => s.inbox ?? {});
  out.push(
    table(
      ['figure', 'value'],
      [
        [
          '/admin first load (phone): script files',
          cell(
            scripts.map((s) => s.files ?? Number.NaN),
            whole,
            budgets.adminScriptFiles,
          ),
        ],
        [
          '/admin first load: script KB raw / gzip',
          `${cell(
            scripts.map((s) => s.rawBytes ?? Number.NaN),
            kb,
          )} / ${cell(
            scripts.map((s) => s.gzipBytes ?? Number.NaN),
            kb,
          )}`,
        ],
        [
          'open inbox: documents read in one minute',
          cell(
            inbox.map((i) => i.docs ?? Number.NaN),
            whole,
            budgets.inboxDocsPerMinute,
          ),
        ],
        ['open inbox: calls in that minute', inbox.map((i) => (i.calls ?? []).join(', ') || 'none').join(' → ')],
      ],
    ),
  );
  out.push('');
  out.push(
    `Figures: medians of ${sides.map((s) => s.runs).join('/')} run(s) (ms warm, screens); ✓/✗ against the budgets on ${sides.at(-1).label} (DESIGN §10 Scale).`,
  );
  return out.join('\n');
}
