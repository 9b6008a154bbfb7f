import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_PORTS, JUDGE_QUEUE, natsNames, natsReplicas } from '@oj/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { envNamesOf } from '../src/env-names.ts';
import type { ProcessName } from '../src/env-names.ts';
import { REPO_ROOT } from '../src/files.ts';
import { baseKustomization, kubectlPresent, kustomizations, kustomize, matchesSelector, podTemplate, sourceManifests } from '../src/k8s.ts';
import type { K8sObject } from '../src/k8s.ts';
import { natsAuthConf } from '../src/nats-auth.ts';

// biome-ignore lint/suspicious/noExplicitAny: containers have the API's shape
type Container = any;

/** The process a container runs: its first argument is apps/<name>/src/server.ts or the migration. */
function processOf(container: Container): ProcessName {
  const script = String(container.args?.[0] ?? '');
  if (script === 'apps/gateway/src/cli/migrate.ts') return 'migrate';
  const match = /^apps\/([a-z-]+)\/src\/server\.ts$/.exec(script);
  if (!match || !(match[1] in DEFAULT_PORTS)) throw new Error(`container ${container.name} runs ${script}, not a process of the platform`);
  return match[1] as ProcessName;
}

function containersOf(objects: K8sObject[]): { workload: K8sObject; container: Container }[] {
  return objects.flatMap((workload) => (podTemplate(workload)?.spec?.containers ?? []).map((container: Container) => ({ workload, container })));
}

function byKind(objects: K8sObject[], kind: string): K8sObject[] {
  return objects.filter((object) => object.kind === kind);
}

/** Every environment variable a container gets: its `env` and the keys of its envFrom ConfigMaps. */
function envOf(objects: K8sObject[], container: Container): Map<string, string | undefined> {
  const result = new Map<string, string | undefined>();
  for (const source of container.envFrom ?? []) {
    const map = objects.find((object) => object.kind === 'ConfigMap' && object.metadata.name === source.configMapRef?.name);
    if (!map) throw new Error(`envFrom ConfigMap ${String(source.configMapRef?.name)} does not exist`);
    for (const [key, value] of Object.entries(map.data ?? {})) result.set(key, value);
  }
  for (const variable of container.env ?? []) result.set(variable.name, variable.value);
  return result;
}

const SECRETS = new Map(
  sourceManifests()
    .filter((manifest) => manifest.object.kind === 'Secret')
    .map((manifest) => [manifest.object.metadata.name, new Set(Object.keys(manifest.object.stringData ?? {}))]),
);

