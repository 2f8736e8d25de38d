/**
 * Validation of rendered objects: each against its kubernetes-models / @kubernetes-models/keda
 * model (`validate()`: types, required fields, formats), and against the same models' TypeScript
 * interfaces, whose excess-property check rejects the fields the models' validators let through
 * (a misspelt `readOnlyRootFileSystem` validates, and is silently ignored by the API server).
 */
import { TriggerAuthentication, ScaledObject } from '@kubernetes-models/keda/keda.sh/v1alpha1';
import { Deployment, StatefulSet } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { Job } from 'kubernetes-models/batch/v1';
import { Ingress, NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { ConfigMap, Secret, Service } from 'kubernetes-models/v1';
import { resolve } from 'node:path';
import * as ts from 'typescript';
import type { K8sObject } from './kustomize';

interface ModelEntry {
  /** A kubernetes-models class: `new Model(object).validate()` throws on an invalid object. */
  model: new (data: never) => unknown;
  /** The module and interface the TypeScript check types the object with. */
  types: [module: string, name: string];
}

/** The kinds infra/k8s uses; an object of any other kind fails the check until it is added here. */
const MODELS: Record<string, ModelEntry> = {
  'v1/ConfigMap': { model: ConfigMap, types: ['kubernetes-models/v1/ConfigMap', 'IConfigMap'] },
  'v1/Secret': { model: Secret, types: ['kubernetes-models/v1/Secret', 'ISecret'] },
  'v1/Service': { model: Service, types: ['kubernetes-models/v1/Service', 'IService'] },
  'apps/v1/Deployment': { model: Deployment, types: ['kubernetes-models/apps/v1/Deployment', 'IDeployment'] },
  'apps/v1/StatefulSet': {
    model: StatefulSet,
    types: ['kubernetes-models/apps/v1/StatefulSet', 'IStatefulSet'],
  },
  'batch/v1/Job': { model: Job, types: ['kubernetes-models/batch/v1/Job', 'IJob'] },
  'networking.k8s.io/v1/Ingress': {
    model: Ingress,
    types: ['kubernetes-models/networking.k8s.io/v1/Ingress', 'IIngress'],
  },
  'networking.k8s.io/v1/NetworkPolicy': {
    model: NetworkPolicy,
    types: ['kubernetes-models/networking.k8s.io/v1/NetworkPolicy', 'INetworkPolicy'],
  },
  'policy/v1/PodDisruptionBudget': {
    model: PodDisruptionBudget,
    types: ['kubernetes-models/policy/v1/PodDisruptionBudget', 'IPodDisruptionBudget'],
  },
  'autoscaling/v2/HorizontalPodAutoscaler': {
    model: HorizontalPodAutoscaler,
    types: ['kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler', 'IHorizontalPodAutoscaler'],
  },
  'keda.sh/v1alpha1/ScaledObject': {
    model: ScaledObject,
    types: ['@kubernetes-models/keda/keda.sh/v1alpha1/ScaledObject', 'IScaledObject'],
  },
  'keda.sh/v1alpha1/TriggerAuthentication': {
    model: TriggerAuthentication,
    types: ['@kubernetes-models/keda/keda.sh/v1alpha1/TriggerAuthentication', 'ITriggerAuthentication'],
  },
};

const label = (object: K8sObject) => `${object.kind}/${object.metadata.name}`;

/** The models' own validation: one problem per invalid object, naming it. */
export function modelProblems(objects: K8sObject[]): string[] {
  return objects.flatMap((object) => {
    const entry = MODELS[`${object.apiVersion}/${object.kind}`];
    if (!entry)
      return [
        `${label(object)}: no model for ${object.apiVersion} ${object.kind} (add it to infra/k8s-checks/models.ts)`,
      ];
    try {
      (new entry.model(object as never) as { validate(): void }).validate();
      return [];
    } catch (error) {
      return [`${label(object)}: ${(error as Error).message}`];
    }
  });
}

/** TypeScript's and the models' declaration files, parsed once per test file: they do not change. */
const parsedFiles = new Map<string, ts.SourceFile | undefined>();

/**
 * Fields the Kubernetes (or KEDA) API does not define, found by type-checking every object as an
 * object literal of its model's interface. One problem per object at most (TypeScript names the
 * first excess field of each literal).
 */
export function unknownFieldProblems(objects: K8sObject[]): string[] {
  const known = objects.filter((object) => MODELS[`${object.apiVersion}/${object.kind}`]);
  // A module file (.mts) beside this one, so the models resolve from this package's node_modules.
  const file = resolve(__dirname, '__rendered-objects__.mts');
  const imports = [...new Set(known.map((object) => MODELS[`${object.apiVersion}/${object.kind}`].types))]
    .map(([module, name]) => `import type { ${name} } from '${module}';`)
    .join('\n');
  const declarations = known.map((object, index) => {
    const [, name] = MODELS[`${object.apiVersion}/${object.kind}`].types;
    return `// ${label(object)}\nexport const o${index}: ${name} = ${JSON.stringify(object)};`;
  });
  const source = `${imports}\n${declarations.join('\n')}\n`;
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.Node16,
    moduleResolution: ts.ModuleResolutionKind.Node16,
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists, readFile } = host;
  host.getSourceFile = (name, languageVersion, ...rest) => {
    if (name === file) return ts.createSourceFile(name, source, languageVersion);
    if (!parsedFiles.has(name))
      parsedFiles.set(name, getSourceFile.call(host, name, languageVersion, ...rest));
    return parsedFiles.get(name);
  };
  host.fileExists = (name) => name === file || fileExists.call(host, name);
  host.readFile = (name) => (name === file ? source : readFile.call(host, name));
  const program = ts.createProgram([file], options, host);
  return ts
    .getPreEmitDiagnostics(program)
    .filter((diagnostic) => diagnostic.file?.fileName === file || diagnostic.file === undefined)
    .map((diagnostic) => {
      const line =
        diagnostic.file && diagnostic.start !== undefined
          ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start).line
          : -1;
      const match = /^export const o(\d+):/.exec(source.split('\n')[line] ?? '');
      const where = match ? label(known[Number(match[1])]) : 'rendered objects';
      return `${where}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`;
    });
}
