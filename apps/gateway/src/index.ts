export { createAdapters, type GatewayAdapters } from './adapters/index.ts';
export { buildGateway, gatewayPlugin, UPLOAD_LIMIT_BYTES } from './app.ts';
export {
  apiDocsEnabled,
  captchaWarning,
  cookiesSecure,
  type GatewayConfig,
  loadConfig,
  metricsAccess,
  publicUrlWarning,
  siteAddress,
  trustProxyOption,
} from './config.ts';
export { healthPlugin } from './health/health-plugin.ts';
export { metricsPlugin } from './health/metrics-plugin.ts';
export { isCrossSite, MESSAGE_CROSS_SITE } from './http/cross-site.ts';
export { parseBracketedQuery } from './http/form-body.ts';
export { analyticsIntakePlugin } from './modules/analytics/routes.ts';
export { accountPageVersion } from './modules/auth/account-page-version.ts';
export { currentGeneration as catalogueGeneration } from './modules/catalogue/catalogue-index.ts';
export { connectionDrainPlugin } from './plugins/connection-drain.ts';
export { type LogFormat, logFormatOf, requestIdHeaderPlugin, serverOptions } from './plugins/logging.ts';
export { cspNonceOf, registerSecurityHeaders } from './plugins/security-headers.ts';
export { UNFINISHED_REQUESTS_GRACE_MS, unfinishedRequestsPlugin } from './plugins/unfinished-requests.ts';
