import nx from '@nx/eslint-plugin';

export default [
  { ignores: ['**/dist/**', '**/node_modules/**', '.data/**', '.nx/**', '**/*.js', '**/*.mjs', '**/*.cjs'] },
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  {
    files: ['**/*.ts', '**/*.tsx'],
    rules: {
      // Module boundaries (CONVENTIONS 13): web sees only contracts; bff and services see
      // contracts + platform; services never import each other.
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          depConstraints: [
            { sourceTag: 'type:contracts', onlyDependOnLibsWithTags: [] },
            { sourceTag: 'type:platform', onlyDependOnLibsWithTags: ['type:contracts'] },
            { sourceTag: 'type:service', onlyDependOnLibsWithTags: ['type:contracts', 'type:platform'] },
            { sourceTag: 'type:bff', onlyDependOnLibsWithTags: ['type:contracts', 'type:platform'] },
            { sourceTag: 'type:web', onlyDependOnLibsWithTags: ['type:contracts'] },
            { sourceTag: 'type:tooling', onlyDependOnLibsWithTags: ['type:contracts', 'type:platform', 'type:tooling'] },
          ],
        },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
];
