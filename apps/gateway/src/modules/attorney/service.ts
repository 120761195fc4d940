import type { TAttorney } from '@agrolease/contracts/attorney';
import { fileDownloadPath } from '@agrolease/contracts/files';
import type { Database } from '@agrolease/db';
import {
  ATTORNEY_STATUS_TITLE,
  type AttorneyDetails,
  attorneyStatusOf,
  checkAttorneyDetails,
  formatMoscowDate,
  moscowDay,
} from '@agrolease/domain';
import {
  ATTORNEY_POWERS,
  AttorneyDocumentError,
  type AttorneyProblem,
  attorneyProblems,
  type MachineReadableAttorney,
  readMachineReadableAttorney,
} from '@agrolease/domain/machine-readable-attorney';
import type { GatewayAdapters } from '../../adapters/index.ts';
import { verifyAttorneySignature } from '../../certificates/attorney-signature.ts';
import type { CertificateOwner } from '../../certificates/certificate-facts.ts';
import type { CertificateTrust } from '../../certificates/certificate-trust.ts';
import { SignatureRefused } from '../../certificates/signature-refused.ts';
import { AppError } from '../../errors/app-error.ts';
import type { CallerContext } from '../../http/caller.ts';
import type { UploadedPart } from '../../http/multipart-form.ts';
import type { SessionRecord } from '../../http/session.ts';
import { postToFeed } from '../cabinet-feed/index.ts';
import { findOwnContact } from '../contacts/index.ts';
import { type FileDeps, ownFile, storeGeneratedFile, storeUpload } from '../files/index.ts';
import { recordSecurityEvent } from '../security-log/index.ts';
import {
  type AttorneyRow,
  fileTitles,
  findActiveAttorney,
  findOwnAttorney,
  findPendingAttorney,
  insertAttorney,
  updateAttorney,
} from './queries.ts';

/**
 * Powers of attorney of the account's contact persons (issue 15, docs/decisions/0099): the
 * steps both wizards and CabinetSetAttorneyV2 share — details, scans, the МЧД with its signature,
 * storing (activation) — and revoking. Another account's contact or attorney is 404.
 */
export interface AttorneyDeps extends FileDeps {
  db: Database;
  certificates: CertificateTrust;
  adapters: Pick<GatewayAdapters, 'clock'>;
}

export function fieldError(prop: string, message: string, code: 'VALIDATION' | 'CONFLICT' = 'VALIDATION') {
  return new AppError(code, message, { fieldErrors: [{ prop, error: message }] });
}

export function todayOf(deps: AttorneyDeps): string {
  return moscowDay(deps.adapters.clock.now());
}

const POWER_TITLE = new Map<string, string>(ATTORNEY_POWERS.map((power) => [power.code, power.title]));

export async function toAttorney(deps: AttorneyDeps, row: AttorneyRow): Promise<TAttorney> {
  const titles = await fileTitles(deps.db, row.accountId, row.scanFileIds);
  const status = attorneyStatusOf(row, todayOf(deps));
  return {
    id: row.id,
    id_contact: row.contactId,
    attorney_type: row.kind === 'm4d' ? 'm4d' : 'scan',
    status,
    status_title: ATTORNEY_STATUS_TITLE[status],
    review_reason: row.reviewReason,
    number: row.number,
    date: row.issuedOn,
    date_expired: row.expiresOn,
    position: row.position,
    inn: row.representativeInn,
    snils: row.representativeSnils,
    scans: row.scanFileIds.map((id) => ({
      id,
      name: titles.get(id) ?? `Файл №${id}`,
      src: fileDownloadPath(id),
    })),
    powers: row.powers.map((code) => ({ code, title: POWER_TITLE.get(code) ?? code })),
    signed_by: row.signedBy,
  };
}

export async function ownAttorney(
  deps: AttorneyDeps,
  session: SessionRecord,
  id: number,
): Promise<AttorneyRow> {
  const row = await findOwnAttorney(deps.db, session.accountId, id);
  if (!row) throw new AppError('NOT_FOUND', 'Доверенность не найдена');
  return row;
}

