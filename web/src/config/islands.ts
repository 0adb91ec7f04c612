/**
 * The island entries (issue 22; ADR 0024): each `web/src/islands/{name}.ts` here is built as an
 * entry of its own by the client build (scripts/islands-plugin.ts) and loaded with a plain
 * `<script type="module">` by the pages whose routes name it (lib/page-scripts.ts).
 */
export const islandEntries = ['site', 'carousel', 'project-filter', 'project', 'contact'] as const;

/** The name of an island entry. */
export type IslandName = (typeof islandEntries)[number];
