import type { Database } from '@agrolease/db';
import { type GatewayConfig, loadConfig } from '../config.ts';
import type { CaptchaVerifier } from './captcha/captcha-verifier.ts';
import { createLocalCaptcha } from './captcha/local-captcha.ts';
import { createRecaptcha } from './captcha/recaptcha.ts';
import { createGeoipLiteLocator } from './geoip/geoip-lite-locator.ts';
import type { GeoIpLocator } from './geoip/geoip-locator.ts';
import type { MailSender } from './mail/mail-sender.ts';
import { createOutboxMail } from './mail/outbox-mail.ts';
import { createSmtpMail } from './mail/smtp-mail.ts';
import { createHttpSms } from './sms/http-sms.ts';
import { createOutboxSms } from './sms/outbox-sms.ts';
import type { SmsSender } from './sms/sms-sender.ts';

/** The outside services the gateway talks to, each chosen by configuration (STYLE.md §4). */
export interface GatewayAdapters {
  geoIp: GeoIpLocator;
  sms: SmsSender;
  mail: MailSender;
  captcha: CaptchaVerifier;
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

export function createAdapters(
  db: Database,
  overrides: Partial<GatewayAdapters> = {},
  config: GatewayConfig = loadConfig(),
): GatewayAdapters {
  return {
    geoIp: overrides.geoIp ?? createGeoipLiteLocator(),
    sms: overrides.sms ?? smsFromConfig(config, db),
    mail:
      overrides.mail ??
      (config.SMTP_URL
        ? createSmtpMail({ url: config.SMTP_URL, from: config.MAIL_FROM })
        : createOutboxMail(db)),
    captcha:
      overrides.captcha ??
      (config.RECAPTCHA_SECRET ? createRecaptcha({ secret: config.RECAPTCHA_SECRET }) : createLocalCaptcha()),
  };
}
