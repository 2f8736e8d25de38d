/**
 * A small kustomize renderer for exactly the features infra/k8s uses (docs/adr-014-k8s-manifests.md):
 * `resources` (files and kustomization directories), `components`, `patches` (strategic merge, the
 * target named by the patch's own kind and name), `namespace`, `labels` (metadata only) and
 * `images`. Anything else in a kustomization stops the render with its name, so nobody adds a
 * feature this renderer would silently skip. `kubectl kustomize`, where installed, must render the
 * same objects (kustomize.spec.ts).
 */
import { readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseAllDocuments } from 'yaml';

export interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string>; [key: string]: unknown };
  [key: string]: unknown;
}

interface Kustomization {
  apiVersion?: string;
  kind?: 'Kustomization' | 'Component';
  namespace?: string;
  resources?: string[];
  components?: string[];
  patches?: { path: string }[];
  labels?: { pairs: Record<string, string>; includeSelectors?: boolean; includeTemplates?: boolean }[];
  images?: { name: string; newName?: string; newTag?: string; digest?: string }[];
}

const SUPPORTED_FIELDS = new Set([
  'apiVersion',
  'kind',
  'namespace',
  'resources',
  'components',
  'patches',
  'labels',
  'images',
]);

/**
 * Lists merged item by item under a strategic merge patch, by this key (as Kubernetes' own
 * patchMergeKey); every other list is replaced whole, as kustomize does. Lists whose merge this
 * renderer does not implement are refused in a patch rather than replaced by mistake.
 */
const MERGE_KEYS: Record<string, string> = {
  containers: 'name',
  initContainers: 'name',
  env: 'name',
  volumes: 'name',
  volumeMounts: 'mountPath',
};
const UNSUPPORTED_PATCH_LISTS = new Set([
  'ports',
  'imagePullSecrets',
  'tolerations',
  'hostAliases',
  'topologySpreadConstraints',
]);

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Renders the kustomization in `dir` (a folder holding kustomization.yaml). */
export function renderKustomization(dir: string): K8sObject[] {
  const kustomization = readKustomization(dir);
  if (kustomization.kind === 'Component')
    throw new Error(`${dir}: a Component is included through \`components\`, not rendered alone`);
  return build(dir, kustomization, []);
}

function build(dir: string, kustomization: Kustomization, inherited: K8sObject[]): K8sObject[] {
  let objects = [...inherited];
  for (const entry of kustomization.resources ?? []) objects.push(...loadResource(resolve(dir, entry)));
  for (const entry of kustomization.components ?? []) {
    const componentDir = resolve(dir, entry);
    const component = readKustomization(componentDir);
    if (component.kind !== 'Component')
      throw new Error(`${componentDir}: listed under components but is not kind Component`);
    objects = build(componentDir, component, objects);
  }
  for (const { path } of kustomization.patches ?? []) {
    for (const patch of readYamlDocuments(resolve(dir, path))) applyPatch(objects, patch, join(dir, path));
  }
  if (kustomization.namespace)
    for (const object of objects) object.metadata.namespace = kustomization.namespace;
  for (const label of kustomization.labels ?? []) {
    if (label.includeSelectors || label.includeTemplates)
      throw new Error(`${dir}: labels with includeSelectors/includeTemplates are not supported`);
    for (const object of objects) object.metadata.labels = { ...object.metadata.labels, ...label.pairs };
  }
  for (const image of kustomization.images ?? []) for (const object of objects) retagImages(object, image);
  assertUniqueNames(objects, dir);
  return objects;
}

function readKustomization(dir: string): Kustomization {
  const [document] = readYamlDocuments(join(dir, 'kustomization.yaml')) as unknown as Kustomization[];
  const unsupported = Object.keys(document).filter((field) => !SUPPORTED_FIELDS.has(field));
  if (unsupported.length > 0)
    throw new Error(
      `${dir}/kustomization.yaml: ${unsupported.join(', ')} not supported by infra/k8s-checks/kustomize.ts`,
    );
  for (const patch of document.patches ?? []) {
    if (Object.keys(patch).some((field) => field !== 'path'))
      throw new Error(`${dir}: only \`patches: - path:\` (target from the patch itself) is supported`);
  }
  return document;
}

function loadResource(path: string): K8sObject[] {
  if (statSync(path).isDirectory()) {
    const kustomization = readKustomization(path);
    if (kustomization.kind === 'Component') throw new Error(`${path}: a Component is listed under resources`);
    return build(path, kustomization, []);
  }
  return readYamlDocuments(path).map((document) => {
    const object = document as unknown as K8sObject;
    if (!object.apiVersion || !object.kind || !object.metadata?.name)
      throw new Error(`${path}: every document needs apiVersion, kind and metadata.name`);
    return object;
  });
}

