import { isIP } from 'node:net';
import {
  type BankRequisites,
  bankRequisitesProblems,
  LESSOR,
  penaltyRateMillionths,
} from '@agrolease/domain';
import { z } from 'zod';

/** An address (10.0.0.5, ::1) or a CIDR range (10.0.0.0/8) of a proxy in front of the site. */
function isAddressOrRange(entry: string): boolean {
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d+$/.test(bits) && n <= (family === 4 ? 32 : 128);
}

/**
 * Settings from the environment, parsed once at start-up: a wrong value fails fast with its name.
 */
const ZConfig = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().default('127.0.0.1'),
    /** A real PostgreSQL server; when absent the embedded PGlite under DATA_DIR is used. */
    DATABASE_URL: z.string().url().optional(),
    DATA_DIR: z.string().default('./data'),
    /** Redis shared by instances for hot caches (catalogue facets, search); memory only when absent. */
    REDIS_URL: z.string().url().optional(),
    /** Seed for the deterministic demo data. */
    SEED: z.coerce.number().int().default(2001),
    /** NATS with JetStream for analytics events; without it events go straight to the database. */
    NATS_URL: z
      .string()
      .regex(/^nats:\/\/.+/, 'must be nats://host:port')
      .optional(),
    /** Memory for guests' pages that routes let shared caches keep (decision 0074); 0 turns it off. */
    PAGE_CACHE_MB: z.coerce.number().min(0).default(64),
    /** Memory for pages kept per signed-in account (decision 0131); 0 turns only that cache off. */
    ACCOUNT_PAGE_CACHE_MB: z.coerce.number().min(0).default(64),
    /** Page requests a guest's address may have in flight; more wait in the queue (decision 0170); 0: no limit. */
    PAGE_RENDERS_PER_IP: z.coerce.number().int().min(0).default(8),
    /** The same for a signed-in visitor, counted per account instead of per address (decision 0170). */
    PAGE_RENDERS_PER_ACCOUNT: z.coerce.number().int().min(0).default(6),
    /** Page requests of one address or account that may wait for a slot; more answer 429 at once. */
    PAGE_RENDER_QUEUE: z.coerce.number().int().min(0).max(10_000).default(32),
    /** The longest a page request waits for a slot or for the rate before 429 (ms); 0: never waits. */
    PAGE_RENDER_WAIT_MS: z.coerce.number().int().min(0).max(60_000).default(5000),
    /** Event-loop lag (ms) above which new page renders answer 503 while health stays up; 0: never. */
    PAGE_RENDER_MAX_LAG_MS: z.coerce.number().int().min(0).default(500),
    /**
     * Site processes on PostgreSQL (decision 0085): 0 is one per core, 1 a single process. The
     * embedded database is opened by one process only, so it always runs one.
     */
    WEB_WORKERS: z.coerce.number().int().min(0).max(64).default(0),
    /**
     * How far a site process's old heap may grow past what its last full collection kept, in
     * per cent (decision 0172); 0 leaves it to V8, which let a worker grow to four times its live
     * objects (600 MB and more after a load that keeps 150 MB live).
     */
    HEAP_GROWTH_PERCENT: z.coerce.number().int().min(0).max(400).default(50),
    /** Page renders a second a guest's address may start (bursts of three seconds' worth); 0: no limit. */
    PAGE_RENDER_RATE_PER_IP: z.coerce.number().min(0).default(10),
    /** The same for a signed-in visitor's account (decision 0170); 0: no limit. */
    PAGE_RENDER_RATE_PER_ACCOUNT: z.coerce.number().min(0).default(10),
    /**
     * Proxies whose X-Forwarded-For and X-Forwarded-Proto are believed (nginx in front: its
     * address), comma-separated addresses or CIDR ranges. None by default: the visitor's IP is the
     * connection's, whatever headers a client sends (decision 0078).
     */
    TRUSTED_PROXIES: z
      .string()
      .default('')
      .transform((list) =>
        list
          .split(',')
          .map((entry) => entry.trim())
          .filter(Boolean),
      )
      .refine(
        (entries) => entries.every(isAddressOrRange),
        'must be addresses or CIDR ranges, comma-separated',
      ),
    /**
     * Uploaded and generated files go to this S3-compatible bucket when set (every instance must
     * see every file); without it they stay on the local disk under DATA_DIR/uploads.
     */
    S3_BUCKET: z.string().optional(),
    /** The S3 service's address (https://storage.yandexcloud.net, http://minio:9000); AWS's own when absent. */
    S3_ENDPOINT: z.string().url().optional(),
    S3_REGION: z.string().default('us-east-1'),
    /** Keys of the bucket's account; without them the AWS SDK's chain (AWS_* variables, instance role). */
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    /** `1`: endpoint/bucket/key addresses (MinIO, most self-hosted stores); on by default with S3_ENDPOINT. */
    S3_PATH_STYLE: z.enum(['0', '1']).optional(),
    /** Put before every object's name (`agrolease/uploads/`), when the bucket holds other things too. */
    S3_PREFIX: z.string().default(''),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /**
     * `json` (pino's lines, production's default) or `lines`: one short line per request for a
     * person at a terminal. Unset, development at a terminal gets `lines` (plugins/log-lines.ts).
     */
    LOG_FORMAT: z.enum(['json', 'lines']).optional(),
    /** SMS: `outbox` (local table, /dev/outbox) or `http` (a provider's HTTP API). */
    SMS_PROVIDER: z.enum(['outbox', 'http']).default('outbox'),
    /** The provider's endpoint: receives POST JSON {to, text, sender}. */
    SMS_HTTP_URL: z.string().url().optional(),
    /** Sent as `Authorization: Bearer …` to the SMS provider. */
    SMS_HTTP_TOKEN: z.string().optional(),
    SMS_SENDER: z.string().default('Agrolease'),
    /**
     * The site's public address (https://www.agroleasing.ru): the web tier writes it into canonical
     * links and the sitemap (apps/web/site-origin.ts); the gateway puts it before the paths of links
     * that leave by SMS or letter (an invitation to register). Without it, the gateway uses the
     * address it listens on — right for development only; a deploy sets it (docs/deploy.md).
     */
    PUBLIC_URL: z.string().url().optional(),
    /** Letters over SMTP (smtp://user:pass@host:587); without it letters land in the outbox table. */
    SMTP_URL: z.string().url().optional(),
    MAIL_FROM: z.string().default('Агролизинг <noreply@agrolease.local>'),
    /**
     * New addresses (none of its company's, contacts' or counterparties') a partner account may
     * make the site write to a day (decision 0153); past it the letter is refused with 429.
     */
    PARTNER_NEW_ADDRESSES_PER_DAY: z.coerce.number().int().min(0).default(10),
    /** Where factoring applications (EmailFactoring) are e-mailed. */
    FACTORING_EMAIL: z.string().email().default('factoring@agrolease.local'),
    /**
     * reCAPTCHA server key. Without it the local adapter accepts only the published test token,
     * outside production; in production every captcha is refused unless LOCAL_CAPTCHA=1.
     */
    RECAPTCHA_SECRET: z.string().optional(),
    /**
     * The local captcha (its published test token) without RECAPTCHA_SECRET: on outside production;
     * `1` accepts it in production too (the demo of `npm start`, browser tests), `0` never.
     */
    LOCAL_CAPTCHA: z.enum(['0', '1']).optional(),
    /** reCAPTCHA site key: the site's forms show the visible widget; without it they send the test token. */
    RECAPTCHA_SITE_KEY: z.string().optional(),
    /** reCAPTCHA's siteverify endpoint (a proxy or a test server). */
    RECAPTCHA_VERIFY_URL: z.string().url().optional(),
    /** DaData's API key: CompanySearch and address suggestions ask DaData instead of our own registers. */
    DADATA_API_KEY: z.string().optional(),
    /** DaData's suggestions base URL (a proxy, or a local server in tests). */
    DADATA_URL: z.string().url().optional(),
    /** The outbox page /dev/outbox: on outside production by default; `1` turns it on (browser tests). */
    DEV_OUTBOX: z.enum(['0', '1']).optional(),
    /** Certificates count only when they chain to these roots: a folder or a PEM bundle (decision 0077). */
    CERT_TRUST_LIST: z.string().optional(),
    /** The generated demo CA (DATA_DIR/demo-ca): trusted outside production; `1` trusts it in production too. */
    CERT_TRUST_DEMO_CA: z.enum(['0', '1']).optional(),
    /** A certificate whose revocation status cannot be learnt (no CRL to be had): `refuse` or `accept`. */
    CERT_REVOCATION_UNKNOWN: z.enum(['refuse', 'accept']).default('refuse'),
    /** The OpenAPI reference at /srv/docs: on outside production by default; `1` turns it on, `0` off. */
    API_DOCS: z.enum(['0', '1']).optional(),
    /** /metrics answers only `Authorization: Bearer <METRICS_TOKEN>` when set; in production it is off without it. */
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    /**
     * Session cookies Secure with the __Host- prefix: on in production by default; `0` allows a
     * production build on plain http (the browser tests on http://127.0.0.1), `1` forces it.
     */
    COOKIE_SECURE: z.enum(['0', '1']).optional(),
    /** Sign-in and registration by certificate (AuthCSP): `0` turns them off; signing documents stays. */
    CERTIFICATE_SIGN_IN: z.enum(['0', '1']).default('1'),
    /**
     * Megabytes of files one address may send without signing in (KPRequest) in a day; more is 429
     * (decision 0152). Counted in the attempt-counter store every instance shares; 0: no limit.
     */
    GUEST_UPLOAD_MB_PER_IP: z.coerce.number().min(0).default(50),
    /** Megabytes of files the whole site takes from guests in a day; 0: no limit (decision 0152). */
    GUEST_UPLOAD_MB_PER_DAY: z.coerce.number().min(0).default(2048),
    /** Days a guest's file (a /kp/ request's offer) is kept; the hourly sweep removes it after (decision 0152). */
    GUEST_UPLOAD_KEEP_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
    /**
     * How often (ms) the letters of cabinet messages are sent (decision 0164); 0 turns the
     * dispatcher off (the gateway tests, which run it themselves).
     */
    MESSAGE_DELIVERY_EVERY_MS: z.coerce.number().int().min(0).default(5000),
    /**
     * How often (ms) the reminders of a day are swept: payments due in 3 days and overdue,
     * attorneys expiring in 14 (decision 0174). Each is told once, so an hour only bounds how late
     * after midnight in Moscow it comes; 0 turns the sweep off (the gateway tests sweep themselves).
     */
    REMINDER_SWEEP_EVERY_MS: z.coerce.number().int().min(0).default(3_600_000),
    /** Days the security log keeps its rows (decision 0154); older ones are removed hourly. */
    SECURITY_LOG_DAYS: z.coerce.number().int().min(1).max(3650).default(365),
    /**
     * The company's requisites that clients pay lease payments to (issue 38, decision 0168): the
     * invoice, the purpose and the ГОСТ Р 56042 QR code name them. The defaults are a demo account;
     * the control keys of both accounts are checked against the BIC at start.
     */
    PAYEE_NAME: z.string().default(LESSOR.title),
    PAYEE_INN: z.string().default(LESSOR.inn),
    PAYEE_KPP: z.string().default(LESSOR.kpp),
    PAYEE_ACCOUNT: z.string().default('40702810938000012345'),
    PAYEE_BANK: z.string().default('ПАО Сбербанк'),
    PAYEE_BIC: z.string().default('044525225'),
    PAYEE_CORRESPONDENT_ACCOUNT: z.string().default('30101810400000000225'),
    /** Penalty of an overdue lease payment, per cent of the sum due a day of delay (up to 4 decimals, at most 10). */
    PAYMENT_PENALTY_PERCENT_PER_DAY: z
      .string()
      .default('0.1')
      .refine(
        (value) => penaltyRateMillionths(value) !== undefined,
        'must be per cent a day: 0.1, 0.05, at most 10',
      ),
  })
  .superRefine((config, context) => {
    const problems = bankRequisitesProblems(payeeRequisitesOf(config));
    for (const [field, message] of Object.entries(problems)) {
      context.addIssue({ code: 'custom', path: [PAYEE_VARIABLES[field as keyof BankRequisites]], message });
    }
  });

