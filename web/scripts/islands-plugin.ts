/**
 * Builds the islands (issue 22; ADR 0024): small progressive-enhancement modules of the public
 * pages, web/src/islands/{name}.ts for each name of src/islands/entries.ts.
 *
 * - Client build: each island is one more input of React Router's client build (Rolldown
 *   `inputOptions.input`), so it is bundled, minified and content-hashed like every other asset,
 *   in build/client/assets/, and shares the build's chunks (e.g. PhotoSwipe's, loaded on demand).
 * - When the client bundle is written, the plugin notes each island's file, the chunks it
 *   imports statically (for `modulepreload`) and its CSS.
 * - Server build (built after the client one, React Router's build order): the module
 *   `virtual:islands` exports those URLs as `islandAssets`, which the root reads to write the
 *   `<script type="module">` of a page's islands (app/root.tsx, lib/page-scripts.ts). In the
 *   client build the module is empty: pages that run React load no island.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { islandEntries } from '../src/islands/entries.ts';

const islandsDir = fileURLToPath(new URL('../src/islands/', import.meta.url));
const virtualId = 'virtual:islands';
const resolvedVirtualId = `\0${virtualId}`;

/** One built island: URLs from the site root. */
export interface IslandAsset {
  file: string;
  imports: string[];
  css: string[];
}

/** Resolves `virtual:islands` to a module exporting `assets` (null: none known, an empty map). */
function virtualModule(name: string, assets: () => Record<string, IslandAsset> | null): Plugin {
  return {
    name,
    resolveId: (id) => (id === virtualId ? resolvedVirtualId : undefined),
    load(id) {
      if (id !== resolvedVirtualId) return undefined;
      return `export const islandAssets = ${JSON.stringify(assets() ?? {})};`;
    },
  };
}

/**
 * The Vite plugins: the client environment's (inputs, noting the built islands, an empty
 * `virtual:islands`) and the server environment's (`virtual:islands` with the built islands).
 */
export function islandsPlugin(): Plugin[] {
  let built: Record<string, IslandAsset> | null = null;
  let base = '/';
  const client: Plugin = {
    ...virtualModule('site:islands-client', () => null),
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved(config) {
      base = config.base;
    },
    options(inputOptions) {
      const extra = Object.fromEntries(
        islandEntries.map((name) => [`island-${name}`, path.join(islandsDir, `${name}.ts`)]),
      );
      const input = inputOptions.input;
      if (input === undefined) return { ...inputOptions, input: extra };
      if (typeof input === 'string') return { ...inputOptions, input: { index: input, ...extra } };
      if (Array.isArray(input)) return { ...inputOptions, input: [...input, ...Object.values(extra)] };
      return { ...inputOptions, input: { ...input, ...extra } };
    },
    generateBundle(_options, bundle) {
      const found: Record<string, IslandAsset> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.isEntry || !chunk.facadeModuleId) continue;
        const name = islandEntries.find(
          (n) => path.resolve(chunk.facadeModuleId!) === path.join(islandsDir, `${n}.ts`),
        );
        if (!name) continue;
        const css = [...(chunk.viteMetadata?.importedCss ?? [])];
        found[name] = {
          file: base + chunk.fileName,
          imports: chunk.imports.map((f) => base + f),
          css: css.map((f) => base + f),
        };
      }
      const missing = islandEntries.filter((name) => !found[name]);
      if (missing.length > 0) this.error(`islands: no built entry for ${missing.join(', ')}`);
      built = found;
    },
  };
  const server: Plugin = {
    ...virtualModule('site:islands-server', () => {
      if (!built)
        throw new Error('islands: the client build has not run before the server build (run `react-router build`)');
      return built;
    }),
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'ssr',
  };
  return [client, server];
}
