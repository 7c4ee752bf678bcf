// The import graph of every package and app must hold no circle (issue 22). Run by the test command:
// `pnpm exec depcruise --config .dependency-cruiser.cjs packages/*/src apps/*/src`.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'Files that import each other in a loop cannot be read, tested or moved one at a time. ' +
        'Type-only imports count too (docs/architecture.md, "No circles").',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules|storybook-static)/' },
    // Type-only imports are edges of the graph as well (see the rule's comment).
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.jsx', '.json'],
    },
  },
};
