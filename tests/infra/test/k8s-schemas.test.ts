import { describe, expect, it } from 'vitest';
import { kubectlPresent, kustomizations, kustomize, sourceManifests } from '../src/k8s.ts';
import { validateObject } from '../src/models.ts';

// Issue 23: every manifest, as written and as each overlay builds it, against the Kubernetes API schemas
// (and KEDA's and the Prometheus Operator's CRDs) of the kubernetes-models packages.
describe('manifests against the API schemas', () => {
  it.each(sourceManifests().map((manifest) => [`${manifest.file}: ${manifest.object.kind} ${manifest.object.metadata.name}`, manifest.object]))(
    '%s',
    (_name, object) => {
      expect(() => {
        validateObject(object);
      }).not.toThrow();
    },
  );

  it('refuses what the API would (a sanity check of the validator itself)', () => {
    const deployment = sourceManifests().find((manifest) => manifest.object.kind === 'Deployment')?.object;
    expect(deployment).toBeDefined();
    const broken = structuredClone(deployment) as unknown as { spec: { replicas: unknown } };
    broken.spec.replicas = 'two';
    expect(() => {
      validateObject(broken as never);
    }).toThrow(/replicas must be integer/);
    expect(() => {
      validateObject({ apiVersion: 'v1', kind: 'Pod' });
    }).toThrow(/no schema for v1\/Pod/);
  });

  it.each(kustomizations())('every object %s builds', (overlay) => {
    expect(kubectlPresent(), 'Debian kubectl missing: run scripts/test, or oj_ensure_kubectl of scripts/lib/services.sh').toBe(true);
    const objects = kustomize(overlay);
    expect(objects.length).toBeGreaterThan(20);
    for (const object of objects) {
      expect(() => {
        validateObject(object);
      }, `${object.kind} ${object.metadata.name}`).not.toThrow();
    }
  });
});
