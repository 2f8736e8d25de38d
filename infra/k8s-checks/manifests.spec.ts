import { HEALTH_PATHS } from '@lumina/platform';
import type { K8sObject } from './kustomize';
import { modelProblems, unknownFieldProblems } from './models';
import { networkProblems } from './network';
import { OVERLAYS, renderOverlay, type Overlay } from './overlays';
import {
  availabilityProblems,
  envProblems,
  gracePeriodProblems,
  imageProblems,
  ingressProblems,
  migrationProblems,
  probeProblems,
  roleProblems,
  securityProblems,
  seedProblems,
  trustedProxyProblems,
} from './policy';
import { find, workloads, type Container, type PodSpec } from './workloads';

/** The dev overlay carries its own Secret; production's come from the operator. */
const SETTINGS: Record<Overlay, { complete: boolean; seed: boolean }> = {
  dev: { complete: true, seed: true },
  production: { complete: false, seed: false },
  'production-keda': { complete: false, seed: false },
};

function container(objects: K8sObject[], kind: string, name: string, containerName = name): Container {
  const object = find(objects, kind, name)!;
  return (object.spec as { template: { spec: PodSpec } }).template.spec.containers.find(
    (c) => c.name === containerName,
  )!;
}

describe.each(OVERLAYS)('overlay %s', (overlay) => {
  const objects = renderOverlay(overlay);

  it('renders a Deployment per service role, the BFF, its Ingress and HPA, and the migration Job', () => {
    const names = (kind: string) =>
      objects
        .filter((object) => object.kind === kind)
        .map((object) => object.metadata.name)
        .sort();
    expect(names('Deployment')).toEqual([
      'alerts',
      'alerts-worker',
      'bff',
      'cart',
      'catalog',
      'catalog-worker',
      'clicks',
      'clicks-worker',
      'merchants',
      'merchants-worker',
      'orders',
    ]);
    expect(names('Ingress')).toEqual(['bff']);
    expect(names('HorizontalPodAutoscaler')).toEqual(['bff']);
    expect(names('Job')).toEqual(['migrate']);
  });

  it('validates every object with kubernetes-models / @kubernetes-models/keda', () => {
    expect(modelProblems(objects)).toEqual([]);
  });

  it('uses no field the Kubernetes or KEDA API does not define', () => {
    expect(unknownFieldProblems(objects)).toEqual([]);
  });

  it('pins every image, never latest', () => expect(imageProblems(objects)).toEqual([]));
  it('runs every container non-root, read-only, without capabilities, with resources', () =>
    expect(securityProblems(objects)).toEqual([]));
  it('gives each Lumina process only settings of its own config schema, with values it accepts', () =>
    expect(envProblems(objects, SETTINGS[overlay])).toEqual([]));
  it('sets each Deployment’s LUMINA_ROLE to its role', () => expect(roleProblems(objects)).toEqual([]));
  it('probes the endpoints the code serves, on the ports it listens on', () =>
    expect(probeProblems(objects)).toEqual([]));
  it('gives a pod behind the Ingress a preStop pause and a grace period longer than pause and drain', () =>
    expect(gracePeriodProblems(objects)).toEqual([]));
  it('routes the Ingress to the BFF only', () => expect(ingressProblems(objects)).toEqual([]));
  it('names the Ingress controller as the BFF’s trusted proxy', () => expect(trustedProxyProblems(objects)).toEqual([]));
  it('has a PodDisruptionBudget per Deployment and an HPA for the BFF only', () =>
    expect(availabilityProblems(objects)).toEqual([]));
  it('migrates every process with migrations in a Job', () => expect(migrationProblems(objects)).toEqual([]));
  it(SETTINGS[overlay].seed ? 'seeds the demo data' : 'never seeds demo data', () =>
    expect(seedProblems(objects, SETTINGS[overlay])).toEqual([]),
  );
  it('lets only the BFF take outside traffic, and each pod reach only what its settings name', () =>
    expect(networkProblems(objects)).toEqual([]));
});