function readYamlDocuments(path: string): Record<string, Json>[] {
  return parseAllDocuments(readFileSync(path, 'utf8'))
    .map((document) => {
      if (document.errors.length > 0) throw new Error(`${path}: ${document.errors[0].message}`);
      return document.toJS() as Record<string, Json> | null;
    })
    .filter((document): document is Record<string, Json> => document !== null);
}

function applyPatch(objects: K8sObject[], patch: Record<string, Json>, source: string): void {
  const { kind, metadata } = patch as unknown as K8sObject;
  const targets = objects.filter((object) => object.kind === kind && object.metadata.name === metadata?.name);
  if (targets.length !== 1)
    throw new Error(`${source}: patch ${kind}/${metadata?.name} matches ${targets.length} objects, not 1`);
  const merged = mergePatch(targets[0] as unknown as Json, patch, []) as unknown as K8sObject;
  objects.splice(objects.indexOf(targets[0]), 1, merged);
}

/** A strategic merge patch: maps merge, null deletes, keyed lists merge by key, other lists replace. */
function mergePatch(target: Json, patch: Json, path: string[]): Json {
  if (!isMap(patch) || !isMap(target)) return clone(patch);
  const result: { [key: string]: Json } = { ...target };
  for (const [key, value] of Object.entries(patch)) {
    if (key.startsWith('$')) throw new Error(`patch directive ${key} at ${path.join('.')} is not supported`);
    if (value === null) {
      delete result[key];
    } else if (Array.isArray(value)) {
      if (UNSUPPORTED_PATCH_LISTS.has(key))
        throw new Error(`patching the list ${[...path, key].join('.')} is not supported`);
      const mergeKey = MERGE_KEYS[key];
      const current = result[key];
      result[key] =
        mergeKey && Array.isArray(current)
          ? mergeList(current, value, mergeKey, [...path, key])
          : clone(value);
    } else {
      result[key] = key in result ? mergePatch(result[key], value, [...path, key]) : clone(value);
    }
  }
  return result;
}

/** As Kubernetes' strategic merge does: the patch's items first (merged into their originals), then the untouched originals. */
function mergeList(current: Json[], patch: Json[], mergeKey: string, path: string[]): Json[] {
  const keyOf = (item: Json, where: string[]) => {
    if (!isMap(item) || item[mergeKey] === undefined)
      throw new Error(`${where.join('.')}: every item needs ${mergeKey}`);
    return item[mergeKey];
  };
  const patchedKeys = new Set(patch.map((item) => keyOf(item, path)));
  const patched = patch.map((item) => {
    const original = current.find((existing) => keyOf(existing, path) === keyOf(item, path));
    return original === undefined
      ? clone(item)
      : mergePatch(original, item, [...path, String(keyOf(item, path))]);
  });
  return [...patched, ...current.filter((existing) => !patchedKeys.has(keyOf(existing, path)))];
}

/** The images transformer, on the pod templates of the workload kinds infra/k8s uses. */
function retagImages(object: K8sObject, image: NonNullable<Kustomization['images']>[number]): void {
  const podSpec = (
    object.spec as
      | { template?: { spec?: { containers?: { image?: string }[]; initContainers?: { image?: string }[] } } }
      | undefined
  )?.template?.spec;
  for (const container of [...(podSpec?.containers ?? []), ...(podSpec?.initContainers ?? [])]) {
    if (!container.image) continue;
    const reference = parseImage(container.image);
    if (reference.name !== image.name) continue;
    const name = image.newName ?? reference.name;
    if (image.digest) container.image = `${name}@${image.digest}`;
    else if (image.newTag) container.image = `${name}:${image.newTag}`;
    else
      container.image = `${name}${reference.tag ? `:${reference.tag}` : ''}${reference.digest ? `@${reference.digest}` : ''}`;
  }
}

/** `registry:5000/lumina/catalog:1.2@sha256:…` → name, tag, digest (a port's colon is not a tag). */
export function parseImage(image: string): { name: string; tag?: string; digest?: string } {
  const [withoutDigest, digest] = image.split('@');
  const lastSlash = withoutDigest.lastIndexOf('/');
  const colon = withoutDigest.indexOf(':', lastSlash + 1);
  return colon === -1
    ? { name: withoutDigest, digest }
    : { name: withoutDigest.slice(0, colon), tag: withoutDigest.slice(colon + 1), digest };
}

function assertUniqueNames(objects: K8sObject[], dir: string): void {
  const seen = new Set<string>();
  for (const object of objects) {
    const id = objectId(object);
    if (seen.has(id)) throw new Error(`${dir}: ${id} is defined twice`);
    seen.add(id);
  }
}

export function objectId(object: K8sObject): string {
  return `${object.kind}/${object.metadata.namespace ?? ''}/${object.metadata.name}`;
}

function isMap(value: Json | undefined): value is { [key: string]: Json } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function clone<T extends Json>(value: T): T {
  return structuredClone(value);
}
