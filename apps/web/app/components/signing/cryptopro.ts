/**
 * The CryptoPro ЭЦП Browser plug-in (window.cadesplugin), asynchronous API: its certificates
 * and a detached CAdES-BES signature of a document's bytes (docs/decisions/0063). The server
 * verifies GOST R 34.10-2012, RSA and ECDSA signatures of certificates of its trust list (0077).
 */

import { formatMoscowDate } from '@agrolease/domain';

interface CadesObject {
  [key: string]: unknown;
}

interface CadesPlugin extends PromiseLike<void> {
  CreateObjectAsync(name: string): Promise<CadesObject>;
  CADESCOM_CURRENT_USER_STORE: number;
  CAPICOM_MY_STORE: string;
  CAPICOM_STORE_OPEN_MAXIMUM_ALLOWED: number;
  CADESCOM_BASE64_TO_BINARY: number;
  CADESCOM_CADES_BES: number;
}

declare global {
  interface Window {
    cadesplugin?: CadesPlugin;
  }
}

export interface PluginCertificate {
  thumbprint: string;
  subject: string;
  validTo: string;
}

/**
 * CryptoPro's loader of the plug-in's API: it defines window.cadesplugin and talks to the browser
 * extension. Published by CryptoPro for sites to include; allowed by the site's CSP (decision 0068).
 */
export const CADESPLUGIN_API_URL =
  'https://www.cryptopro.ru/sites/default/files/products/cades/cadesplugin_api.js';

function loadScript(src: string, timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    const script = document.createElement('script');
    const done = () => resolve();
    const timer = window.setTimeout(done, timeoutMs);
    script.src = src;
    script.async = true;
    script.onload = () => {
      window.clearTimeout(timer);
      done();
    };
    script.onerror = () => {
      window.clearTimeout(timer);
      done();
    };
    document.head.append(script);
  });
}

/**
 * Whether the plug-in works in this browser: the API loader is fetched when the page has none,
 * then the plug-in must answer within the time limit (without the extension or CryptoPro CSP the
 * loader's promise rejects or never settles).
 */
export async function detectCryptoProPlugin(timeoutMs = 8000): Promise<boolean> {
  if (typeof window === 'undefined') return false;
  if (!window.cadesplugin) await loadScript(CADESPLUGIN_API_URL, timeoutMs);
  const cades = window.cadesplugin;
  if (!cades) return false;
  const timeout = new Promise<false>((resolve) => window.setTimeout(() => resolve(false), timeoutMs));
  const ready = Promise.resolve(cades).then(
    () => true,
    () => false,
  );
  return Promise.race([ready, timeout]);
}

/** The plug-in once loaded; wrapped, because the plug-in object is itself a thenable. */
async function plugin(): Promise<{ cades: CadesPlugin }> {
  const cades = window.cadesplugin;
  if (!cades) throw new Error('КриптоПро ЭЦП Browser plug-in не найден');
  await cades;
  return { cades };
}

// The plug-in's objects expose properties as promises and methods as async functions.
const prop = async (object: CadesObject, name: string) => (await object[name]) as unknown;
const call = async (object: CadesObject, name: string, ...args: unknown[]) =>
  (object[name] as (...args: unknown[]) => Promise<unknown>)(...args);

async function openStore(cades: CadesPlugin) {
  const store = await cades.CreateObjectAsync('CAdESCOM.Store');
  await call(
    store,
    'Open',
    cades.CADESCOM_CURRENT_USER_STORE,
    cades.CAPICOM_MY_STORE,
    cades.CAPICOM_STORE_OPEN_MAXIMUM_ALLOWED,
  );
  return store;
}

/** The certificates of the current user's personal store that are valid now. */
export async function listCertificates(): Promise<PluginCertificate[]> {
  const { cades } = await plugin();
  const store = await openStore(cades);
  try {
    const certificates = (await prop(store, 'Certificates')) as CadesObject;
    const count = Number(await prop(certificates, 'Count'));
    const items: PluginCertificate[] = [];
    for (let index = 1; index <= count; index++) {
      const certificate = (await call(certificates, 'Item', index)) as CadesObject;
      const validTo = new Date(String(await prop(certificate, 'ValidToDate')));
      if (validTo < new Date()) continue;
      items.push({
        thumbprint: String(await prop(certificate, 'Thumbprint')),
        subject: String(await prop(certificate, 'SubjectName')),
        // The Moscow day, not the browser's (decision 0116): 22:30 UTC on the 25th is the 26th.
        validTo: formatMoscowDate(validTo),
      });
    }
    return items;
  } finally {
    await call(store, 'Close');
  }
}

/** A detached CMS (base64) over the bytes, made with the certificate of that thumbprint. */
export async function signDetached(bytes: ArrayBuffer, thumbprint: string): Promise<string> {
  const { cades } = await plugin();
  const store = await openStore(cades);
  try {
    const certificates = (await prop(store, 'Certificates')) as CadesObject;
    const found = (await call(
      certificates,
      'Find',
      0 /* CAPICOM_CERTIFICATE_FIND_SHA1_HASH */,
      thumbprint,
    )) as CadesObject;
    if (Number(await prop(found, 'Count')) === 0) throw new Error('Сертификат не найден в хранилище');
    const certificate = await call(found, 'Item', 1);
    const signer = await cades.CreateObjectAsync('CAdESCOM.CPSigner');
    await (signer.propset_Certificate as (value: unknown) => Promise<void>)(certificate);
    const data = await cades.CreateObjectAsync('CAdESCOM.CadesSignedData');
    await (data.propset_ContentEncoding as (value: unknown) => Promise<void>)(
      cades.CADESCOM_BASE64_TO_BINARY,
    );
    let binary = '';
    for (const byte of new Uint8Array(bytes)) binary += String.fromCharCode(byte);
    await (data.propset_Content as (value: unknown) => Promise<void>)(btoa(binary));
    return String(await call(data, 'SignCades', signer, cades.CADESCOM_CADES_BES, true));
  } finally {
    await call(store, 'Close');
  }
}