async function ownContact(deps: AttorneyDeps, session: SessionRecord, id: number) {
  const contact = await findOwnContact(deps.db, session.accountId, id);
  if (!contact) throw new AppError('NOT_FOUND', 'Контакт не найден');
  return contact;
}

function assertDraft(row: AttorneyRow): void {
  if (row.status !== 'draft') {
    throw new AppError('CONFLICT', 'Доверенность уже сохранена: чтобы изменить её, добавьте новую');
  }
}

/** Step 1: the details, checked; a new draft, or the draft's details changed. */
export async function saveAttorneyDetails(
  deps: AttorneyDeps,
  session: SessionRecord,
  row: AttorneyRow | undefined,
  input: AttorneyDetails,
): Promise<AttorneyRow> {
  if (input.id_contact) await ownContact(deps, session, input.id_contact);
  const { errors, details } = checkAttorneyDetails(input, todayOf(deps));
  if (!details) {
    throw new AppError('VALIDATION', errors[0]?.error ?? 'Проверьте заполнение формы', {
      fieldErrors: errors,
    });
  }
  const values = {
    contactId: details.contactId,
    kind: details.kind,
    number: details.number,
    issuedOn: details.issuedOn,
    expiresOn: details.expiresOn,
    position: details.position,
    representativeInn: details.representativeInn,
    representativeSnils: details.representativeSnils,
  };
  if (!row) return insertAttorney(deps.db, { accountId: session.accountId, ...values, maxStep: 2 });
  assertDraft(row);
  // Another kind or another number: what was attached to the old one no longer fits.
  const changed = row.kind !== values.kind || row.number !== values.number;
  return updateAttorney(deps.db, row.id, {
    ...values,
    maxStep: Math.max(row.maxStep, 2),
    ...(changed
      ? { scanFileIds: [], xmlFileId: null, sigFileId: null, facts: null, powers: [], signedBy: '' }
      : {}),
  });
}

/** Scans of a paper attorney sent with the call (multipart). */
export async function attachScanUploads(
  deps: AttorneyDeps,
  session: SessionRecord,
  row: AttorneyRow,
  uploads: UploadedPart[],
): Promise<AttorneyRow> {
  assertDraft(row);
  if (row.kind !== 'scan') throw fieldError('file', 'Для МЧД приложите файл XML и файл подписи .sig');
  const ids: number[] = [];
  for (const upload of uploads) ids.push((await storeUpload(deps, session.accountId, upload)).id);
  return updateAttorney(deps.db, row.id, { scanFileIds: [...row.scanFileIds, ...ids] });
}

/** Scans already uploaded with SetFile, by id: each must be the account's. */
export async function attachScanIds(
  deps: AttorneyDeps,
  session: SessionRecord,
  row: AttorneyRow,
  ids: number[],
): Promise<AttorneyRow> {
  assertDraft(row);
  if (row.kind !== 'scan') throw fieldError('file', 'Для МЧД приложите файл XML и файл подписи .sig');
  for (const id of ids) await ownFile(deps.db, session.accountId, id);
  const all = [...new Set([...row.scanFileIds, ...ids])];
  return updateAttorney(deps.db, row.id, { scanFileIds: all });
}

/**
 * An МЧД and its detached signature, checked for the company today (decision 0099): read, the
 * document's problems (attorneyProblems), signed by the principal's head with a trusted
 * certificate. Answers the document and the head's certificate; 400 otherwise, the document's
 * problem on the field `problemField` names (xml_file unless told), the signature's on sig_file.
 */
export async function checkMachineReadable(
  trust: CertificateTrust,
  companyInn: string,
  files: { xml: Uint8Array; sig: Uint8Array },
  now: Date,
  problemField: (problem: AttorneyProblem) => string = () => 'xml_file',
): Promise<{ attorney: MachineReadableAttorney; signer: CertificateOwner }> {
  let attorney: MachineReadableAttorney;
  try {
    attorney = readMachineReadableAttorney(files.xml);
  } catch (error) {
    if (error instanceof AttorneyDocumentError) throw fieldError('xml_file', error.message);
    throw error;
  }
  const [problem] = attorneyProblems(attorney, { companyInn, today: moscowDay(now) });
  if (problem) throw fieldError(problemField(problem), problem.message);
  try {
    return { attorney, signer: await verifyAttorneySignature(files.xml, files.sig, attorney, trust, now) };
  } catch (error) {
    if (error instanceof SignatureRefused) throw fieldError('sig_file', error.message);
    throw error;
  }
}

