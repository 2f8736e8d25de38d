import { JobQueue, OrdersEvents, type ServiceName } from '@lumina/contracts';
import { eventSubscriptions, processedQueues, type EventSubscription } from './code-keys';
import { kedaProblems } from './keda';
import type { K8sObject } from './kustomize';
import { renderOverlay } from './overlays';

interface Trigger {
  name: string;
  metadata: Record<string, string>;
}
const triggersOf = (objects: K8sObject[], scaledObject: string): Trigger[] =>
  (
    objects.find((object) => object.kind === 'ScaledObject' && object.metadata.name === scaledObject)!
      .spec as { triggers: Trigger[] }
  ).triggers;

describe('KEDA triggers against the keys the code uses', () => {
  let subscriptions: EventSubscription[];
  let queues: Map<ServiceName, string[]>;

  beforeAll(async () => {
    subscriptions = await eventSubscriptions();
    queues = await processedQueues();
  });

  it('finds the event handlers and queue workers in the services’ code', () => {
    // Not a second list of keys: only evidence that the scan sees the code (a scan that found
    // nothing would make every comparison below vacuous).
    expect(subscriptions).toContainEqual({ service: 'cart', pattern: OrdersEvents.paid, group: 'cart' });
    expect(queues.get('merchants')).toEqual(expect.arrayContaining([JobQueue.Ingest, JobQueue.FeedSync]));
    expect([...queues.values()].flat().sort()).toEqual(Object.values(JobQueue).sort());
  });

  it('scales every service and worker Deployment on exactly the streams, consumer groups and queues of its code', () => {
    expect(kedaProblems(renderOverlay('production-keda'), subscriptions, queues)).toEqual([]);
  });

  it('fails on a wrong stream, consumer group or queue key, a missing trigger or a pending-entries trigger', () => {
    const objects = renderOverlay('production-keda');
    triggersOf(objects, 'cart').find((t) => t.name === 'order-paid')!.metadata.consumerGroup = 'orders';
    triggersOf(objects, 'orders').find((t) => t.name === 'requests')!.metadata.stream = 'lumina:rpc:order';
    triggersOf(objects, 'merchants-worker').find((t) => t.name === 'ingest')!.metadata.listName =
      'bull:ingest:wait';
    const catalog = triggersOf(objects, 'catalog');
    catalog.splice(
      catalog.findIndex((t) => t.name === 'click-counts'),
      1,
    );
    const clicks = triggersOf(objects, 'clicks').find((t) => t.name === 'click-recorded')!;
    delete clicks.metadata.lagCount;
    clicks.metadata.pendingEntriesCount = '10';

    expect(kedaProblems(objects, subscriptions, queues).sort()).toEqual(
      [
        'cart: no trigger on lag lumina:evt:order.paid group cart',
        'cart: trigger on lag lumina:evt:order.paid group orders, which the code does not use',
        'orders: no trigger on length lumina:rpc:orders',
        'orders: trigger on length lumina:rpc:order, which the code does not use',
        'merchants-worker: no trigger on list lumina:bull:ingest:wait',
        'merchants-worker: trigger on list bull:ingest:wait, which the code does not use',
        'catalog: no trigger on lag lumina:evt:click.counts group catalog',
        'clicks trigger click-recorded: unknown redis-streams metadata pendingEntriesCount',
        'clicks trigger click-recorded: neither streamLength nor lagCount (pending entries under-report the backlog)',
        'clicks: no trigger on lag lumina:evt:click.recorded group clicks',
      ].sort(),
    );
  });

  it('fails when KEY_PREFIX changes and the triggers do not', () => {
    const objects = renderOverlay('production-keda');
    const config = objects.find(
      (object) => object.kind === 'ConfigMap' && object.metadata.name === 'lumina-config',
    ) as K8sObject & { data: Record<string, string> };
    config.data.KEY_PREFIX = 'shop';
    const problems = kedaProblems(objects, subscriptions, queues);
    expect(problems).toContain('cart: no trigger on length shop:rpc:cart');
    expect(problems).toContain('clicks-worker: no trigger on list shop:bull:clicks-maintenance:wait');
  });

  it('fails when a trigger cannot authenticate or a ScaledObject targets the BFF', () => {
    const objects = renderOverlay('production-keda');
    objects.splice(
      objects.findIndex((object) => object.kind === 'TriggerAuthentication'),
      1,
    );
    const bff = structuredClone(
      objects.find((object) => object.kind === 'ScaledObject' && object.metadata.name === 'orders')!,
    );
    bff.metadata.name = 'bff';
    (bff.spec as { scaleTargetRef: { name: string } }).scaleTargetRef.name = 'bff';
    objects.push(bff);
    const problems = kedaProblems(objects, subscriptions, queues);
    expect(problems).toContain(
      'orders trigger requests: no TriggerAuthentication lumina-redis (KEDA would not reach Redis)',
    );
    expect(problems).toContain("ScaledObject targets bff, which is not a service's Deployment here");
  });
});
