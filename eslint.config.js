// Typed rules that catch mistakes (floating promises, unsafe any, wrong awaits); layout is Prettier's.
import tseslint from 'typescript-eslint';

const typeAssertion = tseslint.plugin.rules['no-unnecessary-type-assertion'];
/**
 * no-unnecessary-type-assertion without its `x!` findings: with noUncheckedIndexedAccess off, an indexed read types as
 * present, and the code marks the reads it knows present with `!` (600 findings); a needless `as` stays an error.
 */
const noUnnecessaryCast = {
  ...typeAssertion,
  create: (context) =>
    typeAssertion.create(
      Object.create(context, {
        report: {
          value: (descriptor) => {
            if (descriptor.node?.type !== 'TSNonNullExpression') context.report(descriptor);
          },
        },
      }),
    ),
};

// Long strings, comments, test names and SQL, which Prettier leaves as they are.
const maxLen = ['error', { code: 120, ignoreUrls: true }];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '.tsbuild/**',
      'data/**',
      'apps/server/drizzle/**',
      'apps/web/public/**',
      'test-artifacts/**',
      '.scratch-*/**',
    ],
  },
  { files: ['**/*.js', '**/*.mjs'], rules: { 'max-len': maxLen } },
  {
    files: ['**/*.ts', '**/*.tsx'],
    extends: [tseslint.configs.recommendedTypeChecked],
    plugins: { local: { rules: { 'no-unnecessary-cast': noUnnecessaryCast } } },
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-unnecessary-type-assertion': 'off', // replaced by local/no-unnecessary-cast (above)
      'local/no-unnecessary-cast': 'error',
      // tsc's noUnusedLocals and noUnusedParameters check this; the rule adds only `_`-named fields left out of a rest.
      '@typescript-eslint/no-unused-vars': 'off',
      // Every finding was an async function meeting a Promise-returning signature (antd validators, interfaces).
      '@typescript-eslint/require-await': 'off',
      // Every finding was a closure typed with method syntax (antd's form, test servers, browsers): nothing to bind.
      '@typescript-eslint/unbound-method': 'off',
      // Fastify's typings are widened by declaration merging: an interface that only extends another.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      // React Router's loaders throw the Response that redirect() makes.
      '@typescript-eslint/only-throw-error': ['error', { allow: [{ from: 'lib', name: 'Response' }] }],
      'max-len': maxLen,
    },
  },
  {
    // Tests read parsed JSON answers (typed any) and check them with expect: unsafe-* would flag every assertion;
    // they send ill-typed bodies on purpose (`as any`).
    files: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
);
