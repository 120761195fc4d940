import { join } from 'node:path';
import type { Database } from '@agrolease/db';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import {
  type CertificateTrust,
  createCertificateTrust,
  demoCaDirectoryOf,
} from '../certificates/certificate-trust.ts';
import {
  demoCaTrusted,
  type GatewayConfig,
  loadConfig,
  localCaptchaAccepted,
  s3PathStyle,
} from '../config.ts';
import type { AddressSuggestions } from './address-suggestions/address-suggestions.ts';
import type { AnalyticsBus } from './analytics-bus/analytics-bus.ts';
import { createAnalyticsBus } from './analytics-bus/create-analytics-bus.ts';
import type { AttemptCounters } from './attempt-counters/attempt-counters.ts';
import { createDatabaseAttemptCounters } from './attempt-counters/database-attempt-counters.ts';
import { createRedisAttemptCounters } from './attempt-counters/redis-attempt-counters.ts';
import type { CaptchaVerifier } from './captcha/captcha-verifier.ts';
import { createLocalCaptcha, createRefusingCaptcha } from './captcha/local-captcha.ts';
import { createRecaptcha } from './captcha/recaptcha.ts';
import { type Clock, systemClock } from './clock/clock.ts';
import type { CompanyRegister } from './company-register/company-register.ts';
import { createCounterpartyRegister } from './company-register/counterparty-register.ts';
import { createDadataCompanyRegister } from './company-register/dadata-company-register.ts';
import { createDadataAddressSuggestions } from './dadata/address.ts';
import type { DatabaseSignals } from './database-signals/database-signals.ts';
import { createPgliteSignals } from './database-signals/pglite-signals.ts';
import { createPostgresSignals } from './database-signals/postgres-signals.ts';
import { createDeliveryQueue, type DeliveryQueue } from './delivery-queue/delivery-queue.ts';
import { createGeoipLiteLocator } from './geoip/geoip-lite-locator.ts';
import type { GeoIpLocator } from './geoip/geoip-locator.ts';
import type { MailSender } from './mail/mail-sender.ts';
import { createOutboxMail } from './mail/outbox-mail.ts';
import { createSmtpMail } from './mail/smtp-mail.ts';
import { createHttpSms } from './sms/http-sms.ts';
import { createOutboxSms } from './sms/outbox-sms.ts';
import type { SmsSender } from './sms/sms-sender.ts';
import { createDiskStorage } from './storage/disk-storage.ts';
import type { FileStorage } from './storage/file-storage.ts';
import { createS3Storage } from './storage/s3-storage.ts';

/** The outside services the gateway talks to, each chosen by configuration (STYLE.md §4). */
export interface GatewayAdapters {
  geoIp: GeoIpLocator;
  /** Uploaded files: an S3 bucket when S3_BUCKET is set, else DATA_DIR/uploads on the local disk. */
  files: FileStorage;
  /** Analytics events: NATS JetStream when NATS_URL is set, else the database. */
  analyticsBus: AnalyticsBus;
  /** The outbox's letters and SMS: NATS JetStream when NATS_URL is set, else null (decision 0177). */
  deliveryQueue: DeliveryQueue | null;
  clock: Clock;
  sms: SmsSender;
  mail: MailSender;
  captcha: CaptchaVerifier;
  /** Address suggestions from DaData when DADATA_API_KEY is set; null: the embedded FIAS set. */
  addressSuggestions: AddressSuggestions | null;
  /** Companies by INN or name (CompanySearch): DaData when DADATA_API_KEY is set, else our register. */
  companies: CompanyRegister;
  /** Counters of every limiter: Redis when REDIS_URL is set, else the database (decision 0078). */
  attempts: AttemptCounters;
  /** Which signing certificates count: CERT_TRUST_LIST, the demo CA where trusted, CRLs over HTTP. */
  certificates: CertificateTrust;
  /** LISTEN/NOTIFY of the database the gateway works on (the bell's live count, decision 0169). */
  signals: DatabaseSignals;
}

