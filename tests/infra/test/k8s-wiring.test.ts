import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_PORTS, JUDGE_QUEUE, natsNames, natsReplicas } from '@oj/contracts';
import type { IContainer } from 'kubernetes-models/v1';
import { beforeAll, describe, expect, it } from 'vitest';
import { envNamesOf } from '../src/env-names.ts';
import type { ProcessName } from '../src/env-names.ts';
import { REPO_ROOT } from '../src/files.ts';
import { baseKustomization, containers, kubectlPresent, kustomizations, kustomize, matchesSelector, ofKind, sourceManifests, workloads } from '../src/k8s.ts';
import type { K8sObject } from '../src/k8s.ts';
import { natsAuthConf } from '../src/nats-auth.ts';

/** The script a container runs: its first argument that is not one of node's flags (`--max-semi-space-size=32`). */
function scriptOf(container: IContainer): string {
  return container.args?.find((arg) => !arg.startsWith('--')) ?? '';
}

/** The process a container runs: its script is apps/<name>/src/server.ts, the migration or the seed. */
function processOf(container: IContainer): ProcessName {
  const script = scriptOf(container);
  if (script === 'apps/gateway/src/cli/migrate.ts') return 'migrate';
  if (script === 'apps/gateway/src/cli/seed-test-data.ts') return 'seed-test-data';
  const name = /^apps\/([a-z-]+)\/src\/server\.ts$/.exec(script)?.[1];
  if (name === undefined || !(name in DEFAULT_PORTS)) throw new Error(`container ${container.name} runs ${script}, not a process of the platform`);
  return name as ProcessName;
}

/** A ConfigMap's data by name. */
function configMapData(objects: K8sObject[], name: string | undefined): Record<string, string> | undefined {
  return ofKind(objects, 'ConfigMap').find((map) => map.metadata.name === name)?.data;
}

/** Every environment variable a container gets: its `env` and the keys of its envFrom ConfigMaps. */
function envOf(objects: K8sObject[], container: IContainer): Map<string, string | undefined> {
  const result = new Map<string, string | undefined>();
  for (const source of container.envFrom ?? []) {
    const data = configMapData(objects, source.configMapRef?.name);
    if (data === undefined) throw new Error(`envFrom ConfigMap ${source.configMapRef?.name ?? '?'} does not exist`);
    for (const [key, value] of Object.entries(data)) result.set(key, value);
  }
  for (const variable of container.env ?? []) result.set(variable.name, variable.value);
  return result;
}

