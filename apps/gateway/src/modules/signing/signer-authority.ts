import type { DbExecutor } from '@agrolease/db';
import { attorneyStatusOf, formatIsoDayRu } from '@agrolease/domain';
import {
  ATTORNEY_POWERS,
  ATTORNEY_SIGNING_POWER,
  attorneyGrants,
} from '@agrolease/domain/machine-readable-attorney';
import { certificateNamesCompany } from '../../certificates/attorney-signature.ts';
import type { CertificateOwner } from '../../certificates/certificate-facts.ts';
import { assertCertificateOfCompany } from '../../certificates/certificate-of-company.ts';
import { AppError } from '../../errors/app-error.ts';
import type { SessionRecord } from '../../http/session.ts';
import { findSignerAttorneys } from '../attorney/index.ts';

/**
 * The signer rule (docs/decisions/0099): a document signed by certificate is the company's when
 * the certificate names the company (ИНН ЮЛ: the Federal Tax Service issues those to the head,
 * who acts without a power of attorney; an ИП's own INN). A person's certificate (no company in
 * it) signs for the company only under a valid МЧД of that person — the representative's SNILS
 * or INN is the certificate's — stored for one of the account's contacts, in force today and
 * granting the signing power. A paper attorney does not count: nobody can check it by machine.
 */

const SIGNING_POWER_TITLE =
  ATTORNEY_POWERS.find((power) => power.code === ATTORNEY_SIGNING_POWER)?.title ?? ATTORNEY_SIGNING_POWER;

function refused(message: string): AppError {
  return new AppError('FORBIDDEN', message, { fieldErrors: [{ prop: 'dataCSP', error: message }] });
}

/** Whether the certificate is a person's alone: no organisation's INN in it. */
function isPersonsCertificate(signer: CertificateOwner): boolean {
  return !signer.innLe && (!signer.inn || signer.inn.length === 12) && Boolean(signer.snils || signer.inn);
}

export async function assertSignerMayAct(
  db: DbExecutor,
  session: SessionRecord,
  signer: CertificateOwner,
  today: string,
): Promise<void> {
  const companyInn = session.account.inn;
  if (certificateNamesCompany(signer, companyInn)) return;
  // Another organisation's certificate, or one with no INN: the account rule says why.
  if (!isPersonsCertificate(signer)) {
    assertCertificateOfCompany(signer, companyInn);
    return;
  }
  const candidates = await findSignerAttorneys(db, session.accountId, {
    snils: signer.snils,
    inn: signer.inn,
  });
  const who = signer.subject || 'владелец сертификата';
  if (candidates.length === 0) {
    throw refused(
      `Сертификат выдан не руководителю организации, а ${who}: чтобы подписывать за организацию, добавьте этому сотруднику действующую машиночитаемую доверенность (МЧД) в разделе «Контактные лица» на странице «Мои данные»`,
    );
  }
  const inForce = candidates.filter(
    (row) => attorneyStatusOf(row, today) === 'active' && row.issuedOn <= today,
  );
  if (inForce.length === 0) {
    const latest = candidates.at(-1);
    throw refused(
      `МЧД ${latest?.number ?? ''} на ${who} не действует: срок истёк ${formatIsoDayRu(latest?.expiresOn ?? '')}. Добавьте новую доверенность`,
    );
  }
  if (
    !inForce.some((row) =>
      attorneyGrants({ powers: row.powers.map((code) => ({ code, title: code })) }, ATTORNEY_SIGNING_POWER),
    )
  ) {
    throw refused(
      `МЧД ${inForce[0]?.number ?? ''} на ${who} не даёт права подписывать документы: нужно полномочие «${SIGNING_POWER_TITLE}» (${ATTORNEY_SIGNING_POWER})`,
    );
  }
}
