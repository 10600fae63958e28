import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * zod is imported as a namespace (`import * as z from 'zod'`): the `z` object of
 * `import { z } from 'zod'` holds all of zod, and the server's bundle then carries every
 * part of it, its 60 locales too, read and compiled at each start (docs/rendimiento.md).
 */
const zodComoEspacio = {
  selector: "ImportDeclaration[source.value='zod'] > ImportSpecifier[imported.name='z']",
  message: "Import zod as a namespace: import * as z from 'zod'.",
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // Type-aware rules: a promise nobody awaits loses its error (and, in a request, its
    // ordering). The rules read types from one program holding every TypeScript file
    // (tsconfig.eslint.json): the three programs tsc checks share the server's and the
    // shared package's files, which three programs here parsed and bound again (ESLint
    // 79 -> 67 s of CPU).
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        project: './tsconfig.eslint.json',
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      // JSX handlers may return a promise (React ignores it); everything else that
      // expects a void callback must not get one.
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Features stay independent: what two features need lives in components/, lib/
    // or packages/shared. Only the app's routes compose features. A feature's public face
    // is its calls and its query keys (features/<area>/api.ts and claves.ts): another
    // feature may read through them (the person pickers read usuarios' list) or refresh
    // them after a change that alters that feature's data, never reach its components.
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@/features/(?![^/]+/(api|claves)$)',
              message:
                'A feature must not import another feature; only its calls and query keys (@/features/<area>/api, @/features/<area>/claves).',
            },
            {
              regex: '^(\\.\\./){2}',
              message: 'Leave a feature through "@/…" paths, which the rule above checks.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/**/*.ts', 'packages/shared/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', zodComoEspacio] },
  },
  {
    files: ['packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: ['react', 'fastify', 'drizzle-orm'], patterns: ['@fastify/*', 'drizzle-orm/*'] },
      ],
    },
  },
);