/** The port a probe or a Service names: a number, or a container port's name. */
function portNumber(container: IContainer, reference: string | number | undefined): number | undefined {
  return typeof reference === 'number' ? reference : container.ports?.find((port) => port.name === reference)?.containerPort;
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
  const deployments = () => containers(objects).filter(({ workload }) => workload.kind === 'Deployment');

  it('runs each service with liveness /healthz and readiness /readyz on its own port', () => {
    expect(
      deployments()
        .map(({ container }) => processOf(container))
        .sort(),
    ).toEqual(['community', 'contest', 'gateway', 'judge-dispatch', 'judge-node']);
    for (const { container } of deployments()) {
      const name = processOf(container) as keyof typeof DEFAULT_PORTS;
      expect(container.livenessProbe?.httpGet?.path, name).toBe('/healthz');
      expect(container.readinessProbe?.httpGet?.path, name).toBe('/readyz');
      const configured = envOf(objects, container).get(`OJ_${name.toUpperCase().replaceAll('-', '_')}_PORT`);
      const expected = configured === undefined ? DEFAULT_PORTS[name] : Number(configured);
      expect(portNumber(container, container.livenessProbe?.httpGet?.port), name).toBe(expected);
      expect(portNumber(container, container.readinessProbe?.httpGet?.port), name).toBe(expected);
      expect(container.resources?.requests?.cpu !== undefined && container.resources.limits?.memory !== undefined, `${name} resources`).toBe(true);
      expect(existsSync(join(REPO_ROOT, scriptOf(container))), scriptOf(container)).toBe(true);
    }
  });

  it('gives each process only variables its code reads, ConfigMap keys and Secrets that exist', () => {
    for (const { workload, container } of containers(objects)) {
      if (workload.kind === 'StatefulSet') continue;
      const known = envNamesOf(processOf(container));
      const env = envOf(objects, container);
      expect(
        [...env.keys()].filter((variable) => !known.has(variable)),
        `${workload.name}: variables its code never reads`,
      ).toEqual([]);
      for (const variable of container.env ?? []) {
        const secret = variable.valueFrom?.secretKeyRef;
        if (secret) expect(SECRETS.get(secret.name ?? '')?.has(secret.key), `${variable.name}: Secret ${secret.name ?? '?'} key ${secret.key}`).toBe(true);
        const map = variable.valueFrom?.configMapKeyRef;
        if (map) expect(configMapData(objects, map.name)?.[map.key], `${variable.name}: ConfigMap ${map.name ?? '?'} key ${map.key}`).toBeDefined();
      }
      for (const volume of workload.template.spec?.volumes ?? []) {
        for (const item of volume.secret?.items ?? []) {
          expect(SECRETS.get(volume.secret?.secretName ?? '')?.has(item.key), `${volume.secret?.secretName ?? '?'}/${item.key}`).toBe(true);
        }
      }
      // A file variable points into a mounted volume.
      for (const [variable, value] of env) {
        if (!variable.endsWith('_FILE') || value === undefined) continue;
        const mounted = (container.volumeMounts ?? []).some((mount) => value.startsWith(`${mount.mountPath}/`));
        expect(mounted, `${variable}=${value} is in no mounted volume`).toBe(true);
      }
    }
  });

  it('keeps the database and the JWT secret away from judge nodes, which reach NATS as oj-judge on labelled Docker hosts', () => {
    const judge = deployments().find(({ container }) => processOf(container) === 'judge-node');
    const pod = judge?.workload.template.spec;
    const container = judge?.container;
    if (pod === undefined || container === undefined) throw new Error('no judge-node Deployment');
    const env = envOf(objects, container);
    expect([...env.keys()].filter((variable) => /^OJ_(DB|JWT)_/.test(variable))).toEqual([]);
    expect(env.get('OJ_NATS_USER')).toBe('oj-judge');
    const secrets = (pod.volumes ?? []).flatMap((volume) =>
      volume.secret ? [`${volume.secret.secretName ?? '?'}/${(volume.secret.items ?? []).map((item) => item.key).join(',')}`] : [],
    );
    expect(secrets).toEqual(['oj-nats/judge-password', 'oj-nats-tls/ca.crt']);
    expect(Object.keys(pod.nodeSelector ?? {})).toHaveLength(1);
    // The pool finds a dead node's sandboxes by host name and pid: the machine's, not the pod's.
    expect([pod.hostNetwork, pod.hostPID, pod.dnsPolicy]).toEqual([true, true, 'ClusterFirstWithHostNet']);
    const socket = pod.volumes?.find((volume) => volume.hostPath?.path === '/var/run/docker.sock');
    expect(container.volumeMounts?.find((mount) => mount.name === socket?.name)?.mountPath).toBe('/var/run/docker.sock');
    // Long enough for the node's own graceful stop (jobs in hand finish).
    expect((pod.terminationGracePeriodSeconds ?? 30) * 1000).toBeGreaterThan(Number(env.get('OJ_JUDGE_SHUTDOWN_TIMEOUT_MS') ?? 300_000));
  });

  it('rolls the services without a gap: a new pod first, the old one serving through the endpoint removal, then stopping in time', () => {
    for (const { workload, container } of deployments().filter(({ container }) => processOf(container) !== 'judge-node')) {
      const name = processOf(container);
      const deployment = ofKind(objects, 'Deployment').find((object) => object.metadata.name === workload.name);
      expect(deployment?.spec?.strategy?.rollingUpdate?.maxUnavailable, name).toBe(0);
      const command = container.lifecycle?.preStop?.exec?.command ?? [];
      expect(command.slice(0, 1), name).toEqual(['/bin/sleep']);
      // The pause, then the process's own graceful stop (10 s at most), within the grace period.
      expect(Number(command[1]) + 10, name).toBeLessThan(workload.template.spec?.terminationGracePeriodSeconds ?? 30);
    }
  });

  it('selects existing pods with every Service and PodDisruptionBudget, and no budget blocks a drain for good', () => {
    const running = workloads(objects).filter((workload) => workload.kind !== 'Job');
    for (const service of ofKind(objects, 'Service').filter((object) => object.spec?.type !== 'ExternalName')) {
      const targets = running.filter((workload) => matchesSelector({ matchLabels: service.spec?.selector }, workload.template.metadata?.labels));
      expect(targets.length, `Service ${service.metadata.name}`).toBe(1);
      const ports = (targets[0]?.template.spec?.containers ?? []).flatMap((container) => container.ports ?? []);
      for (const port of service.spec?.ports ?? []) {
        const found = ports.some((each) => each.name === port.targetPort || each.containerPort === port.targetPort);
        expect(found, `${service.metadata.name}:${port.name ?? port.port}`).toBe(true);
      }
    }
    const scaled = new Map(ofKind(objects, 'ScaledObject').map((object) => [object.spec.scaleTargetRef.name, object.spec.minReplicaCount ?? 0]));
    for (const budget of ofKind(objects, 'PodDisruptionBudget')) {
      const targets = running.filter((workload) => matchesSelector(budget.spec?.selector, workload.template.metadata?.labels));
      expect(targets.length, `PodDisruptionBudget ${budget.metadata.name}`).toBe(1);
      const target = targets[0];
      const replicas = scaled.get(target?.name ?? '') ?? target?.replicas ?? 1;
      const { minAvailable, maxUnavailable } = budget.spec ?? {};
      if (minAvailable !== undefined) expect(Number(minAvailable), `${budget.metadata.name}: replicas ${replicas}`).toBeLessThan(replicas);
      else expect(Number(maxUnavailable)).toBeGreaterThanOrEqual(1);
    }
  });

  it('scales judge nodes by the pending count of the real judge consumers, from at least one node', () => {
    const scalers = ofKind(objects, 'ScaledObject');
    expect(scalers).toHaveLength(1);
    const spec = scalers[0]?.spec;
    if (spec === undefined) throw new Error('no ScaledObject');
    const names = natsNames(configMapData(objects, 'oj-judge-node')?.OJ_NATS_NAMESPACE ?? 'oj');
    expect(ofKind(objects, 'Deployment').map((object) => object.metadata.name)).toContain(spec.scaleTargetRef.name);
    expect(spec.minReplicaCount).toBeGreaterThanOrEqual(1);
    expect(spec.maxReplicaCount).toBeGreaterThanOrEqual(spec.minReplicaCount ?? 0);
    expect(spec.triggers.map((trigger) => trigger.type)).toEqual(spec.triggers.map(() => 'nats-jetstream'));
    expect(spec.triggers.map((trigger) => trigger.metadata.consumer).sort()).toEqual(Object.values(JUDGE_QUEUE.consumerNames).sort());
    const nats = ofKind(objects, 'StatefulSet')[0];
    for (const { metadata } of spec.triggers) {
      expect(metadata.stream).toBe(names.streams.judgeJobs.name);
      expect(Number(metadata.lagThreshold)).toBeGreaterThan(0);
      const [host, port] = metadata.natsServerMonitoringEndpoint?.split(':') ?? [];
      const [serviceName, namespace] = host?.split('.') ?? [];
      expect(namespace).toBe(baseKustomization().namespace);
      const service = ofKind(objects, 'Service').find((object) => object.metadata.name === serviceName);
      expect(
        service?.spec?.ports?.some((each) => each.port === Number(port)),
        metadata.natsServerMonitoringEndpoint,
      ).toBe(true);
      expect(service?.spec?.selector).toEqual(nats?.spec?.selector.matchLabels);
    }
  });

  it('runs 3 NATS servers that route to each other, with the permissions of the code and replicas 3 for every process', () => {
    const nats = ofKind(objects, 'StatefulSet')[0];
    const config = configMapData(objects, 'nats-config') ?? {};
    expect(nats?.spec?.replicas).toBe(3);
    const routes = [...(config['nats.conf'] ?? '').matchAll(/nats:\/\/([a-z0-9-]+)\.([a-z0-9-]+):6222/g)];
    expect(routes.map((route) => route[1])).toEqual([0, 1, 2].map((index) => `${nats?.metadata.name ?? '?'}-${index}`));
    expect(new Set(routes.map((route) => route[2]))).toEqual(new Set([nats?.spec?.serviceName]));
    expect(config['auth.conf']).toBe(natsAuthConf('oj'));
    for (const map of ofKind(objects, 'ConfigMap').filter((object) => object.data?.OJ_NATS_URL !== undefined)) {
      expect(natsReplicas(map.data?.OJ_NATS_REPLICAS), map.metadata.name).toBe(nats?.spec?.replicas);
    }
  });

  it('speaks NATS over TLS only: the servers for clients and routes from oj-nats-tls, every client on tls:// with its CA', () => {
    const nats = ofKind(objects, 'StatefulSet')[0];
    const pod = nats?.spec?.template.spec;
    const server = pod?.containers[0];
    const conf = configMapData(objects, 'nats-config')?.['nats.conf'] ?? '';
    // The Secret's files where the configuration reads them, the key on no other pod.
    const tlsVolume = pod?.volumes?.find((volume) => volume.secret?.secretName === 'oj-nats-tls');
    expect(tlsVolume?.secret?.items?.map((item) => item.key).sort()).toEqual(['ca.crt', 'tls.crt', 'tls.key']);
    expect(SECRETS.get('oj-nats-tls')).toEqual(new Set(['ca.crt', 'tls.crt', 'tls.key']));
    const tlsDir = server?.volumeMounts?.find((mount) => mount.name === tlsVolume?.name)?.mountPath;
    const file = (key: string) => `${tlsDir ?? '?'}/${tlsVolume?.secret?.items?.find((item) => item.key === key)?.path ?? '?'}`;
    const blocks = [...conf.matchAll(/tls \{([^}]*)\}/g)].map((match) => match[1] ?? '');
    expect(blocks).toHaveLength(2);
    const [clients, routes] = blocks;
    expect(conf.indexOf('tls {')).toBeLessThan(conf.indexOf('cluster {'));
    expect(conf.lastIndexOf('tls {')).toBeGreaterThan(conf.indexOf('cluster {'));
    for (const block of [clients, routes]) {
      expect(block).toContain(`cert_file: ${file('tls.crt')}`);
      expect(block).toContain(`key_file: ${file('tls.key')}`);
    }
    // Routes verify each other's certificate against the CA; clients are not asked for one.
    expect(routes).toContain(`ca_file: ${file('ca.crt')}`);
    expect(clients).not.toMatch(/verify|ca_file/);
    for (const { workload } of containers(objects).filter(({ workload }) => workload.kind !== 'StatefulSet')) {
      const keys = (workload.template.spec?.volumes ?? [])
        .filter((volume) => volume.secret?.secretName === 'oj-nats-tls')
        .flatMap((volume) => volume.secret?.items ?? []);
      expect(
        keys.map((item) => item.key),
        workload.name,
      ).not.toContain('tls.key');
    }
    // Every process that reaches NATS: tls:// URLs only, and the CA file from the Secret's ca.crt, mounted.
    const clientsOfNats = containers(objects).filter(({ container }) => envOf(objects, container).has('OJ_NATS_URL'));
    expect(clientsOfNats.map(({ container }) => processOf(container)).sort()).toEqual([
      'community',
      'contest',
      'gateway',
      'judge-dispatch',
      'judge-node',
      'seed-test-data',
    ]);
    for (const { workload, container } of clientsOfNats) {
      const env = envOf(objects, container);
      for (const url of (env.get('OJ_NATS_URL') ?? '').split(',')) expect(url, workload.name).toMatch(/^tls:\/\/nats:4222$/);
      const ca = env.get('OJ_NATS_TLS_CA') ?? '';
      const mount = container.volumeMounts?.find((each) => ca.startsWith(`${each.mountPath}/`));
      const volume = workload.template.spec?.volumes?.find((each) => each.name === mount?.name);
      expect(volume?.secret?.secretName, `${workload.name}: OJ_NATS_TLS_CA=${ca}`).toBe('oj-nats-tls');
      const item = volume?.secret?.items?.find((each) => `${mount?.mountPath ?? '?'}/${each.path}` === ca);
      expect(item?.key, `${workload.name}: OJ_NATS_TLS_CA=${ca}`).toBe('ca.crt');
    }
  });

  it('points the ServiceMonitors at the services with the token they check, and at the judge nodes', () => {
    const services = ofKind(objects, 'Service');
    const monitors = ofKind(objects, 'ServiceMonitor');
    const scraped = (monitor: (typeof monitors)[number]) =>
      services.filter((service) => matchesSelector(monitor.spec.selector as never, service.metadata.labels)).map((service) => service.metadata.name);
    const withToken = monitors.find((monitor) => monitor.spec.endpoints[0]?.bearerTokenSecret);
    const judges = monitors.find((monitor) => monitor !== withToken);
    if (withToken === undefined || judges === undefined) throw new Error('two ServiceMonitors expected');
    expect(scraped(withToken).sort()).toEqual(['community', 'contest', 'gateway', 'judge-dispatch']);
    const tokenRef = withToken.spec.endpoints[0]?.bearerTokenSecret;
    for (const { container } of deployments().filter(({ container }) => processOf(container) !== 'judge-node')) {
      const variable = container.env?.find((each) => each.name === 'OJ_METRICS_TOKEN');
      expect(variable?.valueFrom?.secretKeyRef).toEqual(tokenRef);
    }
    expect(scraped(judges)).toEqual(['judge-node']);
    for (const monitor of monitors) {
      for (const endpoint of monitor.spec.endpoints) {
        expect(endpoint.path).toBe('/metrics');
        for (const name of scraped(monitor)) {
          const service = services.find((each) => each.metadata.name === name);
          expect(service?.spec?.ports?.map((port) => port.name)).toContain(endpoint.port);
        }
      }
    }
  });

  it('sets every image tag in one place', () => {
    const tags = new Map(baseKustomization().images.map((image) => [image.name, image.newTag]));
    for (const { container } of containers(objects)) {
      const [name, tag] = (container.image ?? '').split(':');
      expect(tags.get(name ?? ''), container.image).toBe(tag);
    }
  });
});