/**
 * The МЧД and its signature for the wizard's draft: checked (checkMachineReadable), its number
 * and the representative's SNILS those of step 1. Only then are both files kept.
 */
export async function attachMachineReadable(
  deps: AttorneyDeps,
  session: SessionRecord,
  row: AttorneyRow,
  xml: UploadedPart | undefined,
  sig: UploadedPart | undefined,
): Promise<AttorneyRow> {
  assertDraft(row);
  if (row.kind !== 'm4d') throw fieldError('xml_file', 'Для бумажной доверенности приложите её скан');
  if (!xml) throw fieldError('xml_file', 'Приложите файл МЧД (XML)');
  if (!sig) throw fieldError('sig_file', 'Приложите файл подписи МЧД (.sig)');
  const { attorney, signer } = await checkMachineReadable(
    deps.certificates,
    session.account.inn,
    { xml: xml.bytes, sig: sig.bytes },
    deps.adapters.clock.now(),
    (problem) => (problem.field === 'm4d_number' ? 'xml_file' : problem.field),
  );
  if (attorney.number.toLowerCase() !== row.number.toLowerCase()) {
    throw fieldError(
      'xml_file',
      `Номер в файле МЧД (${attorney.number}) не совпадает с указанным (${row.number})`,
    );
  }
  if (attorney.representative.snils !== row.representativeSnils) {
    throw fieldError('xml_file', 'СНИЛС представителя в МЧД не совпадает с указанным');
  }
  const xmlFile = await storeGeneratedFile(deps, session.accountId, {
    title: xml.title || `ON_EMCHD_${attorney.number}.xml`,
    bytes: xml.bytes,
    mimeType: 'application/xml',
    extension: 'xml',
  });
  const sigFile = await storeGeneratedFile(deps, session.accountId, {
    title: sig.title || `ON_EMCHD_${attorney.number}.xml.sig`,
    bytes: sig.bytes,
    mimeType: 'application/pkcs7-signature',
    extension: 'sig',
  });
  return updateAttorney(deps.db, row.id, {
    xmlFileId: xmlFile.id,
    sigFileId: sigFile.id,
    issuedOn: attorney.issuedOn,
    expiresOn: attorney.expiresOn,
    representativeInn: attorney.representative.inn || row.representativeInn,
    facts: {
      principal: attorney.principal,
      representative: attorney.representative,
      textPowers: attorney.textPowers,
    },
    powers: attorney.powers.map((power) => power.code),
    signedBy: `${signer.subject} (сертификат ${signer.serial})`,
  });
}

/** What the draft still lacks before it can be stored; '' when complete. */
export function missingPart(row: AttorneyRow): { prop: string; message: string } | undefined {
  if (row.kind === 'scan' && row.scanFileIds.length === 0)
    return { prop: 'file', message: 'Приложите скан доверенности' };
  if (row.kind === 'm4d' && !row.facts)
    return { prop: 'xml_file', message: 'Приложите файл МЧД и файл её подписи' };
  return undefined;
}

/** What the security log keeps of an attorney (decision 0154). */
function attorneyFacts(row: AttorneyRow, contactName: string): Record<string, string> {
  return { number: row.number, kind: row.kind, contact: contactName };
}

/**
 * Stores the draft. An МЧД, checked by machine already, becomes the contact's attorney in force
 * and the one before it is replaced. A paper attorney waits for a manager ('pending', decision
 * 0155): the one in force stays until the manager accepts the new one; an earlier paper one
 * still waiting is replaced by it. The security log gets a row in the same transaction.
 */