describe.each(kustomizations())('%s', (dir) => {
  let objects: K8sObject[];
  beforeAll(() => {
    if (!kubectlPresent()) throw new Error('Debian kubectl missing: run scripts/test, or oj_ensure_kubectl of scripts/lib/services.sh');
    objects = kustomize(dir);
  });

  it('runs each service with liveness /healthz and readiness /readyz on its own port', () => {
    const services = containersOf(byKind(objects, 'Deployment'));
    expect(services.map(({ container }) => processOf(container)).sort()).toEqual(['community', 'contest', 'gateway', 'judge-dispatch', 'judge-node']);
    for (const { container } of services) {
      const name = processOf(container);
      const port = (reference: string | number) =>
        typeof reference === 'number' ? reference : container.ports.find((each: { name: string }) => each.name === reference)?.containerPort;
      expect(container.livenessProbe?.httpGet?.path, name).toBe('/healthz');
      expect(container.readinessProbe?.httpGet?.path, name).toBe('/readyz');
      const configured = envOf(objects, container).get(`OJ_${name.toUpperCase().replaceAll('-', '_')}_PORT`);
      const expected = configured === undefined ? DEFAULT_PORTS[name as keyof typeof DEFAULT_PORTS] : Number(configured);
      expect(port(container.livenessProbe.httpGet.port), name).toBe(expected);
      expect(port(container.readinessProbe.httpGet.port), name).toBe(expected);
      expect(container.resources?.requests?.cpu && container.resources?.limits?.memory, `${name} resources`).toBeTruthy();
      expect(existsSync(join(REPO_ROOT, container.args[0])), container.args[0]).toBe(true);
    }
  });

  it('gives each process only variables its code reads, ConfigMap keys and Secrets that exist', () => {
    for (const { workload, container } of containersOf(objects)) {
      if (workload.metadata.name === 'nats') continue;
      const name = processOf(container);
      const known = envNamesOf(name);
      const env = envOf(objects, container);
      expect(
        [...env.keys()].filter((variable) => !known.has(variable)),
        `${workload.metadata.name}: variables its code never reads`,
      ).toEqual([]);
      for (const variable of container.env ?? []) {
        const secret = variable.valueFrom?.secretKeyRef;
        if (secret) expect(SECRETS.get(secret.name)?.has(secret.key), `${variable.name}: Secret ${secret.name} key ${secret.key}`).toBe(true);
        const map = variable.valueFrom?.configMapKeyRef;
        if (map) {
          const found = objects.find((object) => object.kind === 'ConfigMap' && object.metadata.name === map.name);
          expect(found?.data?.[map.key], `${variable.name}: ConfigMap ${map.name} key ${map.key}`).toBeDefined();
        }
      }
      for (const volume of podTemplate(workload).spec.volumes ?? []) {
        if (!volume.secret) continue;
        for (const item of volume.secret.items ?? [])
          expect(SECRETS.get(volume.secret.secretName)?.has(item.key), `${volume.secret.secretName}/${item.key}`).toBe(true);
      }
      // A file variable points into a mounted volume.
      for (const [variable, value] of env) {
        if (!variable.endsWith('_FILE') || value === undefined) continue;
        const mounts: { mountPath: string }[] = container.volumeMounts ?? [];
        expect(
          mounts.some((mount) => value.startsWith(`${mount.mountPath}/`)),
          `${variable}=${value} is in no mounted volume`,
        ).toBe(true);
      }
    }
  });

  it('keeps the database and the JWT secret away from judge nodes, which reach NATS as oj-judge on labelled Docker hosts', () => {
    const judge = byKind(objects, 'Deployment').find((object) => object.metadata.name === 'judge-node');
    const pod = podTemplate(judge as K8sObject).spec;
    const container = pod.containers[0];
    const env = envOf(objects, container);
    expect([...env.keys()].filter((variable) => /^OJ_(DB|JWT)_/.test(variable))).toEqual([]);
    expect(env.get('OJ_NATS_USER')).toBe('oj-judge');
    const secrets = (pod.volumes ?? []).filter((volume: { secret?: unknown }) => volume.secret);
    expect(
      secrets.map(
        (volume: { secret: { secretName: string; items: { key: string }[] } }) =>
          `${volume.secret.secretName}/${volume.secret.items.map((item) => item.key).join(',')}`,
      ),
    ).toEqual(['oj-nats/judge-password']);
    expect(Object.keys(pod.nodeSelector ?? {})).toHaveLength(1);
    const socket = pod.volumes.find((volume: { hostPath?: { path: string } }) => volume.hostPath?.path === '/var/run/docker.sock');
    expect(container.volumeMounts.find((mount: { name: string }) => mount.name === socket?.name)?.mountPath).toBe('/var/run/docker.sock');
    // Long enough for the node's own graceful stop (jobs in hand finish).
    expect(pod.terminationGracePeriodSeconds * 1000).toBeGreaterThan(Number(env.get('OJ_JUDGE_SHUTDOWN_TIMEOUT_MS') ?? 300_000));
  });

  it('selects existing pods with every Service and PodDisruptionBudget, and no budget blocks a drain for good', () => {
    const workloads = objects.filter((object) => podTemplate(object) !== undefined && object.kind !== 'Job');
    for (const service of byKind(objects, 'Service').filter((object) => object.spec.type !== 'ExternalName')) {
      const targets = workloads.filter((workload) => matchesSelector({ matchLabels: service.spec.selector }, podTemplate(workload).metadata.labels));
      expect(targets.length, `Service ${service.metadata.name}`).toBe(1);
      const ports = podTemplate(targets[0] as K8sObject).spec.containers.flatMap((container: Container) => container.ports ?? []);
      for (const port of service.spec.ports) {
        expect(
          ports.some((each: { name: string; containerPort: number }) => each.name === port.targetPort || each.containerPort === port.targetPort),
          `${service.metadata.name}:${port.name}`,
        ).toBe(true);
      }
    }
    const scaled = new Map(byKind(objects, 'ScaledObject').map((object) => [object.spec.scaleTargetRef.name, object.spec.minReplicaCount as number]));
    for (const budget of byKind(objects, 'PodDisruptionBudget')) {
      const targets = workloads.filter((workload) => matchesSelector(budget.spec.selector, podTemplate(workload).metadata.labels));
      expect(targets.length, `PodDisruptionBudget ${budget.metadata.name}`).toBe(1);
      const target = targets[0] as K8sObject;
      const replicas = scaled.get(target.metadata.name) ?? target.spec.replicas ?? 1;
      if (budget.spec.minAvailable !== undefined) expect(budget.spec.minAvailable, `${budget.metadata.name}: replicas ${replicas}`).toBeLessThan(replicas);
      else expect(budget.spec.maxUnavailable).toBeGreaterThanOrEqual(1);
    }
  });

  it('scales judge nodes by the pending count of the real judge consumers, from at least one node', () => {
    const [scaler] = byKind(objects, 'ScaledObject');
    const common = objects.find((object) => object.kind === 'ConfigMap' && object.metadata.name === 'oj-judge-node');
    const names = natsNames(common?.data?.OJ_NATS_NAMESPACE ?? 'oj');
    expect(byKind(objects, 'Deployment').map((object) => object.metadata.name)).toContain(scaler?.spec.scaleTargetRef.name);
    expect(scaler?.spec.minReplicaCount).toBeGreaterThanOrEqual(1);
    expect(scaler?.spec.maxReplicaCount).toBeGreaterThanOrEqual(scaler?.spec.minReplicaCount);
    const triggers: { type: string; metadata: Record<string, string> }[] = scaler?.spec.triggers ?? [];
    expect(triggers.map((trigger) => trigger.type)).toEqual(triggers.map(() => 'nats-jetstream'));
    expect(triggers.map((trigger) => trigger.metadata.consumer).sort()).toEqual(Object.values(JUDGE_QUEUE.consumerNames).sort());
    for (const trigger of triggers) {
      expect(trigger.metadata.stream).toBe(names.streams.judgeJobs.name);
      expect(Number(trigger.metadata.lagThreshold)).toBeGreaterThan(0);
      const [host, port] = trigger.metadata.natsServerMonitoringEndpoint?.split(':') ?? [];
      const [serviceName, namespace] = host?.split('.') ?? [];
      expect(namespace).toBe(baseKustomization().namespace);
      const service = byKind(objects, 'Service').find((object) => object.metadata.name === serviceName);
      expect(
        service?.spec.ports.some((each: { port: number }) => each.port === Number(port)),
        trigger.metadata.natsServerMonitoringEndpoint,
      ).toBe(true);
      expect(service?.spec.selector).toEqual(byKind(objects, 'StatefulSet')[0]?.spec.selector.matchLabels);
    }
  });

  it('runs 3 NATS servers that route to each other, with the permissions of the code and replicas 3 for every process', () => {
    const [nats] = byKind(objects, 'StatefulSet');
    const config = objects.find((object) => object.kind === 'ConfigMap' && object.metadata.name === 'nats-config')?.data ?? {};
    expect(nats?.spec.replicas).toBe(3);
    const routes = [...(config['nats.conf'] ?? '').matchAll(/nats:\/\/([a-z0-9-]+)\.([a-z0-9-]+):6222/g)];
    expect(routes.map((route) => route[1])).toEqual([0, 1, 2].map((index) => `${nats?.metadata.name}-${index}`));
    expect(new Set(routes.map((route) => route[2]))).toEqual(new Set([nats?.spec.serviceName]));
    expect(config['auth.conf']).toBe(natsAuthConf('oj'));
    for (const map of byKind(objects, 'ConfigMap').filter((object) => object.data?.OJ_NATS_URL)) {
      expect(natsReplicas(map.data?.OJ_NATS_REPLICAS), map.metadata.name).toBe(nats?.spec.replicas);
    }
  });

  it('points the ServiceMonitors at the services with the token they check, and at the judge nodes', () => {
    const services = byKind(objects, 'Service');
    const monitors = byKind(objects, 'ServiceMonitor');
    const scraped = (monitor: K8sObject) =>
      services.filter((service) => matchesSelector(monitor.spec.selector, service.metadata.labels)).map((service) => service.metadata.name);
    const withToken = monitors.find((monitor) => monitor.spec.endpoints[0].bearerTokenSecret);
    expect(withToken && scraped(withToken).sort()).toEqual(['community', 'contest', 'gateway', 'judge-dispatch']);
    const tokenRef = withToken?.spec.endpoints[0].bearerTokenSecret;
    for (const { container } of containersOf(byKind(objects, 'Deployment')).filter(({ container }) => processOf(container) !== 'judge-node')) {
      const variable = container.env.find((each: { name: string }) => each.name === 'OJ_METRICS_TOKEN');
      expect(variable?.valueFrom?.secretKeyRef).toEqual(tokenRef);
    }
    const judges = monitors.find((monitor) => monitor !== withToken);
    expect(judges && scraped(judges)).toEqual(['judge-node']);
    for (const monitor of monitors) {
      for (const endpoint of monitor.spec.endpoints) {
        expect(endpoint.path).toBe('/metrics');
        for (const name of scraped(monitor)) {
          const service = services.find((each) => each.metadata.name === name);
          expect(service?.spec.ports.map((port: { name: string }) => port.name)).toContain(endpoint.port);
        }
      }
    }
  });

  it('sets every image tag in one place', () => {
    const tags = new Map(baseKustomization().images.map((image) => [image.name, image.newTag]));
    for (const { container } of containersOf(objects)) {
      const [name, tag] = String(container.image).split(':');
      expect(tags.get(name ?? ''), container.image).toBe(tag);
    }
  });
});