describe('the NATS configuration', () => {
  it('is one nats-server accepts (Debian 2.9.10, -t), with the variables the StatefulSet sets and the files of oj-nats-tls', () => {
    const server = '/usr/sbin/nats-server';
    expect(existsSync(server), 'nats-server missing: scripts/test installs it').toBe(true);
    const manifests = sourceManifests();
    const config = manifests.find((manifest) => manifest.object.kind === 'ConfigMap' && manifest.object.metadata.name === 'nats-config')?.object.data ?? {};
    const [statefulSet] = ofKind(
      manifests.map((manifest) => manifest.object),
      'StatefulSet',
    );
    const variables = Object.fromEntries(
      (statefulSet?.spec?.template.spec?.containers[0]?.env ?? []).map((variable) => [variable.name, `value-of-${variable.name}`]),
    );
    const dir = mkdtempSync(join(tmpdir(), 'oj-nats-conf-'));
    try {
      // The Secret's files (made by the documented script) where the StatefulSet mounts them, here under dir.
      execFileSync('sh', [join(REPO_ROOT, 'infra', 'k8s', 'make-nats-tls.sh'), join(dir, 'made')], { stdio: 'pipe' });
      mkdirSync(join(dir, 'tls'));
      for (const [key, file] of Object.entries({ 'tls.crt': 'nats.pem', 'tls.key': 'nats.key', 'ca.crt': 'nats-ca.pem' })) {
        writeFileSync(join(dir, 'tls', key), readFileSync(join(dir, 'made', file)));
      }
      for (const [file, text] of Object.entries(config)) writeFileSync(join(dir, file), text.replaceAll('/etc/nats-tls/', `${join(dir, 'tls')}/`));
      const run = (env: Record<string, string>) => execFileSync(server, ['-t', '-c', join(dir, 'nats.conf')], { env, encoding: 'utf8', stdio: 'pipe' });
      expect(() => run(variables)).not.toThrow();
      // And it does read them: without the passwords it refuses.
      expect(() => run({ POD_NAME: 'nats-0' })).toThrow(/OJ_NATS_SERVICE_PASSWORD|variable reference/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