const PAYEE_VARIABLES: Record<keyof BankRequisites, string> = {
  name: 'PAYEE_NAME',
  inn: 'PAYEE_INN',
  kpp: 'PAYEE_KPP',
  account: 'PAYEE_ACCOUNT',
  bankName: 'PAYEE_BANK',
  bic: 'PAYEE_BIC',
  correspondentAccount: 'PAYEE_CORRESPONDENT_ACCOUNT',
};

/** The requisites clients pay to, from the PAYEE_* settings. */
export function payeeRequisitesOf(
  config: Pick<
    GatewayConfig,
    | 'PAYEE_NAME'
    | 'PAYEE_INN'
    | 'PAYEE_KPP'
    | 'PAYEE_ACCOUNT'
    | 'PAYEE_BANK'
    | 'PAYEE_BIC'
    | 'PAYEE_CORRESPONDENT_ACCOUNT'
  >,
): BankRequisites {
  return {
    name: config.PAYEE_NAME.trim(),
    inn: config.PAYEE_INN.trim(),
    kpp: config.PAYEE_KPP.trim(),
    account: config.PAYEE_ACCOUNT.trim(),
    bankName: config.PAYEE_BANK.trim(),
    bic: config.PAYEE_BIC.trim(),
    correspondentAccount: config.PAYEE_CORRESPONDENT_ACCOUNT.trim(),
  };
}

