import type { ClickedEvent } from '@lumina/contracts';

export type ClickOutcome = 'counted' | 'duplicate' | 'bot';

/**
 * Decides each new click's outcome: a bot never counts; a person's click counts unless the same
 * visitor already has a counted click on the same product within the window (before or after it,
 * so a click delivered late is judged against the ones already stored). Pure, so the rule is
 * tested without a database; `counted` holds earlier counted click times per visitor+product
 * and is extended as clicks of this batch are counted.
 */
export function decideOutcomes(
  clicks: readonly ClickedEvent[],
  counted: Map<string, number[]>,
  windowMs: number,
): Map<string, ClickOutcome> {
  const outcomes = new Map<string, ClickOutcome>();
  const ordered = [...clicks].sort((a, b) => Date.parse(a.occurredAt) - Date.parse(b.occurredAt));
  for (const click of ordered) {
    if (click.isBot) {
      outcomes.set(click.clickId, 'bot');
      continue;
    }
    const key = visitorProductKey(click.visitorHash, click.productId);
    const at = Date.parse(click.occurredAt);
    const times = counted.get(key) ?? [];
    if (times.some((t) => Math.abs(t - at) < windowMs)) {
      outcomes.set(click.clickId, 'duplicate');
    } else {
      outcomes.set(click.clickId, 'counted');
      counted.set(key, [...times, at]);
    }
  }
  return outcomes;
}

export function visitorProductKey(visitorHash: string, productId: string): string {
  return `${visitorHash}:${productId}`;
}
