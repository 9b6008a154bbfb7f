import { ServiceName } from '@oj/contracts';
import { loadServiceConfig, runService } from '@oj/service-kit';
import { judgeDispatchService } from './app.ts';

await runService({
  name: ServiceName.JudgeDispatch,
  loadConfig: () => loadServiceConfig(ServiceName.JudgeDispatch),
  plugin: judgeDispatchService,
});
