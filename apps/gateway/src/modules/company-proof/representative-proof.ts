import { PERSON_MISMATCH_TITLE, personMismatch } from '@agrolease/domain/machine-readable-attorney';
import { AppError } from '../../errors/app-error.ts';
import type { UploadedPart } from '../../http/multipart-form.ts';
import { checkMachineReadable, fieldError } from '../attorney/index.ts';
import type { AuthDeps } from '../auth/index.ts';
import { CHALLENGE_PURPOSE, verifyChallengeSigner } from '../auth/index.ts';

/** What a representative sends: the signed challenge, the company's МЧД and its signature. */
export interface RepresentativeProofInput {
  id_query?: string;
  dataCSP?: string;
  xml?: UploadedPart;
  sig?: UploadedPart;
}

/**
 * A representative proves the company (decision 0156): the company's МЧД is in force for its INN
 * and signed by the head it names (checkMachineReadable, decision 0099), the challenge is signed
 * through the trust list, and the certificate that signed it is the person the МЧД names as its
 * representative (SNILS and personal INN). Answers what the security log keeps of the proof; 400
 * (a document or signature) or 403 (another person) in Russian otherwise.
 */
export async function checkRepresentativeProof(
  deps: AuthDeps,
  inn: string,
  input: RepresentativeProofInput,
  now: Date,
): Promise<Record<string, string>> {
  if (!input.xml) throw fieldError('xml_file', 'Приложите файл МЧД (XML)');
  if (!input.sig) throw fieldError('sig_file', 'Приложите файл подписи МЧД (.sig)');
  const { attorney, signer: head } = await checkMachineReadable(
    deps.adapters.certificates,
    inn,
    { xml: input.xml.bytes, sig: input.sig.bytes },
    now,
  );
  const verified = await verifyChallengeSigner(deps, { ...input, inn }, now, CHALLENGE_PURPOSE.companyProof);
  if ('problem' in verified) throw fieldError('dataCSP', verified.problem);
  const { representative } = attorney;
  const mismatch = personMismatch(representative, verified.signer);
  if (mismatch) {
    const message = `Запрос подписан сертификатом ${verified.signer.subject || 'без имени владельца'}, а представитель по МЧД № ${attorney.number} — ${representative.name}: ${PERSON_MISMATCH_TITLE[mismatch]}`;
    throw new AppError('FORBIDDEN', message, { fieldErrors: [{ prop: 'dataCSP', error: message }] });
  }
  return { signer: verified.signer.subject, attorney: attorney.number, attorneySigner: head.subject };
}
