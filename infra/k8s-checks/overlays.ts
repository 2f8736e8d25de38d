import { join, resolve } from 'node:path';
import { renderKustomization, type K8sObject } from './kustomize';

export const K8S_DIR = resolve(__dirname, '../k8s');

/** Every overlay an operator deploys; each is rendered and checked. */
export const OVERLAYS = ['dev', 'production', 'production-keda'] as const;
export type Overlay = (typeof OVERLAYS)[number];

export const overlayDir = (overlay: Overlay): string => join(K8S_DIR, 'overlays', overlay);

const rendered = new Map<Overlay, K8sObject[]>();

/** Renders once per test file; callers get a fresh copy to mutate freely. */
export function renderOverlay(overlay: Overlay): K8sObject[] {
  if (!rendered.has(overlay)) rendered.set(overlay, renderKustomization(overlayDir(overlay)));
  return structuredClone(rendered.get(overlay)!);
}
