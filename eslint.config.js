import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * HiveKeeper's boundaries beyond the web app (whose feature layering frontend/src/architecture.test.ts checks).
 * Each folder's rule lists everything it may not import; ESLint applies one `no-restricted-imports` per file, so a
 * folder inside another repeats its parent's restrictions.
 */
const SHARED_PACKAGES = ['zod', 'date-fns'];
const sharedRules = (depth, allowedPackages) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          // A relative import with more `../` than the file is deep below shared/ lands outside it.
          regex: `^(\\./)?(\\.\\./){${depth + 1},}`,
          message: 'shared/ imports only itself: the web app and the Lambdas both import it.',
        },
        {
          regex: `^(?!\\.|(${allowedPackages.join('|')})(/|$))`,
          message: `shared/ imports no package but ${allowedPackages.join(', ')} and no Node module: it does no I/O, in the browser and in Lambdas alike.`,
        },
      ],
    },
  ],
  'no-restricted-globals': [
    'error',
    ...[
      'fetch',
      'XMLHttpRequest',
      'WebSocket',
      'process',
      'Buffer',
      'window',
      'document',
      'localStorage',
      'sessionStorage',
      'navigator',
      'indexedDB',
    ].map((name) => ({
      name,
      message: 'shared/ does no I/O and reads no environment: it runs in the browser and in Lambdas alike.',
    })),
  ],
});
/** shared/ at each depth of folder (shared/plans.ts is 0, shared/rules/season.ts 1); its tests may also use vitest. */
const sharedBoundaries = [0, 1, 2, 3].flatMap((depth) => {
  const folder = ['shared', ...Array(depth).fill('*')].join('/');
  const testSupport = depth > 0 ? [`${folder.replace('*', 'test-support')}/*.ts`] : [];
  return [
    { files: [`${folder}/*.ts`], rules: sharedRules(depth, SHARED_PACKAGES) },
    { files: [`${folder}/*.test.ts`, ...testSupport], rules: sharedRules(depth, [...SHARED_PACKAGES, 'vitest']) },
  ];
});

const NO_INFRA = {
  group: ['**/infra', '**/infra/**', '**/frontend', '**/frontend/**', '@/**'],
  message: 'A Lambda imports neither infra/ nor the web app; only functions/test-support and tests may use infra/.',
};
const NO_DATA_LAYER = {
  group: ['**/lib/data', '**/lib/data/**', '../data', '../data/**'],
  message:
    'The HTTP layer reaches the data layer only through interfaces wired in handler.ts (see ProAccessCheck in middlewares.ts).',
};

const namedZodImport = {
  selector: "ImportDeclaration[source.value='zod'][importKind!='type'] > ImportSpecifier[imported.name='z']",
  message: "Use `import * as z from 'zod'`: the named `z` defeats tree-shaking and adds ~350 KB to every Lambda.",
};

/**
 * Code outside the web app is declared free of import side effects (`sideEffects` in package.json), so a Lambda's
 * bundle drops every module whose exports its route never uses. An import for its side effects alone would be
 * dropped with it.
 */
const sideEffectImport = {
  selector: 'ImportDeclaration[specifiers.length=0][importKind!="type"]',
  message:
    'Nothing outside frontend/ is imported for its side effects: package.json declares them free of any, so bundles drop such an import.',
};

/**
 * An API path is written once, in the route table (`functions/routes/<area>.ts`); everything else builds it with
 * `apiPath(routes.x, params)` (`functions/api-path.ts`). Catches `'/api/...'`, `'http://host/api/...'` and
 * `` `${origin}/api/...` ``. The one exception is the route table; code that needs the prefix itself (CloudFront's
 * `/api/*` behaviour, msw's catch-all, the 404 checks on undeclared paths) builds it from `API_BASE_PATH`.
 * functions/api-path-guard.test.ts checks the rule.
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
      // `import { type X }` still loads its module; in the web app that can pull zod onto a page that only wanted X.
      '@typescript-eslint/no-import-type-side-effects': 'error',
      'no-restricted-syntax': ['error', namedZodImport, ...apiPathLiterals],
    },
  },
  {
    files: ['functions/**/*.ts', 'shared/**/*.ts'],
    // Tests and their support are never bundled into a Lambda.
    ignores: ['**/*.test.ts', 'functions/test-support/**'],
    rules: { 'no-restricted-syntax': ['error', namedZodImport, ...apiPathLiterals, sideEffectImport] },
  },
  {
    // The one declaration of every API path: the route table's areas.
    files: ['functions/route-definition.ts', 'functions/routes/*.ts'],
    rules: { 'no-restricted-syntax': ['error', namedZodImport, sideEffectImport] },
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  ...sharedBoundaries,
  {
    files: ['functions/**/*.ts'],
    ignores: ['functions/test-support/**', 'functions/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_INFRA] }] },
  },
  {
    files: ['functions/lib/http/**/*.ts'],
    ignores: ['functions/lib/http/handler.ts', 'functions/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_INFRA, NO_DATA_LAYER] }] },
  },
);
