import type { TCompany } from '@agrolease/contracts/registration';

/** Finds companies by INN (digits) or by name for registration's CompanySearch. */
export interface CompanyRegister {
  readonly name: string;
  search(query: string, limit?: number): Promise<TCompany[]>;
}