/**
 * The signals of whichever database the gateway was given: the embedded one's own, or a
 * connection of the PostgreSQL pool kept for LISTEN.
 */
function signalsOf(db: Database): DatabaseSignals {
  const client = (db as unknown as { $client: PGlite | pg.Pool }).$client;
  return 'listen' in client ? createPgliteSignals(client) : createPostgresSignals(client);
}

function smsFromConfig(config: GatewayConfig, db: Database): SmsSender {
  if (config.SMS_PROVIDER === 'http') {
    if (!config.SMS_HTTP_URL) throw new Error('Invalid configuration: SMS_PROVIDER=http needs SMS_HTTP_URL');
    return createHttpSms({
      url: config.SMS_HTTP_URL,
      token: config.SMS_HTTP_TOKEN,
      sender: config.SMS_SENDER,
    });
  }
  return createOutboxSms(db);
}

/** Where files go: the S3 bucket of S3_BUCKET, else DATA_DIR/uploads on this machine's disk. */
export function filesFromConfig(config: GatewayConfig): FileStorage {
  if (!config.S3_BUCKET) return createDiskStorage(join(config.DATA_DIR, 'uploads'));
  if (Boolean(config.S3_ACCESS_KEY_ID) !== Boolean(config.S3_SECRET_ACCESS_KEY)) {
    throw new Error('Invalid configuration: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  }
  return createS3Storage({
    endpoint: config.S3_ENDPOINT,
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    pathStyle: s3PathStyle(config),
    prefix: config.S3_PREFIX,
  });
}

export function createAdapters(
  db: Database,
  overrides: Partial<GatewayAdapters> = {},
  config: GatewayConfig = loadConfig(),
): GatewayAdapters {
  return {
    geoIp: overrides.geoIp ?? createGeoipLiteLocator(),
    files: overrides.files ?? filesFromConfig(config),
    analyticsBus: overrides.analyticsBus ?? createAnalyticsBus(config.NATS_URL),
    deliveryQueue:
      overrides.deliveryQueue !== undefined
        ? overrides.deliveryQueue
        : config.NATS_URL
          ? createDeliveryQueue(config.NATS_URL, {}, (line) => console.error(line))
          : null,
    clock: overrides.clock ?? systemClock,
    sms: overrides.sms ?? smsFromConfig(config, db),
    mail:
      overrides.mail ??
      (config.SMTP_URL
        ? createSmtpMail({ url: config.SMTP_URL, from: config.MAIL_FROM })
        : createOutboxMail(db)),
    captcha:
      overrides.captcha ??
      (config.RECAPTCHA_SECRET
        ? createRecaptcha({ secret: config.RECAPTCHA_SECRET, url: config.RECAPTCHA_VERIFY_URL })
        : localCaptchaAccepted(config)
          ? createLocalCaptcha()
          : createRefusingCaptcha()),
    addressSuggestions:
      overrides.addressSuggestions !== undefined
        ? overrides.addressSuggestions
        : config.DADATA_API_KEY
          ? createDadataAddressSuggestions({ apiKey: config.DADATA_API_KEY, url: config.DADATA_URL })
          : null,
    companies:
      overrides.companies ??
      (config.DADATA_API_KEY
        ? createDadataCompanyRegister({ apiKey: config.DADATA_API_KEY, url: config.DADATA_URL })
        : createCounterpartyRegister(db)),
    attempts:
      overrides.attempts ??
      (config.REDIS_URL ? createRedisAttemptCounters(config.REDIS_URL) : createDatabaseAttemptCounters(db)),
    certificates:
      overrides.certificates ??
      createCertificateTrust({
        trustList: config.CERT_TRUST_LIST,
        demoCaDirectory: demoCaTrusted(config) ? demoCaDirectoryOf(config.DATA_DIR) : undefined,
        unknownRevocation: config.CERT_REVOCATION_UNKNOWN,
      }),
    signals: overrides.signals ?? signalsOf(db),
  };
}