export type GatewayConfig = z.infer<typeof ZConfig>;

/** Whether /dev/outbox may be shown (never in production unless DEV_OUTBOX=1). */
export function outboxVisible(config: GatewayConfig): boolean {
  return config.DEV_OUTBOX ? config.DEV_OUTBOX === '1' : config.NODE_ENV !== 'production';
}

/** Fastify's trustProxy: the configured proxies, or none. */
export function trustProxyOption(config: Pick<GatewayConfig, 'TRUSTED_PROXIES'>): string[] | false {
  return config.TRUSTED_PROXIES.length > 0 ? config.TRUSTED_PROXIES : false;
}

/** Whether the demo CA is trusted (never in production unless CERT_TRUST_DEMO_CA=1). */
export function demoCaTrusted(config: GatewayConfig): boolean {
  return config.CERT_TRUST_DEMO_CA ? config.CERT_TRUST_DEMO_CA === '1' : config.NODE_ENV !== 'production';
}

/** Whether the local captcha's published test token passes (never in production unless LOCAL_CAPTCHA=1). */
export function localCaptchaAccepted(config: GatewayConfig): boolean {
  return config.LOCAL_CAPTCHA ? config.LOCAL_CAPTCHA === '1' : config.NODE_ENV !== 'production';
}

/** What production should say at start about its captcha, if anything (issue 40). */
export function captchaWarning(config: GatewayConfig): string | undefined {
  if (config.NODE_ENV !== 'production' || config.RECAPTCHA_SECRET) return undefined;
  return localCaptchaAccepted(config)
    ? 'RECAPTCHA_SECRET is not set and LOCAL_CAPTCHA=1: forms accept the published test token, so the captcha stops no robot. Set RECAPTCHA_SECRET and RECAPTCHA_SITE_KEY for a public site.'
    : 'RECAPTCHA_SECRET is not set: every form with a captcha (registration, callbacks, commercial offers) is refused. Set RECAPTCHA_SECRET and RECAPTCHA_SITE_KEY, or LOCAL_CAPTCHA=1 for a demo.';
}

