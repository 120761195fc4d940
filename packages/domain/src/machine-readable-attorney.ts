import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { isAttorneyNumber } from './attorneys.ts';
import { isValidInn } from './inn.ts';
import { isValidOgrn } from './ogrn.ts';
import { formatIsoDayRu } from './ru-format.ts';
import { isValidSnils } from './snils.ts';

/**
 * The machine-readable power of attorney (МЧД, docs/decisions/0099): an XML document in the
 * Federal Tax Service's single format (ЕМЧД, format version 003, `ВерсФорм="EMCHD_1"`, files
 * named ON_EMCHD_…), signed by the organisation's head with a detached CMS (.sig). Pure: this
 * reads the document and checks what can be checked without a key; the gateway checks the
 * signature (apps/gateway/src/certificates/attorney-signature.ts).
 *
 * The parts read, by the format's element names:
 *   Доверенность/Документ/Довер/СвДов — НомДовер (a GUID), ДатаВыдДовер, СрокДейст;
 *   …/СвДоверит/Доверит/РосОргДовер/СвРосОрг — НаимОрг, ИННЮЛ, КПП, ОГРН;
 *   …/РосОргДовер/ЛицоБезДов/СвФЛ — the head who acts without a power of attorney
 *     (ИННФЛ, СНИЛС, Должность; СведФЛ/ФИО);
 *   …/СвУпПред/Пред/СведФизЛ — the representative (ИННФЛ, СНИЛС; СведФЛ/ФИО);
 *   …/СвПолн — МашПолн (КодПолн, НаимПолн) from a classifier, ТекстПолн in words.
 */

export const MCHD_FORMAT_VERSION = 'EMCHD_1';

/** The powers of our classifier an МЧД may grant; the signer rule needs ATTORNEY_SIGNING_POWER. */
export const ATTORNEY_POWERS = [
  {
    code: 'AGROLEASE_SIGN',
    title: 'Подписание заявок, договоров лизинга и документов по ним в личном кабинете АО «Агролизинг»',
  },
  { code: 'AGROLEASE_APPLY', title: 'Подача заявок на лизинг и документов к ним' },
] as const;
export const ATTORNEY_SIGNING_POWER = 'AGROLEASE_SIGN';

export interface AttorneyPerson {
  name: string;
  inn: string;
  snils: string;
  position: string;
}

export interface MachineReadableAttorney {
  formatVersion: string;
  /** НомДовер: the GUID the attorney is registered under. */
  number: string;
  /** yyyy-mm-dd. */
  issuedOn: string;
  expiresOn: string;
  principal: { title: string; inn: string; kpp: string; ogrn: string; head: AttorneyPerson };
  representative: AttorneyPerson;
  /** Machine-readable powers (МашПолн). */
  powers: { code: string; title: string }[];
  /** Powers in words (ТекстПолн): kept and shown, never counted by the signer rule. */
  textPowers: string[];
}

/** The document cannot be read as an МЧД; the message says why, in Russian. */
export class AttorneyDocumentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AttorneyDocumentError';
  }
}

function fail(message: string): never {
  throw new AttorneyDocumentError(message);
}

type XmlNode = Record<string, unknown>;

const LISTS = new Set(['МашПолн', 'ТекстПолн', 'СвДоверит', 'СвУпПред', 'Пред', 'СвПолн']);

/**
 * Limits of an МЧД file (decision 0152). A real one is a few kilobytes and about ten elements
 * deep; the limits refuse what only an attack needs before the parser spends time or stack on it.
 */
export const MCHD_MAX_BYTES = 1_048_576;
export const MCHD_MAX_DEPTH = 100;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  // The five predefined entities and character references only: a DOCTYPE (the one place
  // entities are declared, external ones included) is refused before parsing, and the parser's
  // own limits stay at their minimum should one ever get through.
  processEntities: { enabled: true, maxEntityCount: 1, maxEntitySize: 1, maxExpansionDepth: 1 },
  htmlEntities: false,
  maxNestedTags: MCHD_MAX_DEPTH,
  isArray: (name) => LISTS.has(name),
});

/** The parser's own refusals (nesting, entity limits) are plain Errors: they become the document's. */
function parseXml(text: string): XmlNode {
  try {
    return parser.parse(text) as XmlNode;
  } catch (error) {
    if (/nested/i.test((error as Error).message)) {
      fail(`В МЧД слишком глубокая вложенность элементов (больше ${MCHD_MAX_DEPTH})`);
    }
    fail('Файл МЧД не является корректным XML');
  }
}

/** The document's text: UTF-8 unless its prolog names windows-1251 (the format's usual encoding). */
export function attorneyText(bytes: Uint8Array): string {
  const head = Buffer.from(bytes.subarray(0, 200)).toString('latin1');
  const encoding = /encoding\s*=\s*["']([^"']+)["']/i.exec(head)?.[1]?.toLowerCase() ?? 'utf-8';
  if (encoding === 'windows-1251' || encoding === 'cp1251') {
    return new TextDecoder('windows-1251').decode(bytes);
  }
  if (encoding !== 'utf-8' && encoding !== 'utf8') fail(`Кодировка МЧД не поддерживается: ${encoding}`);
  return new TextDecoder('utf-8', { fatal: false }).decode(bytes).replace(/^\uFEFF/, '');
}

