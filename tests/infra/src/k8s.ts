/**
 * The Kubernetes manifests under infra/k8s: the base's resource files, each overlay built by Debian's kubectl
 * (`kubectl kustomize`, kustomize v2), and the objects' shapes the checks read.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { IScaledObject } from '@kubernetes-models/keda/keda.sh/v1alpha1';
import type { IServiceMonitor } from '@kubernetes-models/prometheus-operator/monitoring.coreos.com/v1';
import type { IDeployment, IStatefulSet } from 'kubernetes-models/apps/v1';
import type { IJob } from 'kubernetes-models/batch/v1';
import type { IPodDisruptionBudget } from 'kubernetes-models/policy/v1';
import type { IConfigMap, IContainer, IPodTemplateSpec, IService } from 'kubernetes-models/v1';
import { parseAllDocuments } from 'yaml';
import { REPO_ROOT, yamlDocuments } from './files.ts';

export const K8S_DIR = 'infra/k8s';

/** Debian's kubectl (package kubernetes-client), unpacked by scripts/lib/services.sh oj_ensure_kubectl. */
export const KUBECTL = process.env.OJ_KUBECTL ?? '/var/lib/oj/kubernetes-client/usr/bin/kubectl';

/** A Kubernetes object: its kind and name; the typed views below read the rest. */
export interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string> };
  data?: Record<string, string>;
  stringData?: Record<string, string>;
}

/** The API's own types of the kinds the checks read (kubernetes-models), by kind. */
export interface KindTypes {
  Deployment: IDeployment;
  StatefulSet: IStatefulSet;
  Job: IJob;
  Service: IService;
  ConfigMap: IConfigMap;
  PodDisruptionBudget: IPodDisruptionBudget;
  ScaledObject: IScaledObject;
  ServiceMonitor: IServiceMonitor;
}

/**
 * The objects of one kind, with that kind's API type. The schema test validates every object against
 * the same types' schemas, which is what makes the view sound.
 */
export function ofKind<K extends keyof KindTypes>(objects: readonly K8sObject[], kind: K): (KindTypes[K] & { metadata: { name: string } })[] {
  return objects.filter((object) => object.kind === kind) as unknown as (KindTypes[K] & { metadata: { name: string } })[];
}

/** A workload and its pod template. */
export interface Workload {
  kind: string;
  name: string;
  replicas: number;
  template: IPodTemplateSpec;
}

/** Every Deployment, StatefulSet and Job with its pod template. */
export function workloads(objects: readonly K8sObject[]): Workload[] {
  const controllers = [...ofKind(objects, 'Deployment'), ...ofKind(objects, 'StatefulSet')].map((object) => ({
    kind: object.kind,
    name: object.metadata.name,
    replicas: object.spec?.replicas ?? 1,
    template: object.spec?.template ?? {},
  }));
  const jobs = ofKind(objects, 'Job').map((object) => ({ kind: object.kind, name: object.metadata.name, replicas: 1, template: object.spec?.template ?? {} }));
  return [...controllers, ...jobs];
}

/** Every container of the workloads, with its workload. */
export function containers(objects: readonly K8sObject[]): { workload: Workload; container: IContainer }[] {
  return workloads(objects).flatMap((workload) => (workload.template.spec?.containers ?? []).map((container) => ({ workload, container })));
}

/** One object and the file it came from. */
export interface Manifest {
  file: string;
  object: K8sObject;
}

/** The base's kustomization (its resource files and image tags). */
export function baseKustomization(): { resources: string[]; images: { name: string; newTag: string }[]; namespace: string } {
  return yamlDocuments(`${K8S_DIR}/base/kustomization.yaml`)[0] as { resources: string[]; images: { name: string; newTag: string }[]; namespace: string };
}

/** Every object of the base's resource files, and of the Secrets' example, with its file. */
export function sourceManifests(): Manifest[] {
  const files = [...baseKustomization().resources.map((name) => `${K8S_DIR}/base/${name}`), `${K8S_DIR}/secrets.example.yaml`];
  return files.flatMap((file) => yamlDocuments(file).map((object) => ({ file, object: object as K8sObject })));
}

/** The overlays' directories (relative to the repository). */
export function overlays(): string[] {
  return readdirSync(join(REPO_ROOT, K8S_DIR, 'overlays'))
    .map((name) => `${K8S_DIR}/overlays/${name}`)
    .sort();
}

/** What `kubectl apply -k` can be given: the base and each overlay. */
export function kustomizations(): string[] {
  return [`${K8S_DIR}/base`, ...overlays()];
}

/** Whether Debian's kubectl is where the checks look for it. */
export function kubectlPresent(): boolean {
  return existsSync(KUBECTL);
}

/** `kubectl kustomize <dir>`: the objects an apply of that directory would send. */
export function kustomize(dir: string): K8sObject[] {
  const output = execFileSync(KUBECTL, ['kustomize', join(REPO_ROOT, dir)], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  return parseAllDocuments(output).map((document) => {
    if (document.errors.length > 0) throw new Error(`kubectl kustomize ${dir}: ${document.errors[0]?.message ?? ''}`);
    return document.toJS() as K8sObject;
  });
}

/** Whether every label of `selector` is on `labels`. */
export function selects(selector: Record<string, string> | undefined, labels: Record<string, string> | undefined): boolean {
  if (!selector || Object.keys(selector).length === 0) return false;
  return Object.entries(selector).every(([key, value]) => labels?.[key] === value);
}

/** A label selector with matchLabels and `In` expressions, applied to labels. */
export function matchesSelector(
  selector: { matchLabels?: Record<string, string>; matchExpressions?: { key: string; operator: string; values?: string[] }[] } | undefined,
  labels: Record<string, string> | undefined,
): boolean {
  if (!selector) return false;
  const byLabels = selector.matchLabels === undefined || selects(selector.matchLabels, labels);
  const byExpressions = (selector.matchExpressions ?? []).every((expression) => {
    if (expression.operator !== 'In') throw new Error(`selector operator ${expression.operator} is not read by these checks`);
    return (expression.values ?? []).includes(labels?.[expression.key] ?? '');
  });
  return byLabels && byExpressions && (selector.matchLabels !== undefined || (selector.matchExpressions ?? []).length > 0);
}