/** Whether /srv/docs is served (decision 0079: never in production unless API_DOCS=1). */
export function apiDocsEnabled(config: GatewayConfig): boolean {
  return config.API_DOCS ? config.API_DOCS === '1' : config.NODE_ENV !== 'production';
}

/** How /metrics is served: to anyone (development), to the bearer of METRICS_TOKEN, or not at all. */
export function metricsAccess(config: GatewayConfig): { token?: string } | undefined {
  if (config.METRICS_TOKEN) return { token: config.METRICS_TOKEN };
  return config.NODE_ENV === 'production' ? undefined : {};
}

/** Path-style S3 addresses: S3_PATH_STYLE, else on for an own endpoint and off for AWS. */
export function s3PathStyle(config: Pick<GatewayConfig, 'S3_PATH_STYLE' | 'S3_ENDPOINT'>): boolean {
  return config.S3_PATH_STYLE ? config.S3_PATH_STYLE === '1' : config.S3_ENDPOINT !== undefined;
}

/** Whether session cookies are Secure with the __Host- prefix (decision 0079). */
export function cookiesSecure(config: GatewayConfig): boolean {
  return config.COOKIE_SECURE ? config.COOKIE_SECURE === '1' : config.NODE_ENV === 'production';
}

/**
 * The address links meant for others start with: PUBLIC_URL, else where the server is configured
 * to listen (HOST:PORT, an IPv6 host in brackets). Never a request's Host (decision 0155).
 */
