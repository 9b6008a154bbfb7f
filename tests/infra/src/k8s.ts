/**
 * The Kubernetes manifests under infra/k8s: the base's resource files, each overlay built by Debian's kubectl
 * (`kubectl kustomize`, kustomize v2), and the objects' shapes the checks read.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseAllDocuments } from 'yaml';
import { REPO_ROOT, yamlDocuments } from './files.ts';

export const K8S_DIR = 'infra/k8s';

/** Debian's kubectl (package kubernetes-client), unpacked by scripts/lib/services.sh oj_ensure_kubectl. */
export const KUBECTL = process.env.OJ_KUBECTL ?? '/var/lib/oj/kubernetes-client/usr/bin/kubectl';

/** A Kubernetes object, as far as the checks read it. */
export interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string> };
  // Every kind has its own shape; the checks read the fields they need.
  // biome-ignore lint/suspicious/noExplicitAny: the manifests' own shapes are checked against the API schemas
  spec?: any;
  data?: Record<string, string>;
  stringData?: Record<string, string>;
}

/** One object and the file it came from. */
export interface Manifest {
  file: string;
  object: K8sObject;
}

/** The base's kustomization (its resource files and image tags). */
export function baseKustomization(): { resources: string[]; images: { name: string; newTag: string }[]; namespace: string } {
  return yamlDocuments(`${K8S_DIR}/base/kustomization.yaml`)[0] as never;
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

/** The pod template of a workload, or undefined for other kinds. */
// biome-ignore lint/suspicious/noExplicitAny: a pod template's shape is the API's
export function podTemplate(object: K8sObject): any {
  return ['Deployment', 'StatefulSet', 'Job', 'DaemonSet'].includes(object.kind) ? object.spec?.template : undefined;
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
