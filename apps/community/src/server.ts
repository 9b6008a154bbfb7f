import { ServiceName } from '@oj/contracts';
import { loadServiceConfig, runService } from '@oj/service-kit';
import { communityService } from './app.ts';

await runService({
  name: ServiceName.Community,
  loadConfig: () => loadServiceConfig(ServiceName.Community),
  plugin: communityService,
});