export function siteAddress(config: Pick<GatewayConfig, 'PUBLIC_URL' | 'HOST' | 'PORT'>): string {
  const host = config.HOST.includes(':') ? `[${config.HOST}]` : config.HOST;
  return (config.PUBLIC_URL ?? `http://${host}:${config.PORT}`).replace(/\/+$/, '');
}

/** What production says at start without PUBLIC_URL: its links would name the listening address. */
export function publicUrlWarning(
  config: Pick<GatewayConfig, 'PUBLIC_URL' | 'HOST' | 'PORT' | 'NODE_ENV'>,
): string | undefined {
  if (config.NODE_ENV !== 'production' || config.PUBLIC_URL) return undefined;
  return `PUBLIC_URL is not set: canonical links, the sitemap, robots.txt and links in letters and SMS name ${siteAddress(config)}. Set PUBLIC_URL to the site's public address (https://www.agroleasing.ru).`;
}

/** Limits of files sent without signing in (decision 0152), in bytes and days; 0 bytes: no limit. */
export interface GuestUploadLimits {
  bytesPerIpDay: number;
  bytesPerDay: number;
  keepDays: number;
}

export function guestUploadLimits(
  config: Pick<
    GatewayConfig,
    'GUEST_UPLOAD_MB_PER_IP' | 'GUEST_UPLOAD_MB_PER_DAY' | 'GUEST_UPLOAD_KEEP_DAYS'
  >,
): GuestUploadLimits {
  return {
    bytesPerIpDay: Math.round(config.GUEST_UPLOAD_MB_PER_IP * 1_048_576),
    bytesPerDay: Math.round(config.GUEST_UPLOAD_MB_PER_DAY * 1_048_576),
    keepDays: config.GUEST_UPLOAD_KEEP_DAYS,
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  // An empty variable means "not set" (e.g. DATABASE_URL= in a shell or CI file).
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = ZConfig.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  return parsed.data;
}

/** What clients pay lease payments to, and the penalty's rate (issue 38, decision 0168). */
export interface PaymentTerms {
  requisites: BankRequisites;
  /** As configured, per cent a day: "0.1". */
  penaltyRate: string;
  penaltyRateMillionths: number;
}

export function paymentTermsOf(config: GatewayConfig): PaymentTerms {
  const rate = config.PAYMENT_PENALTY_PERCENT_PER_DAY.trim().replace(',', '.');
  return {
    requisites: payeeRequisitesOf(config),
    penaltyRate: rate,
    penaltyRateMillionths: penaltyRateMillionths(rate) ?? 0,
  };
}
