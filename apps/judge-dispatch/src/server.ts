import { ServiceName } from '@oj/contracts';
import { LATENCY_V8_FLAGS, loadServiceConfig, runService } from '@oj/service-kit';
import { judgeDispatchService } from './app.ts';

await runService({
  v8Flags: LATENCY_V8_FLAGS,
  name: ServiceName.JudgeDispatch,
  loadConfig: () => loadServiceConfig(ServiceName.JudgeDispatch),
  plugin: judgeDispatchService,
});
