/**
 * The Kubernetes API schemas, from the kubernetes-models packages (the OpenAPI schemas of Kubernetes, and
 * the CRDs of KEDA and the Prometheus Operator, compiled to validators): one model class per apiVersion
 * and kind the manifests use. A kind not listed here fails the check, so no manifest goes unvalidated.
 */
import { ScaledObject } from '@kubernetes-models/keda/keda.sh/v1alpha1';
import { PrometheusRule, ServiceMonitor } from '@kubernetes-models/prometheus-operator/monitoring.coreos.com/v1';
import { Deployment, StatefulSet } from 'kubernetes-models/apps/v1';
import { Job } from 'kubernetes-models/batch/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { ConfigMap, Namespace, PersistentVolumeClaim, Secret, Service } from 'kubernetes-models/v1';

interface Validating {
  validate(): void;
}

const MODELS: Record<string, new (data: never) => Validating> = {
  'v1/Namespace': Namespace,
  'v1/ConfigMap': ConfigMap,
  'v1/Secret': Secret,
  'v1/Service': Service,
  'v1/PersistentVolumeClaim': PersistentVolumeClaim,
  'apps/v1/Deployment': Deployment,
  'apps/v1/StatefulSet': StatefulSet,
  'batch/v1/Job': Job,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'keda.sh/v1alpha1/ScaledObject': ScaledObject,
  'monitoring.coreos.com/v1/ServiceMonitor': ServiceMonitor,
  'monitoring.coreos.com/v1/PrometheusRule': PrometheusRule,
};

/** Validates one object against its kind's schema; throws with the schema's complaints. */
export function validateObject(object: { apiVersion?: unknown; kind?: unknown }): void {
  const key = `${String(object.apiVersion)}/${String(object.kind)}`;
  const Model = MODELS[key];
  if (Model === undefined) throw new Error(`no schema for ${key} (add its model in tests/infra/src/models.ts)`);
  new Model(object as never).validate();
}
