import { Counter, Histogram } from 'prom-client';
import { registeredOnce } from '../metrics/metrics';

const HANDLE_SECONDS = 'lumina_rpc_handle_seconds';
const RECOVERED_TOTAL = 'lumina_rpc_recovered_messages_total';

export type HandleOutcome = 'ok' | 'error';
export type RecoveryOutcome = 'claimed' | 'dead_lettered' | 'expired';

function handleSeconds(): Histogram<'pattern' | 'outcome'> {
  return registeredOnce(HANDLE_SECONDS, () => new Histogram({
    name: HANDLE_SECONDS,
    help: 'Time spent handling one Redis Streams message, by pattern and outcome',
    labelNames: ['pattern', 'outcome'],
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  }));
}

function recoveredTotal(): Counter<'service' | 'outcome'> {
  return registeredOnce(RECOVERED_TOTAL, () => new Counter({
    name: RECOVERED_TOTAL,
    help: 'Messages taken over from a dead replica, dead-lettered, or dropped past their deadline',
    labelNames: ['service', 'outcome'],
  }));
}

export class RedisStreamsMetrics {
  private readonly handled = handleSeconds();
  private readonly recovered = recoveredTotal();

  constructor(private readonly service: string) {}

  /** Returns the function that records the outcome, so timing is one call at each end. */
  startHandling(pattern: string): (outcome: HandleOutcome) => void {
    const end = this.handled.startTimer({ pattern });
    return (outcome) => end({ outcome });
  }

  recovery(outcome: RecoveryOutcome, count = 1): void {
    this.recovered.inc({ service: this.service, outcome }, count);
  }
}
