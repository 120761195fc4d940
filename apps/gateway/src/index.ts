export { createAdapters, type GatewayAdapters } from './adapters/index.ts';
export { buildGateway, gatewayPlugin, UPLOAD_LIMIT_BYTES } from './app.ts';
export { type GatewayConfig, loadConfig } from './config.ts';
export { healthPlugin } from './health/health-plugin.ts';
export { metricsPlugin } from './health/metrics-plugin.ts';
export { parseBracketedQuery } from './http/form-body.ts';
export { analyticsIntakePlugin } from './modules/analytics/routes.ts';
export { requestIdHeaderPlugin, serverOptions } from './plugins/logging.ts';
export { registerSecurityHeaders } from './plugins/security-headers.ts';
