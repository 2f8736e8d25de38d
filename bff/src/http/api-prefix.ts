/** Every BFF route is under `/api` (the SPA owns the rest); the probes in infra/k8s are built from it too. */
export const API_PREFIX = 'api';
