// ESLint flat config: typescript-eslint recommended + React hooks rules, for every workspace.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import eslintConfigPrettier from 'eslint-config-prettier/flat';

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
