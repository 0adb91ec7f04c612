/**
 * Builds the islands (issue 22; ADR 0024): web/src/islands/{name}.ts for each name of
 * src/config/islands.ts, as extra inputs of React Router's client build (bundled, hashed and
 * sharing its chunks). The plugin notes each built island's file, static imports (modulepreload)
 * and CSS; the server build (built after the client one) gets them as `islandAssets` of
 * `virtual:islands`, which the root reads to write a page's island scripts (app/root.tsx). In
 * the client build that module is empty: pages that run React load no island.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { islandEntries } from '../src/config/islands.ts';

const islandsDir = fileURLToPath(new URL('../src/islands/', import.meta.url));
const islandFile = (name: string) => path.join(islandsDir, `${name}.ts`);
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
      // React Router's client build lists its inputs (entry, routes); the dev server has none.
      // A build whose islands are missing fails in generateBundle.
      const input = inputOptions.input;
      if (!Array.isArray(input)) return inputOptions;
      return { ...inputOptions, input: [...input, ...islandEntries.map(islandFile)] };
    },
    generateBundle(_options, bundle) {
      const found: Record<string, IslandAsset> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.isEntry || !chunk.facadeModuleId) continue;
        const name = islandEntries.find((n) => path.resolve(chunk.facadeModuleId!) === islandFile(n));
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
