/**
 * Module boundaries of the server (docs/desarrollo.md, "Events between modules"), checked
 * by `npm run lint`. Type-only imports count too (`tsPreCompilationDeps`): a loop of types
 * still ties the modules together for the reader (scripts/lint.test.ts proves it is caught).
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'repositorio-ajeno',
      comment:
        "A module's repository is imported only inside its own module: other modules call its service.",
      severity: 'error',
      from: { path: '^apps/server/src/modules/([^/]+)/' },
      to: {
        path: '^apps/server/src/modules/[^/]+/[^/]+[.]repository[.]ts$',
        pathNot: '^apps/server/src/modules/$1/',
      },
    },
    {
      name: 'repositorio-fuera-de-modulos',
      comment:
        'Code outside the modules reaches data through a module service, never a repository.',
      severity: 'error',
      from: { path: '^(apps/server/src|bench|e2e)/', pathNot: '^apps/server/src/modules/' },
      to: { path: '^apps/server/src/modules/[^/]+/[^/]+[.]repository[.]ts$' },
    },
    {
      name: 'capas-del-servidor',
      comment:
        'The server is layered db → lib → modules → plugins → the app (app.ts, main.ts, demo.ts, reacciones.ts): no file imports a layer above its own (config.ts is read by every layer; tests build the whole app).',
      severity: 'error',
      from: { path: '^apps/server/src/(db|lib|modules)/', pathNot: '[.]test[.]ts$' },
      to: {
        path: '^apps/server/src/(plugins/|test/|(app|main|demo|reacciones)[.]ts$)',
      },
    },
    {
      name: 'db-debajo-de-todo',
      comment: 'The database layer (db/) imports nothing of lib/ or modules/.',
      severity: 'error',
      from: { path: '^apps/server/src/db/', pathNot: '[.]test[.]ts$' },
      to: { path: '^apps/server/src/(lib|modules)/' },
    },
    {
      name: 'lib-debajo-de-modulos',
      comment: 'The shared helpers (lib/) import no module.',
      severity: 'error',
      from: { path: '^apps/server/src/lib/', pathNot: '[.]test[.]ts$' },
      to: { path: '^apps/server/src/modules/' },
    },
    {
      name: 'sin-ciclos',
      comment: 'No import cycles: between modules they hide which one owns a change.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'servidor-y-web-separados',
      comment: 'The server and the web app share code only through packages/shared.',
      severity: 'error',
      from: { path: '^apps/server/' },
      to: { path: '^apps/web/' },
    },
    {
      name: 'web-capas-features',
      comment:
        "The web's layers import downwards only: app/ (router, layouts, pages) → features/ → components/ → hooks/ → lib/ → config/ (docs/desarrollo.md, Layout).",
      severity: 'error',
      from: { path: '^apps/web/src/features/', pathNot: '[.]test[.]tsx?$' },
      to: { path: '^apps/web/src/(app)/' },
    },
    {
      name: 'web-capas-components',
      comment:
        "The web's layers import downwards only: app/ (router, layouts, pages) → features/ → components/ → hooks/ → lib/ → config/ (docs/desarrollo.md, Layout).",
      severity: 'error',
      from: { path: '^apps/web/src/components/', pathNot: '[.]test[.]tsx?$' },
      to: { path: '^apps/web/src/(app|features)/' },
    },
    {
      name: 'web-capas-hooks',
      comment:
        "The web's layers import downwards only: app/ (router, layouts, pages) → features/ → components/ → hooks/ → lib/ → config/ (docs/desarrollo.md, Layout).",
      severity: 'error',
      from: { path: '^apps/web/src/hooks/', pathNot: '[.]test[.]tsx?$' },
      to: { path: '^apps/web/src/(app|features|components)/' },
    },
    {
      name: 'web-capas-lib',
      comment:
        "The web's layers import downwards only: app/ (router, layouts, pages) → features/ → components/ → hooks/ → lib/ → config/ (docs/desarrollo.md, Layout).",
      severity: 'error',
      from: { path: '^apps/web/src/lib/', pathNot: '[.]test[.]tsx?$' },
      to: { path: '^apps/web/src/(app|features|components|hooks)/' },
    },
    {
      name: 'web-capas-config',
      comment:
        "The web's layers import downwards only: app/ (router, layouts, pages) → features/ → components/ → hooks/ → lib/ → config/ (docs/desarrollo.md, Layout).",
      severity: 'error',
      from: { path: '^apps/web/src/config/', pathNot: '[.]test[.]tsx?$' },
      to: { path: '^apps/web/src/(app|features|components|hooks|lib)/' },
    },
    {
      name: 'web-y-servidor-separados',
      comment: 'The server and the web app share code only through packages/shared.',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^apps/server/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    tsPreCompilationDeps: true,
    // The tests' program plus the web app's "@/…" paths, so the web's imports are followed.
    tsConfig: { fileName: 'tsconfig.modulos.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
    },
  },
};
