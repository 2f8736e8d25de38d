const preset = require('../jest.preset.js');

module.exports = {
  ...preset,
  displayName: 'infra',
  rootDir: __dirname,
  testMatch: ['<rootDir>/**/*.spec.ts', '<rootDir>/**/*.int-spec.ts'],
  // kubernetes-models ships ES modules only: resolve them through their "import" condition and let
  // SWC turn them into CommonJS like our own sources.
  resolver: '<rootDir>/k8s-checks/esm-models-resolver.js',
  transformIgnorePatterns: ['/node_modules/(?!(kubernetes-models|@kubernetes-models|is-cidr|cidr-regex|ip-regex)/)'],
};
