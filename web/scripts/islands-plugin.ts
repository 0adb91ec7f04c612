/**
 * Builds the public pages' script (ADR 0024 items 3 and 7): web/src/islands/public.ts
 * and everything it imports statically, in one file, by a Vite build of its own run after React
 * Router's client build has been written, into the same folder. A public page then makes one
 * script request (Lighthouse counts each request started before the first paint); the lazy parts
 * (the photo viewer, the request form's enhancement, the staff's lead count) stay chunks of their
 * own. The server build (built after the client one) gets the file and its CSS as `publicScript`
 * of `virtual:islands`, which the root reads (app/root.tsx). In the client build that module
 * exports null: pages that run React load no island.
 */
import { fileURLToPath } from 'node:url';
import { build, type Plugin, type Rollup } from 'vite';

const entry = fileURLToPath(new URL('../src/islands/public.ts', import.meta.url));
const virtualId = 'virtual:islands';
const resolvedVirtualId = `\0${virtualId}`;

/** The built public script: URLs from the site root. */
export interface PublicScript {
  file: string;
  css: string[];
}

/** Resolves `virtual:islands` to a module exporting `publicScript`. */
function virtualModule(name: string, script: () => PublicScript | null): Plugin {
  return {
    name,
    resolveId: (id) => (id === virtualId ? resolvedVirtualId : undefined),
    load: (id) => (id === resolvedVirtualId ? `export const publicScript = ${JSON.stringify(script())};` : undefined),
  };
}

/** The entry chunk of a build's output, with its CSS. @throws Error when the build has none */
function entryOf(output: Rollup.RollupOutput, base: string): PublicScript {
  const chunk = output.output.find((file) => file.type === 'chunk' && file.isEntry);
  if (!chunk || chunk.type !== 'chunk') throw new Error('islands: the public script build wrote no entry');
  return { file: base + chunk.fileName, css: [...(chunk.viteMetadata?.importedCss ?? [])].map((f) => base + f) };
}

/**
 * The Vite plugins: the client environment's (an empty `virtual:islands`; once the client build
 * is written, the public script's build into its folder) and the server environment's
 * (`virtual:islands` with the built script).
 */
export function islandsPlugin(): Plugin[] {
  let built: PublicScript | null = null;
  let root = '';
  let base = '/';
  let mode = 'production';
  const client: Plugin = {
    ...virtualModule('site:islands-client', () => null),
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved(config) {
      ({ root, base, mode } = config);
    },
    async writeBundle(options) {
      const result = await build({
        configFile: false,
        root,
        base,
        mode,
        logLevel: 'warn',
        publicDir: false,
        build: { outDir: options.dir, emptyOutDir: false, rolldownOptions: { input: { public: entry } } },
      });
      built = entryOf((Array.isArray(result) ? result[0] : result) as Rollup.RollupOutput, base);
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