export async function activateAttorney(
  deps: AttorneyDeps,
  session: SessionRecord,
  row: AttorneyRow,
  caller: CallerContext,
): Promise<AttorneyRow> {
  if (row.status === 'active' || row.status === 'pending') return row;
  assertDraft(row);
  const missing = missingPart(row);
  if (missing) throw fieldError(missing.prop, missing.message);
  const today = todayOf(deps);
  if (row.expiresOn < today) throw fieldError('canCSPDateExpired', 'Срок действия доверенности истёк');
  const contact = await ownContact(deps, session, row.contactId);
  const now = deps.adapters.clock.now();
  return deps.db.transaction(async (tx) => {
    if (row.kind === 'scan') {
      const waiting = await findPendingAttorney(tx, row.contactId);
      if (waiting) await updateAttorney(tx, waiting.id, { status: 'replaced', revokedAt: now });
      const pending = await updateAttorney(tx, row.id, { status: 'pending', submittedAt: now, maxStep: 3 });
      await postToFeed(tx, session.accountId, {
        title: `Доверенность ${pending.number} отправлена на проверку`,
        body: `Доверенность ${pending.number} (${contact.name}) до ${formatMoscowDate(pending.expiresOn)} ждёт проверки менеджера; о решении сообщим.`,
        entity: 'attorney',
        entityId: pending.id,
      });
      await recordSecurityEvent(
        tx,
        {
          accountId: session.accountId,
          kind: 'attorney-added',
          ip: caller.ip,
          userAgent: caller.userAgent,
          detail: { ...attorneyFacts(pending, contact.name), review: 'pending' },
        },
        now,
      );
      return pending;
    }
    const previous = await findActiveAttorney(tx, row.contactId);
    if (previous) await updateAttorney(tx, previous.id, { status: 'replaced', revokedAt: now });
    const active = await updateAttorney(tx, row.id, {
      status: 'active',
      submittedAt: now,
      activatedAt: now,
      maxStep: 3,
    });
    await postToFeed(tx, session.accountId, {
      title: `Доверенность ${active.number} добавлена`,
      body: `Машиночитаемая доверенность ${active.number} (${contact.name}) проверена и действует до ${formatMoscowDate(active.expiresOn)}.${previous ? ` Она заменила доверенность ${previous.number}.` : ''}`,
      entity: 'attorney',
      entityId: active.id,
    });
    await recordSecurityEvent(
      tx,
      {
        accountId: session.accountId,
        kind: 'attorney-added',
        ip: caller.ip,
        userAgent: caller.userAgent,
        detail: {
          ...attorneyFacts(active, contact.name),
          ...(previous ? { replaced: previous.number } : {}),
        },
      },
      now,
    );
    return active;
  });
}

/**
 * CabinetRevokeAttorney: the contact's attorney in force is revoked, else the paper one waiting
 * for the manager is withdrawn; neither is 409.
 */
export async function revokeAttorney(
  deps: AttorneyDeps,
  session: SessionRecord,
  contactId: number,
  caller: CallerContext,
) {
  const contact = await ownContact(deps, session, contactId);
  const active =
    (await findActiveAttorney(deps.db, contact.id)) ?? (await findPendingAttorney(deps.db, contact.id));
  if (!active) throw new AppError('CONFLICT', `У контакта ${contact.name} нет действующей доверенности`);
  const now = deps.adapters.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    const revoked = await updateAttorney(tx, active.id, { status: 'revoked', revokedAt: now });
    await postToFeed(tx, session.accountId, {
      title: `Доверенность ${revoked.number} отозвана`,
      body: `Доверенность ${revoked.number} (${contact.name}) больше не действует: подписывать документы по ней нельзя.`,
      entity: 'attorney',
      entityId: revoked.id,
    });
    await recordSecurityEvent(
      tx,
      {
        accountId: session.accountId,
        kind: 'attorney-revoked',
        ip: caller.ip,
        userAgent: caller.userAgent,
        detail: attorneyFacts(revoked, contact.name),
      },
      now,
    );
    return revoked;
  });
  return {
    success: true as const,
    attorney: await toAttorney(deps, row),
    message: `Доверенность ${row.number} отозвана`,
  };
}
