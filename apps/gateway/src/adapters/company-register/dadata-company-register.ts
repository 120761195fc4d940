import type { TCompany } from '@agrolease/contracts/registration';
import type { CompanyRegister } from './company-register.ts';

export const DADATA_SUGGESTIONS_URL = 'https://suggestions.dadata.ru/suggestions/api/4_1/rs';

/** The part of a DaData party suggestion we read (dadata.ru/api/find-party/). */
interface DadataParty {
  value?: string;
  data?: {
    inn?: string;
    ogrn?: string;
    kpp?: string | null;
    name?: { short_with_opf?: string | null; full_with_opf?: string | null };
    address?: { value?: string; data?: { city?: string | null; settlement?: string | null } | null } | null;
    state?: { status?: string };
  };
}

/** One DaData suggestion as a register row; empty strings where DaData has null. */
export function companyOfParty(party: DadataParty): TCompany {
  const data = party.data ?? {};
  const address = data.address?.data;
  return {
    title: data.name?.short_with_opf || party.value || data.name?.full_with_opf || '',
    inn: data.inn ?? '',
    ogrn: data.ogrn ?? '',
    kpp: data.kpp ?? '',
    city: address?.city || address?.settlement || '',
  };
}

/**
 * DaData suggestions API (DADATA_API_KEY): an INN (10 or 12 digits) goes to findById/party, any
 * other query to suggest/party. Liquidated companies are left out. A non-2xx answer or a time-out
 * is an error the caller reports.
 */
export function createDadataCompanyRegister(options: {
  apiKey: string;
  url?: string;
  fetch?: typeof fetch;
}): CompanyRegister {
  const doFetch = options.fetch ?? fetch;
  const base = (options.url ?? DADATA_SUGGESTIONS_URL).replace(/\/+$/, '');
  return {
    name: 'dadata',
    async search(query, limit = 10) {
      const byInn = /^(\d{10}|\d{12})$/.test(query);
      const response = await doFetch(`${base}/${byInn ? 'findById' : 'suggest'}/party`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          authorization: `Token ${options.apiKey}`,
        },
        body: JSON.stringify({ query, count: Math.min(limit, 20) }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`DaData answered ${response.status}`);
      const body = (await response.json()) as { suggestions?: DadataParty[] };
      return (body.suggestions ?? [])
        .filter((party) => party.data?.state?.status !== 'LIQUIDATED')
        .map(companyOfParty)
        .filter((company) => company.inn !== '');
    },
  };
}
