import { ServiceName } from '@oj/contracts';
import { loadServiceConfig, runService } from '@oj/service-kit';
import { contestService } from './app.ts';

await runService({
  name: ServiceName.Contest,
  loadConfig: () => loadServiceConfig(ServiceName.Contest),
  plugin: contestService,
});
