/** The built islands' URLs (scripts/islands-plugin.ts), by island name; empty in the browser build. */
declare module 'virtual:islands' {
  export const islandAssets: Partial<
    Record<import('../config/islands').IslandName, { file: string; imports: string[]; css: string[] }>
  >;
}
