import { AppError } from '../errors/app-error.ts';
import type { CertificateOwner } from './certificate-facts.ts';

/**
 * The certificate must belong to the account's company: its INN (or the company INN) matches.
 * Infrastructure (decision 0181): sign-in by certificate and the signing core both check it.
 */
export function assertCertificateOfCompany(signer: CertificateOwner, accountInn: string): void {
  const inns = [signer.innLe, signer.inn].filter(Boolean);
  if (inns.length === 0) throw cspError('В сертификате нет ИНН владельца');
  if (!inns.includes(accountInn)) {
    throw cspError(`Сертификат выдан другой организации (ИНН ${inns.join(', ')}), а не ИНН ${accountInn}`);
  }
}

function cspError(message: string): AppError {
  return new AppError('VALIDATION', message, { fieldErrors: [{ prop: 'dataCSP', error: message }] });
}
