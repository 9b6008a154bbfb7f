// The live channel (docs/architecture.md, "The live channel"): what any service uses to push events to
// browsers through the gateway, and the gateway's metrics of it.
export * from './coalescer.ts';
export * from './metrics.ts';
export * from './publish.ts';
