import type { TCompany } from '@agrolease/contracts/registration';
import { createDadataClient, type DadataClientOptions } from '../dadata/dadata-client.ts';
import type { CompanyRegister } from './company-register.ts';

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
export function createDadataCompanyRegister(options: DadataClientOptions): CompanyRegister {
  const suggestions = createDadataClient({ timeoutMs: 10_000, ...options });
  return {
    name: 'dadata',
    async search(query, limit = 10) {
      const byInn = /^(\d{10}|\d{12})$/.test(query);
      const parties = await suggestions<DadataParty>(`${byInn ? 'findById' : 'suggest'}/party`, {
        query,
        count: Math.min(limit, 20),
      });
      return parties
        .filter((party) => party.data?.state?.status !== 'LIQUIDATED')
        .map(companyOfParty)
        .filter((company) => company.inn !== '');
    },
  };
}
