import { ServiceName } from '@oj/contracts';
import { runService } from '@oj/service-kit';
import { gatewayService } from './app.ts';
import { loadGatewayConfig } from './config.ts';

await runService({ name: ServiceName.Gateway, loadConfig: () => loadGatewayConfig(), plugin: gatewayService });
