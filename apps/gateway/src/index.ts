export { gatewayService } from './app.ts';
export { GATEWAY_MODES, gatewayConfigSchema, loadGatewayConfig } from './config.ts';
export type { GatewayConfig, GatewayMode, UpstreamService } from './config.ts';
