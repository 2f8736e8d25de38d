/**
 * The orchestrator-facing paths of every process's management listener (and, under the BFF's `/api`
 * prefix, of its public port). Probes in infra/k8s and docker-compose.yml are checked against these.
 */
export const HEALTH_PATHS = {
  /** The process answers; restart it when this fails. */
  live: '/health/live',
  /** Its own dependencies answer; take it out of rotation when this fails, do not restart it. */
  ready: '/health/ready',
  /** The same as ready, kept for older probes and the launcher. */
  legacy: '/health',
  metrics: '/metrics',
} as const;
