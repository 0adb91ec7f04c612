// ESLint flat config: typescript-eslint recommended + React hooks rules, for every workspace.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import eslintConfigPrettier from 'eslint-config-prettier/flat';
import { readdirSync } from 'node:fs';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

/**
 * The folders of web/src and which way imports run (DESIGN §2; bulletproof-react's
 * "unidirectional codebase"): app and islands (entry points) → features → components, lib,
 * config, theme. A feature never imports another feature: what two features share moves down
 * (components/, lib/), or the app composes them. Checked by import-x/no-restricted-paths.
 */
const web = './web/src';
const features = readdirSync(new URL('web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const shared = ['components', 'lib', 'config', 'theme'].map((folder) => `${web}/${folder}`);
const importZones = [
  ...features.map((feature) => ({
    target: `${web}/features/${feature}`,
    from: `${web}/features`,
    except: [`./${feature}`],
    message:
      'A feature does not import another feature: move what both use to components/ or lib/, or compose them in app/.',
  })),
  {
    target: [`${web}/features`, ...shared],
    from: [`${web}/app`, `${web}/islands`],
    message: 'app/ and islands/ are entry points: nothing imports them.',
  },
  {
    target: shared,
    from: `${web}/features`,
    message: 'components/, lib/, config/ and theme/ are shared by features: they do not import one.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '.tools/**',
      '.data/**',
      '.test-results/**',
      '.bench/**',
      'functions/lib/**',
      'web/build/**',
      'web/.react-router/**',
      'web/public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: importZones }] },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        fetch: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        AbortSignal: 'readonly',
        performance: 'readonly',
      },
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Firestore queries are declared as query shapes, from which deploy:check derives their
    // composite indexes (ADR 0013); a hand-built where/orderBy would escape that check.
    files: ['functions/src/**/*.ts'],
    ignores: ['functions/src/services/platform/firestore-queries.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.property.name=/^(where|orderBy)$/]',
          message:
            'Declare Firestore queries with queryShape() (functions/src/services/platform/firestore-queries.ts) and build them with shape.query(), so `npm run deploy:check` can derive their indexes (ADR 0013).',
        },
      ],
    },
  },
  // Last: Prettier formats the code (`npm run format`, checked by `npm run lint:format`); its
  // config turns off the rules that would fight that formatting (e.g. no-unexpected-multiline).
  eslintConfigPrettier,
);
