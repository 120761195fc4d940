import type { Database } from '@agrolease/db';
import { formatWait, normalizeEmail, normalizePhone, PERSONAL_MANAGERS } from '@agrolease/domain';
import type { GatewayAdapters } from '../../adapters/index.ts';
import { AppError } from '../../errors/app-error.ts';
import { accountsWithConfirmedContact } from '../contacts/index.ts';
import { accountsWithAddress, innsOfAccounts, wroteToSince } from './queries.ts';

/**
 * Whom a partner account may make the site write to (decision 0153). Known addresses: the
 * company's own people (the accounts of its INN and their confirmed contact persons), Agrolease's
 * personal managers, and the accounts of its counterparties, which the calling module names
 * (a supplier's buyers, an agent's companies). Any other address is new: a few a day are let
 * through, counted in the shared attempts store so every instance sees the same count.
 */

export type PartnerChannel = 'email' | 'sms';

/** Whether any of these accounts (holding the address) is a counterparty of the sender. */
export type CounterpartyCheck = (accountIds: number[]) => Promise<boolean>;

export const noCounterparties: CounterpartyCheck = async () => false;

export interface PartnerSender {
  accountId: number;
  account: { login: string; personName: string; companyTitle: string; inn: string };
  ip: string;
}

export interface RecipientDeps {
  db: Database;
  adapters: Pick<GatewayAdapters, 'attempts' | 'clock'>;
  /** New addresses an account may write to a day (PARTNER_NEW_ADDRESSES_PER_DAY). */
  newAddressesPerDay: number;
}

const DAY_SECONDS = 24 * 3600;

/** The address as stored and compared: e-mail in lower case, a phone as +7XXXXXXXXXX. */
export function normalizedAddress(channel: PartnerChannel, to: string): string {
  const normal = channel === 'email' ? normalizeEmail(to) : normalizePhone(to);
  return normal ?? to.trim().toLowerCase();
}

function isAgroleaseStaff(address: string): boolean {
  return PERSONAL_MANAGERS.some((manager) => manager.email === address || manager.phone === address);
}

/** Whether the address belongs to the sender's circle: its company, our staff, its counterparties. */
export async function isKnownAddress(
  db: Database,
  sender: PartnerSender,
  address: string,
  isCounterparty: CounterpartyCheck,
): Promise<boolean> {
  if (isAgroleaseStaff(address)) return true;
  const [own, contactHolders] = await Promise.all([
    accountsWithAddress(db, address),
    accountsWithConfirmedContact(db, address),
  ]);
  const holders = [...own, ...(await innsOfAccounts(db, contactHolders))];
  if (holders.length === 0) return false;
  const sameCompany = holders.some(
    (holder) =>
      holder.id === sender.accountId || (sender.account.inn !== '' && holder.inn === sender.account.inn),
  );
  return sameCompany || isCounterparty([...new Set(holders.map((holder) => holder.id))]);
}

function waitText(seconds: number): string {
  return seconds >= 3600 ? `${Math.ceil(seconds / 3600)} ч.` : formatWait(seconds);
}

export interface Admission {
  address: string;
  isNew: boolean;
  /** Gives the allowance back when the letter could not be sent. */
  release(): Promise<void>;
}

/**
 * Lets a letter to the address go, or refuses it with 429 once the account's new addresses of
 * the day are used up. A new address written to in the last day is not counted again.
 */
export async function admitRecipient(
  deps: RecipientDeps,
  sender: PartnerSender,
  input: { channel: PartnerChannel; to: string; isCounterparty: CounterpartyCheck; field: string },
): Promise<Admission> {
  const address = normalizedAddress(input.channel, input.to);
  const nothing = async () => {};
  if (await isKnownAddress(deps.db, sender, address, input.isCounterparty)) {
    return { address, isNew: false, release: nothing };
  }
  const dayAgo = new Date(deps.adapters.clock.now().getTime() - DAY_SECONDS * 1000);
  if (await wroteToSince(deps.db, sender.accountId, address, dayAgo)) {
    return { address, isNew: true, release: nothing };
  }
  const key = `partner-mail-new:${sender.accountId}`;
  const step = await deps.adapters.attempts.add(key, DAY_SECONDS);
  if (step.count > deps.newAddressesPerDay) {
    await deps.adapters.attempts.add(key, DAY_SECONDS, -1);
    const message =
      `Письма на новые адреса — не больше ${deps.newAddressesPerDay} в сутки. ` +
      'Без ограничений можно писать на адреса вашей компании, её контактных лиц и контрагентов. ' +
      `Новый адрес — через ${waitText(step.resetInSeconds)}`;
    throw new AppError('RATE_LIMITED', message, {
      fieldErrors: [{ prop: input.field, error: message }],
      headers: { 'retry-after': String(Math.max(1, Math.ceil(step.resetInSeconds))) },
    });
  }
  return {
    address,
    isNew: true,
    release: () => deps.adapters.attempts.add(key, DAY_SECONDS, -1).then(nothing),
  };
}
