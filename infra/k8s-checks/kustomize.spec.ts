import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseAllDocuments } from 'yaml';
import { objectId, parseImage, renderKustomization, type K8sObject } from './kustomize';
import { OVERLAYS, overlayDir, renderOverlay } from './overlays';

function scratch(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'kustomize-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

const deployment = `apiVersion: apps/v1
kind: Deployment
metadata: { name: web }
spec:
  replicas: 3
  template:
    spec:
      containers:
        - name: web
          image: lumina/web
          env: [{ name: A, value: '1' }, { name: B, value: '2' }]
          args: [one, two]
`;

describe('the kustomize renderer', () => {
  it('merges a patch by kind and name: env by name, containers by name, other lists replaced, null deletes', () => {
    const root = scratch({
      'base/kustomization.yaml': 'resources: [web.yaml]\n',
      'base/web.yaml': deployment,
      'overlay/kustomization.yaml':
        'resources: [../base]\nnamespace: shop\npatches: [{ path: patch.yaml }]\nlabels: [{ pairs: { team: x } }]\nimages: [{ name: lumina/web, newTag: "1.2.3" }]\n',
      'overlay/patch.yaml': `apiVersion: apps/v1
kind: Deployment
metadata: { name: web }
spec:
  replicas: null
  template:
    spec:
      containers:
        - name: web
          env: [{ name: B, value: '3' }, { name: C, value: '4' }]
          args: [three]
`,
    });
    const [web] = renderKustomization(join(root, 'overlay'));
    expect(web.metadata).toEqual({ name: 'web', namespace: 'shop', labels: { team: 'x' } });
    expect(web.spec).toEqual({
      template: {
        spec: {
          containers: [
            {
              name: 'web',
              image: 'lumina/web:1.2.3',
              // Kubernetes' order: the patch's items first, then the untouched ones.
              env: [
                { name: 'B', value: '3' },
                { name: 'C', value: '4' },
                { name: 'A', value: '1' },
              ],
              args: ['three'],
            },
          ],
        },
      },
    });
  });

  it('applies a component to what the including kustomization has so far', () => {
    const root = scratch({
      'base/kustomization.yaml': 'resources: [web.yaml]\n',
      'base/web.yaml': deployment,
      'component/kustomization.yaml':
        'apiVersion: kustomize.config.k8s.io/v1alpha1\nkind: Component\nresources: [extra.yaml]\npatches: [{ path: patch.yaml }]\n',
      'component/extra.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: { name: extra }\n',
      'component/patch.yaml':
        'apiVersion: apps/v1\nkind: Deployment\nmetadata: { name: web }\nspec: { replicas: 5 }\n',
      'overlay/kustomization.yaml': 'resources: [../base]\ncomponents: [../component]\n',
    });
    const objects = renderKustomization(join(root, 'overlay'));
    expect(objects.map(objectId)).toEqual(['Deployment//web', 'ConfigMap//extra']);
    expect((objects[0].spec as { replicas: number }).replicas).toBe(5);
  });

  it('refuses what it does not implement instead of skipping it', () => {
    const unsupportedField = scratch({ 'k/kustomization.yaml': 'resources: []\nnamePrefix: x-\n' });
    expect(() => renderKustomization(join(unsupportedField, 'k'))).toThrow('namePrefix not supported');
    const unmatched = scratch({
      'k/kustomization.yaml': 'resources: [web.yaml]\npatches: [{ path: p.yaml }]\n',
      'k/web.yaml': deployment,
      'k/p.yaml': 'apiVersion: apps/v1\nkind: Deployment\nmetadata: { name: api }\nspec: { replicas: 1 }\n',
    });
    expect(() => renderKustomization(join(unmatched, 'k'))).toThrow('patch Deployment/api matches 0 objects');
  });

  it('reads image references with registry ports, tags and digests', () => {
    expect(parseImage('registry:5000/lumina/catalog:1.2')).toEqual({
      name: 'registry:5000/lumina/catalog',
      tag: '1.2',
    });
    expect(parseImage('lumina/catalog@sha256:ab')).toEqual({ name: 'lumina/catalog', digest: 'sha256:ab' });
    expect(parseImage('redis')).toEqual({ name: 'redis' });
  });
});

/** `kubectl kustomize`, when this machine has a kubectl that can run it offline. */
function kubectlKustomize(): ((dir: string) => K8sObject[]) | null {
  const probe = spawnSync('kubectl', ['kustomize', '--help'], { stdio: 'ignore', timeout: 30_000 });
  if (probe.error || probe.status !== 0) return null;
  return (dir) =>
    parseAllDocuments(execFileSync('kubectl', ['kustomize', dir], { encoding: 'utf8', timeout: 60_000 }))
      .map((document) => document.toJS() as K8sObject)
      .filter(Boolean);
}

const kubectl = kubectlKustomize();
const sortById = (objects: K8sObject[]) =>
  [...objects].sort((a, b) => objectId(a).localeCompare(objectId(b)));

// The renderer above is ours; where the real kustomize is installed, it must agree object for object.
(kubectl ? describe : describe.skip)('the renderer against kubectl kustomize', () => {
  it.each(OVERLAYS)('renders overlay %s exactly as kubectl kustomize does', (overlay) => {
    expect(sortById(renderOverlay(overlay))).toEqual(sortById(kubectl!(overlayDir(overlay))));
  });
});
