// Jest resolves with the "require" condition; kubernetes-models and @kubernetes-models/* export an
// "import" condition only. Every other module resolves exactly as before.
const ESM_ONLY = /^(kubernetes-models|@kubernetes-models\/[^/]+|is-cidr|cidr-regex|ip-regex)(\/|$)/;

module.exports = (request, options) =>
  options.defaultResolver(
    request,
    ESM_ONLY.test(request) ? { ...options, conditions: ['import', 'default'] } : options,
  );