describe('the checks catch a broken manifest', () => {
  const broken = (edit: (objects: K8sObject[]) => void) => {
    const objects = renderOverlay('production');
    edit(objects);
    return objects;
  };

  it('an unknown field, which the models alone let through', () => {
    const objects = broken((o) =>
      Object.assign(container(o, 'Deployment', 'cart').securityContext!, { readOnlyRootFileSystem: true }),
    );
    expect(modelProblems(objects)).toEqual([]);
    expect(unknownFieldProblems(objects)).toEqual([
      expect.stringMatching(/^Deployment\/cart: .*readOnlyRootFileSystem/),
    ]);
  });

  it('a wrong type', () => {
    const objects = broken((o) =>
      Object.assign(find(o, 'Deployment', 'cart')!.spec as object, { replicas: 'two' }),
    );
    expect(modelProblems(objects)).toEqual([expect.stringContaining('Deployment/cart')]);
  });

  it('a latest tag, a missing tag and a writable root', () => {
    const objects = broken((o) => {
      container(o, 'Deployment', 'cart').image = 'lumina/cart:latest';
      container(o, 'Deployment', 'orders').image = 'lumina/orders';
      container(o, 'Deployment', 'clicks').securityContext!.readOnlyRootFilesystem = false;
    });
    expect(imageProblems(objects)).toEqual([
      'cart/cart: image lumina/cart:latest is latest',
      'orders/orders: image lumina/orders has no tag (that is latest)',
    ]);
    expect(securityProblems(objects)).toEqual(['clicks/clicks: root file system is writable']);
  });

  it('a setting the process does not have, and a value it refuses', () => {
    const objects = broken((o) => {
      container(o, 'Deployment', 'cart').env!.push(
        { name: 'SEARCH_TIMEOUT_MS', value: '100' },
        { name: 'LOG_LEVEL', value: 'verbose' },
      );
    });
    expect(envProblems(objects, { complete: false })).toEqual(
      expect.arrayContaining([
        'cart/cart (cart): SEARCH_TIMEOUT_MS (from value) is not a setting of cart',
        'cart/cart (cart): LOG_LEVEL="verbose" is refused by cart\'s config',
      ]),
    );
  });

  it('a probe on a path or port the code does not serve', () => {
    const objects = broken((o) => {
      container(o, 'Deployment', 'cart').livenessProbe!.httpGet!.path = HEALTH_PATHS.legacy;
      container(o, 'Deployment', 'orders').ports![0].containerPort = 9999;
    });
    expect(probeProblems(objects).sort()).toEqual(
      [
        `cart/cart: livenessProbe asks ${HEALTH_PATHS.legacy}, the code serves ${HEALTH_PATHS.live}`,
        'orders/orders: livenessProbe on port management, the process listens on 8083 (HEALTH_PORT)',
        'orders/orders: readinessProbe on port management, the process listens on 8083 (HEALTH_PORT)',
        'orders/orders: startupProbe on port management, the process listens on 8083 (HEALTH_PORT)',
      ].sort(),
    );
  });

  it('a grace period shorter than the preStop pause and the drain', () => {
    const objects = broken((o) => {
      (
        find(o, 'Deployment', 'bff')!.spec as { template: { spec: PodSpec } }
      ).template.spec.terminationGracePeriodSeconds = 25;
    });
    expect(gracePeriodProblems(objects)).toEqual([
      'bff/bff: grace 25s does not cover preStop 10s + drain 20s',
    ]);
  });

  it('a service open to outside, and a service reaching a port it has no use for', () => {
    const objects = broken((o) => {
      const services = find(o, 'NetworkPolicy', 'services')!.spec as {
        ingress: object[];
        egress: { ports: object[] }[];
      };
      services.ingress.push({ ports: [{ protocol: 'TCP', port: 'management' }] });
      services.egress[0].ports.push({ protocol: 'TCP', port: 25 });
    });
    const problems = networkProblems(objects);
    expect(problems).toContain('cart: takes traffic from outside; only the BFF may');
    expect(problems).toContain('cart: egress allows TCP/25 it has no use for');
  });

  it('demo data seeded in production', () => {
    const objects = broken((o) => {
      container(o, 'Deployment', 'catalog').env!.find((v) => v.name === 'SEED_DEMO')!.value = 'true';
    });
    expect(seedProblems(objects, { seed: false })).toEqual([
      'catalog/catalog: SEED_DEMO=true, expected false',
    ]);
  });

  it('a worker Deployment running the api role', () => {
    const objects = broken((o) => {
      container(o, 'Deployment', 'catalog-worker', 'catalog').env!.find(
        (v) => v.name === 'LUMINA_ROLE',
      )!.value = 'api';
    });
    expect(roleProblems(objects)).toEqual(['catalog-worker: LUMINA_ROLE=api but component label worker']);
  });

  it('a missing PodDisruptionBudget', () => {
    const objects = broken((o) => o.splice(o.indexOf(find(o, 'PodDisruptionBudget', 'orders')!), 1));
    expect(availabilityProblems(objects)).toEqual([
      'Deployment orders: 0 PodDisruptionBudgets select it, not 1',
    ]);
  });

  it('a BFF that trusts no proxy behind the Ingress', () => {
    const objects = broken((o) => {
      const bff = container(o, 'Deployment', 'bff');
      bff.env = (bff.env ?? []).filter((variable) => variable.name !== 'TRUSTED_PROXIES');
    });
    expect(trustedProxyProblems(objects)).toEqual(['bff/bff: TRUSTED_PROXIES names no proxy, so the Ingress would be every client']);
  });

  it('counts the dev overlay’s PostgreSQL, Redis and Meilisearch among the workloads checked', () => {
    expect(workloads(renderOverlay('dev')).map((w) => w.object.metadata.name)).toEqual(
      expect.arrayContaining(['postgres', 'redis', 'meilisearch']),
    );
  });
});
