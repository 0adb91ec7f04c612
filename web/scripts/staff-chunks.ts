/**
 * How the client build (the staff screens: the public pages run the islands build instead,
 * islands-plugin.ts) groups modules into script files: fewer, larger files on the admin's common
 * path (DESIGN §5 budget: at most 30 script files for the first load of /admin), where Rolldown's
 * automatic splitting made one file per shared module (each MUI component and icon, each small
 * lib), over 100 of them under 5 KB. Rolldown `output.codeSplitting.groups`
 * (rolldown.rs/reference/OutputOptions.codeSplitting): a module matched by a group goes to that
 * group's file, the highest priority first; everything else is split as before, so the lazy
 * parts (the rich-text editor, the photo uploader, drag and drop, the diff) stay chunks of their own.
 *
 * - `framework`: React, React DOM, React Router, TanStack Query: every staff screen runs them.
 * - `mui`: MUI, its icons and Emotion: every staff screen draws with them (the icons one file
 *   each before).
 * - `app`: the shared code of the staff screens (lib, components, config and the contract's
 *   rules, zod with them), without the features, which stay one chunk per admin section, and
 *   without the rich-text editor.
 */
import type { Rollup } from 'vite';

type CodeSplitting = Exclude<NonNullable<Rollup.OutputOptions['codeSplitting']>, boolean>;

/** Path separator of either platform. */
const sep = String.raw`[\\/]`;
const packages = (names: string[]) => new RegExp(`node_modules${sep}(${names.join('|')})${sep}`);

/** The staff screens' shared code: web/src lib, components and config, and the contract's rules. */
const sharedCode = new RegExp(`${sep}(web${sep}src${sep}(lib|components|config)|contract${sep}src)${sep}`);
/** Shared components that only some screens load. */
const lazyComponents = new RegExp(`${sep}components${sep}rich-text-editor${sep}`);

export const staffChunks: CodeSplitting = {
  groups: [
    {
      name: 'framework',
      priority: 3,
      test: packages(['react', 'react-dom', 'scheduler', 'react-router', '@tanstack', 'cookie', 'set-cookie-parser']),
    },
    {
      name: 'mui',
      priority: 2,
      test: packages([
        '@mui',
        '@emotion',
        '@babel',
        'stylis',
        'hoist-non-react-statics',
        'react-is',
        'prop-types',
        'clsx',
        'react-transition-group',
        '@popperjs',
        'notistack',
        'goober',
      ]),
    },
    {
      name: 'app',
      priority: 1,
      // A captured module brings its static imports along: the rich-text editor (Tiptap, 200 KB
      // gzip) stays out, loaded with the edit screens only.
      test: (id) => sharedCode.test(id) && !lazyComponents.test(id),
    },
  ],
};
