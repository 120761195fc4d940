/**
 * The INN a CryptoPro certificate names in its SubjectName string. CryptoPro writes the company
 * INN as «ИНН ЮЛ=…» (or INNLE=, OID.1.2.643.100.4=) and the person's as «ИНН=…» (INN=,
 * OID.1.2.643.3.131.1.1=); signing in for a company the company INN comes first.
 */
const COMPANY_INN = /(?:ИНН ЮЛ|INNLE|OID\.1\.2\.643\.100\.4|1\.2\.643\.100\.4)\s*=\s*"?(\d{10})/i;
const PERSON_INN =
  /(?:^|[,\s])(?:ИНН|INN|OID\.1\.2\.643\.3\.131\.1\.1|1\.2\.643\.3\.131\.1\.1)\s*=\s*"?(\d{10,12})/i;

export function innOfSubject(subject: string): string {
  return COMPANY_INN.exec(subject)?.[1] ?? PERSON_INN.exec(subject)?.[1] ?? '';
}

/** What a person recognises a certificate by: its CN, else the whole subject. */
export function ownerOfSubject(subject: string): string {
  const cn = /(?:^|,\s*)CN\s*=\s*("([^"]+)"|[^,]+)/.exec(subject);
  return (cn?.[2] ?? cn?.[1] ?? subject).trim();
}
