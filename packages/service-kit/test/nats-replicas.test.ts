import { natsReplicas } from '@oj/contracts';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadServiceConfig } from '../src/index.ts';

// Issue 23: streams, buckets and the object store at JetStream replicas 3 on a NATS cluster (infra/k8s),
// by OJ_NATS_REPLICAS, read where they are created. tests/infra/test/nats-cluster.test.ts creates them
// on a real 3-server cluster.
describe('OJ_NATS_REPLICAS', () => {
  it('is 1 unset or blank, and 1 to 5 when set', () => {
    expect(natsReplicas(undefined)).toBe(1);
    expect(natsReplicas(' ')).toBe(1);
    expect(natsReplicas('3')).toBe(3);
    expect(natsReplicas(' 5 ')).toBe(5);
    for (const bad of ['0', '6', '2.5', '-1', 'three', '3x']) expect(() => natsReplicas(bad)).toThrow(/between 1 and 5/);
  });

  it('is checked with the rest of the config at start, naming the variable', () => {
    expect(loadServiceConfig('contest', { OJ_NATS_REPLICAS: '3' }).nats.replicas).toBe(3);
    let problems: readonly string[] = [];
    try {
      loadServiceConfig('contest', { OJ_NATS_REPLICAS: '7' });
    } catch (error) {
      if (error instanceof ConfigError) problems = error.problems;
    }
    expect(problems).toEqual(['OJ_NATS_REPLICAS: must be an integer between 1 and 5, got "7"']);
  });
});
