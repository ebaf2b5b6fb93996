import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const namedZodImport = {
  selector: "ImportDeclaration[source.value='zod'][importKind!='type'] > ImportSpecifier[imported.name='z']",
  message: "Use `import * as z from 'zod'`: the named `z` defeats tree-shaking and adds ~350 KB to every Lambda.",
};

/**
 * An API path is written once, in `functions/routes.ts`; everything else builds it with `apiPath(routes.x, params)`
 * (`functions/api-path.ts`). Catches `'/api/...'`, `'http://host/api/...'` and `` `${origin}/api/...` ``. The one
 * exception is routes.ts; code that needs the prefix itself (CloudFront's `/api/*` behaviour, msw's catch-all, the
 * 404 checks on undeclared paths) builds it from `API_BASE_PATH`. functions/api-path-guard.test.ts checks the rule.
 */
const apiPathLiterals = [
  'Literal[value=/^(https?:\\/\\/[^\\/]+)?\\/api(?![\\w-])/]',
  'TemplateElement[value.raw=/^\\/api(?![\\w-])/]',
].map((selector) => ({
  selector,
  message:
    'Build API paths with apiPath(routes.<name>, params) from functions/api-path.ts: routes.ts is their one declaration.',
}));

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'cdk.out/',
      '.local/',
      'frontend/dist/',
      'coverage/',
      'test-results/',
      'playwright-report/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': ['error', namedZodImport, ...apiPathLiterals],
    },
  },
  {
    // The one declaration of every API path.
    files: ['functions/routes.ts'],
    rules: { 'no-restricted-syntax': ['error', namedZodImport] },
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
);
