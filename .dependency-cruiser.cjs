// Import boundaries, checked by `npm run check` (`depcruise src tests bench scripts`).
// A feature folder never imports another feature's files: what two features share lives in a shared
// folder (server: src/server/lib, src/server/shared; web: src/web/lib, src/web/components). The few
// allowed exceptions are the `pathNot`s of the rule they escape, each with its reason.

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cross-feature-server',
      comment:
        'A server feature reaches another feature only through its <name>.public.ts (what it offers the others), or through src/server/shared and src/server/lib.',
      severity: 'error',
      from: { path: '^src/server/features/([^/]+)/' },
      to: {
        path: '^src/server/features/',
        pathNot: ['^src/server/features/$1/', '^src/server/features/[^/]+/[^/]+\\.public\\.ts$'],
      },
    },
    {
      name: 'public-file-of-its-feature',
      comment: 'A feature offers the others one file, named after it: features/<name>/<name>.public.ts.',
      severity: 'error',
      from: {},
      to: { path: '^src/server/features/([^/]+)/(?!\\1\\.public\\.ts$)[^/]+\\.public\\.ts$' },
    },
    {
      name: 'lib-is-infrastructure',
      comment: 'src/server/lib is infrastructure: it imports nothing of shared or the features.',
      severity: 'error',
      from: { path: '^src/server/lib/' },
      to: { path: '^src/server/(shared|features)/' },
    },
    {
      name: 'context-is-infrastructure',
      comment: 'The context every use-case gets holds infrastructure only: lib, db and the configuration.',
      severity: 'error',
      from: { path: '^src/server/context\\.ts$' },
      to: { path: '^src/server/', pathNot: ['^src/server/(lib|db)/', '^src/server/env\\.ts$'] },
    },
    {
      name: 'no-cross-feature-web',
      comment: 'A web feature reaches another feature only through src/web/lib or src/web/components.',
      severity: 'error',
      from: { path: '^src/web/features/([^/]+)/' },
      to: { path: '^src/web/features/', pathNot: ['^src/web/features/$1/'] },
    },
    {
      name: 'parser-readers-apart',
      comment:
        'A reader of one kind of document (pay sheets, exports, receipts, rate confirmations, fuel receipts) imports only shared/ and its own folder.',
      severity: 'error',
      from: {
        path: '^src/domain/settlement-parsing/(pay-sheets|exports|receipts|rate-confirmations|fuel-receipts)/',
      },
      to: {
        path: '^src/domain/settlement-parsing/(pay-sheets|exports|receipts|rate-confirmations|fuel-receipts)/',
        pathNot: ['^src/domain/settlement-parsing/$1/'],
      },
    },
    {
      name: 'parser-shared-below-readers',
      comment: 'What the readers share never depends on one of them.',
      severity: 'error',
      from: { path: '^src/domain/settlement-parsing/shared/' },
      to: {
        path: '^src/domain/settlement-parsing/(pay-sheets|exports|receipts|rate-confirmations|fuel-receipts)/',
      },
    },
    {
      name: 'no-circular',
      comment: 'Import cycles make load order matter and hide which module owns what.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'domain-is-pure',
      comment: 'src/domain is pure rules: no server, web, contracts, database or I/O.',
      severity: 'error',
      from: { path: '^src/domain/', pathNot: '\\.test\\.ts$' },
      to: { path: ['^src/(server|web|contracts)/', '^node_modules/(drizzle-orm|pg|fastify|react)'] },
    },
    {
      name: 'domain-no-io',
      comment: 'src/domain reads no files, network or processes.',
      severity: 'error',
      from: { path: '^src/domain/', pathNot: '\\.test\\.ts$' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'contracts-are-shared',
      comment: 'src/contracts is imported by the server and the web app, so it imports neither.',
      severity: 'error',
      from: { path: '^src/contracts/' },
      to: { path: '^src/(server|web)/' },
    },
    {
      name: 'web-not-server',
      comment: 'The browser bundle never pulls server code in.',
      severity: 'error',
      from: { path: '^src/web/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'server-not-web',
      severity: 'error',
      from: { path: '^src/server/' },
      to: { path: '^src/web/' },
    },
    {
      name: 'server-shared-not-features',
      comment: 'Shared server code is below the features: it never imports one.',
      severity: 'error',
      from: { path: '^src/server/(lib|shared|db)/' },
      to: { path: '^src/server/features/' },
    },
    {
      name: 'web-shared-not-features',
      comment: 'Shared web code (lib, components) is below the features and the app shell.',
      severity: 'error',
      from: { path: '^src/web/(lib|components)/' },
      to: { path: '^src/web/(features|app)/' },
    },
    {
      name: 'web-features-not-app',
      comment: 'The app shell (router, layouts) imports features, not the other way round.',
      severity: 'error',
      from: { path: '^src/web/features/' },
      to: { path: '^src/web/app/' },
    },
    {
      name: 'production-not-tests',
      comment: 'Only test files import tests/; what the demo seed and tests share lives in src.',
      severity: 'error',
      from: { path: '^src/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^tests/' },
    },
  ],
  options: {
    doNotFollow: { path: ['node_modules'] },
    exclude: { path: ['^tests/fixtures/.*\\.(pdf|png|jpg|heic)$'] },
    // TypeScript 7 has no JavaScript API: babel strips the types (JSX stays for acorn-jsx).
    babelConfig: { fileName: '.babelrc.dependency-cruiser.json' },
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
}
