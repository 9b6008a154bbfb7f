import { ServiceName } from '@oj/contracts';
import { LATENCY_V8_FLAGS, loadServiceConfig, runService } from '@oj/service-kit';
import { communityService } from './app.ts';

await runService({
  v8Flags: LATENCY_V8_FLAGS,
  name: ServiceName.Community,
  loadConfig: () => loadServiceConfig(ServiceName.Community),
  plugin: communityService,
});