function child(node: unknown, name: string): XmlNode | undefined {
  if (!node || typeof node !== 'object') return undefined;
  const value = (node as XmlNode)[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first && typeof first === 'object' ? (first as XmlNode) : undefined;
}

function children(node: unknown, name: string): unknown[] {
  if (!node || typeof node !== 'object') return [];
  const value = (node as XmlNode)[name];
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

function path(node: unknown, ...names: string[]): XmlNode | undefined {
  let current: XmlNode | undefined = node as XmlNode | undefined;
  for (const name of names) current = child(current, name);
  return current;
}

function attribute(node: XmlNode | undefined, name: string): string {
  const value = node?.[`@${name}`];
  return typeof value === 'string' ? value.trim() : '';
}

function textOf(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (value && typeof value === 'object') {
    const text = (value as XmlNode)['#text'];
    return typeof text === 'string' ? text.trim() : '';
  }
  return '';
}

function fullName(node: XmlNode | undefined): string {
  const name = child(node, 'ФИО') ?? path(node, 'СведФЛ', 'ФИО');
  return ['Фамилия', 'Имя', 'Отчество']
    .map((part) => attribute(name, part))
    .filter(Boolean)
    .join(' ');
}

function person(node: XmlNode | undefined): AttorneyPerson {
  return {
    name: fullName(node),
    inn: attribute(node, 'ИННФЛ'),
    snils: attribute(node, 'СНИЛС').replace(/[\s-]/g, ''),
    position: attribute(node, 'Должность'),
  };
}

/**
 * Reads an МЧД of format 003 from its bytes. Throws AttorneyDocumentError when the bytes are
 * not such a document (not XML, a DOCTYPE, another root or format version, a part missing).
 */
export function readMachineReadableAttorney(bytes: Uint8Array | string): MachineReadableAttorney {
  const size = typeof bytes === 'string' ? Buffer.byteLength(bytes, 'utf8') : bytes.length;
  if (size > MCHD_MAX_BYTES) fail('Файл МЧД больше 1 МБ: это не доверенность формата 003');
  const text = typeof bytes === 'string' ? bytes : attorneyText(bytes);
  // No DTDs: nothing in the format needs them, and entity expansion is a known bomb.
  if (/<!DOCTYPE/i.test(text)) fail('МЧД не должна содержать DOCTYPE');
  if (XMLValidator.validate(text) !== true) fail('Файл МЧД не является корректным XML');
  const document = parseXml(text);
  const root = child(document, 'Доверенность');
  if (!root) fail('Это не МЧД: корневой элемент должен быть «Доверенность»');
  const formatVersion = attribute(root, 'ВерсФорм');
  if (formatVersion !== MCHD_FORMAT_VERSION) {
    fail(
      `Версия формата МЧД «${formatVersion || 'не указана'}» не поддерживается: нужен формат 003 (${MCHD_FORMAT_VERSION})`,
    );
  }
  const attorney = path(root, 'Документ', 'Довер');
  const facts = child(attorney, 'СвДов');
  if (!attorney || !facts) fail('В МЧД нет сведений о доверенности (СвДов)');
  const principalOrg = path(attorney, 'СвДоверит', 'Доверит', 'РосОргДовер');
  const organisation = child(principalOrg, 'СвРосОрг');
  if (!organisation) fail('В МЧД нет сведений о российской организации-доверителе (СвРосОрг)');
  const head = path(principalOrg, 'ЛицоБезДов', 'СвФЛ');
  const representative = path(attorney, 'СвУпПред', 'Пред', 'СведФизЛ');
  if (!representative) fail('В МЧД нет сведений о представителе — физическом лице (СведФизЛ)');
  const powers = children(attorney, 'СвПолн');
  return {
    formatVersion,
    number: attribute(facts, 'НомДовер'),
    issuedOn: attribute(facts, 'ДатаВыдДовер'),
    expiresOn: attribute(facts, 'СрокДейст'),
    principal: {
      title: attribute(organisation, 'НаимОрг'),
      inn: attribute(organisation, 'ИННЮЛ'),
      kpp: attribute(organisation, 'КПП'),
      ogrn: attribute(organisation, 'ОГРН'),
      head: person(head),
    },
    representative: person(representative),
    powers: powers.flatMap((block) =>
      children(block, 'МашПолн').map((power) => ({
        code: attribute(power as XmlNode, 'КодПолн'),
        title: attribute(power as XmlNode, 'НаимПолн'),
      })),
    ),
    textPowers: powers.flatMap((block) => children(block, 'ТекстПолн').map(textOf)).filter(Boolean),
  };
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written yyyy-mm-dd. */
export function isIsoDay(value: string): boolean {
  const match = ISO_DAY.exec(value);
  if (!match) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export { isAttorneyNumber };

export interface AttorneyProblem {
  /** The wizard field the problem belongs to. */
  field: 'm4d_number' | 'canCSPDate' | 'canCSPDateExpired' | 'inn' | 'snils' | 'xml_file';
  message: string;
}

/**
 * What is wrong with an МЧД for this company, today (Moscow's day, yyyy-mm-dd): the number's
 * form, the dates, the principal's INN and OGRN (checksums, and the INN is the company's), the
 * head and the representative (names, INN and SNILS checksums), at least one power. Empty: fine.
 */
export function attorneyProblems(
  attorney: MachineReadableAttorney,
  context: { companyInn: string; today: string },
): AttorneyProblem[] {
  const problems: AttorneyProblem[] = [];
  const add = (field: AttorneyProblem['field'], message: string) => problems.push({ field, message });
  if (!isAttorneyNumber(attorney.number)) {
    add(
      'm4d_number',
      'Номер МЧД должен быть идентификатором вида xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx (НомДовер)',
    );
  }
  if (!isIsoDay(attorney.issuedOn)) add('canCSPDate', 'В МЧД нет даты выдачи в формате ГГГГ-ММ-ДД');
  if (!isIsoDay(attorney.expiresOn))
    add('canCSPDateExpired', 'В МЧД нет срока действия в формате ГГГГ-ММ-ДД');
  if (isIsoDay(attorney.issuedOn) && isIsoDay(attorney.expiresOn)) {
    if (attorney.expiresOn <= attorney.issuedOn) {
      add('canCSPDateExpired', 'Срок действия МЧД должен быть позже даты выдачи');
    } else if (attorney.issuedOn > context.today) {
      add('canCSPDate', `МЧД ещё не действует: она выдана ${formatIsoDayRu(attorney.issuedOn)}`);
    } else if (attorney.expiresOn < context.today) {
      add('canCSPDateExpired', `Срок действия МЧД истёк ${formatIsoDayRu(attorney.expiresOn)}`);
    }
  }
  const { principal, representative } = attorney;
  if (!/^\d{10}$/.test(principal.inn) || !isValidInn(principal.inn)) {
    add('xml_file', `ИНН организации-доверителя в МЧД неверен (${principal.inn || 'не указан'})`);
  } else if (principal.inn !== context.companyInn) {
    add('xml_file', `МЧД выдана другой организацией (ИНН ${principal.inn}), а не ИНН ${context.companyInn}`);
  }
  if (!/^\d{13}$/.test(principal.ogrn) || !isValidOgrn(principal.ogrn)) {
    add('xml_file', `ОГРН организации-доверителя в МЧД неверен (${principal.ogrn || 'не указан'})`);
  }
  if (!principal.head.name) add('xml_file', 'В МЧД не указан руководитель, подписавший её (ЛицоБезДов)');
  if (principal.head.snils && !isValidSnils(principal.head.snils)) {
    add('xml_file', 'СНИЛС руководителя в МЧД неверен');
  }
  if (!representative.name) add('xml_file', 'В МЧД не указаны ФИО представителя');
  if (representative.inn && !(/^\d{12}$/.test(representative.inn) && isValidInn(representative.inn))) {
    add('inn', 'ИНН представителя в МЧД неверен');
  }
  if (!representative.snils || !isValidSnils(representative.snils)) {
    add('snils', 'СНИЛС представителя в МЧД не указан или неверен');
  }
  if (attorney.powers.length === 0 && attorney.textPowers.length === 0) {
    add('xml_file', 'В МЧД не указаны полномочия');
  }
  return problems;
}

/** The МЧД grants this machine-readable power. */
export function attorneyGrants(attorney: Pick<MachineReadableAttorney, 'powers'>, code: string): boolean {
  return attorney.powers.some((power) => power.code === code);
}

/** How a certificate's holder differs from a person the МЧД names. */
export const PERSON_MISMATCH_TITLE = {
  snils: 'СНИЛС не совпадает',
  inn: 'ИНН не совпадает',
  unknown: 'в сертификате нет ни СНИЛС, ни ИНН физического лица, чтобы сверить',
} as const;
export type PersonMismatch = keyof typeof PERSON_MISMATCH_TITLE;

/**
 * Whether a certificate's holder is the person the МЧД names (its head or its representative):
 * where both carry a SNILS, or both a personal INN (12 digits), they are equal. `unknown` when
 * they share neither, so nothing shows they are one person; undefined when they are.
 */
export function personMismatch(
  named: Pick<AttorneyPerson, 'snils' | 'inn'>,
  holder: { snils: string; inn: string },
): PersonMismatch | undefined {
  const personal = (inn: string) => (/^\d{12}$/.test(inn) ? inn : '');
  const [namedInn, holderInn] = [personal(named.inn), personal(holder.inn)];
  const bySnils = Boolean(named.snils && holder.snils);
  const byInn = Boolean(namedInn && holderInn);
  if (bySnils && named.snils !== holder.snils) return 'snils';
  if (byInn && namedInn !== holderInn) return 'inn';
  return bySnils || byInn ? undefined : 'unknown';
}
