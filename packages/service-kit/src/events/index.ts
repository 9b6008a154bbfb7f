// The event machinery every service uses (import from '@oj/service-kit/events'): the domain-event
// stream, the transactional outbox and its relay, and the one stream consumer with its cursor.
export * from './broadcast.ts';
export * from './consumer.ts';
export * from './dead-letter.ts';
export * from './cursor.ts';
export * from './host.ts';
export * from './outbox-relay.ts';
export * from './outbox.ts';
export * from './stream.ts';
export * from './site-config.ts';