describe('the NATS configuration', () => {
  it('is one nats-server accepts (Debian 2.9.10, -t), with the variables the StatefulSet sets', () => {
    const server = '/usr/sbin/nats-server';
    expect(existsSync(server), 'nats-server missing: scripts/test installs it').toBe(true);
    const manifests = sourceManifests();
    const config = manifests.find((manifest) => manifest.object.kind === 'ConfigMap' && manifest.object.metadata.name === 'nats-config')?.object.data ?? {};
    const statefulSet = manifests.find((manifest) => manifest.object.kind === 'StatefulSet')?.object;
    const variables = Object.fromEntries(
      (statefulSet?.spec.template.spec.containers[0].env ?? []).map((variable: { name: string }) => [variable.name, `value-of-${variable.name}`]),
    );
    const dir = mkdtempSync(join(tmpdir(), 'oj-nats-conf-'));
    try {
      for (const [file, text] of Object.entries(config)) writeFileSync(join(dir, file), text);
      const run = (env: Record<string, string>) => execFileSync(server, ['-t', '-c', join(dir, 'nats.conf')], { env, encoding: 'utf8', stdio: 'pipe' });
      expect(() => run(variables)).not.toThrow();
      // And it does read them: without the passwords it refuses.
      expect(() => run({ POD_NAME: 'nats-0' })).toThrow(/OJ_NATS_SERVICE_PASSWORD|variable reference/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
