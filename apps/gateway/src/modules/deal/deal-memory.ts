import type { deal as dealContract } from '@agrolease/contracts';
import { type DbExecutor, schema } from '@agrolease/db';
import { type DealDelays, type DealTerms, moscowDay } from '@agrolease/domain';
import { eq } from 'drizzle-orm';
import type { Clock } from '../../adapters/clock/clock.ts';
import { AppError } from '../../errors/app-error.ts';
import type { SessionRecord } from '../../http/session.ts';
import { type DealRow, findOwnDeal } from './queries.ts';

const { deals } = schema;

export interface DealDeps {
  db: DbExecutor;
  clock: Clock;
}

/** What the wizard keeps in deals.state (decisions 0064 and 0095). */
export interface DealWizardMemory {
  isready?: boolean;
  conditionsChecked?: boolean;
  lastAction?: string;
  isCommission?: boolean;
  /** The client's own conditions (updateConditionAction); the offer's until changed. */
  terms?: unknown;
  /** setSignModeAction / setNoSignAction. */
  signMode?: dealContract.TDealSignMode;
  /** The manager's manual conditions of an agent's deal (decision 0113): advance, term, rate. */
  manual?: unknown;
}

export type DealWizardInput = dealContract.TDealConditionFields & {
  id_object: number;
  method: dealContract.TDealWizardMethod;
  step?: number;
  sign_mode?: 'ses' | 'csp';
};

/** Documents of a deal's commission (none in a client's deal unless one is set, decision 0064). */
export const COMMISSION_ENTITY = 'deal_commission';

/** The calendar day in Moscow, where contracts, offers and schedules are dated (decision 0093). */
export function isoDay(date: Date): string {
  return moscowDay(date);
}

/** Roubles with kopecks, as the offer shows its figures (offers/service.ts). */
export function roubles(kopecks: number): number {
  return Math.round(kopecks) / 100;
}

export async function ownDeal(db: DbExecutor, session: SessionRecord, id: number): Promise<DealRow> {
  const row = await findOwnDeal(db, session.accountId, id);
  if (!row) throw new AppError('NOT_FOUND', 'Сделка не найдена');
  return row;
}

export function memoryOf(deal: DealRow): DealWizardMemory {
  return deal.state as DealWizardMemory;
}

/** The conditions may still change or be answered: the deal stands at conditions, not final. */
export function conditionsOpen(deal: DealRow): boolean {
  return deal.stage === 'conditions' && memoryOf(deal).isready !== true;
}

export async function saveMemory(deps: DealDeps, tx: DbExecutor, deal: DealRow, next: DealWizardMemory) {
  const [row] = await tx
    .update(deals)
    .set({ state: next as Record<string, unknown>, updatedAt: deps.clock.now() })
    .where(eq(deals.id, deal.id))
    .returning();
  if (!row) throw new Error('deals update returned no row');
  return row;
}

/** What a wizard method leaves: the deal, and a preview of terms or delays to show instead. */
export interface MethodOutcome {
  deal: DealRow;
  /** Terms to show instead of the saved ones (a DynConditionsAction / isAvailableDelaysAction preview). */
  preview?: DealTerms;
  /** isAvailableDelaysAction: the delays the posted conditions admit (the saved ones are shown). */
  delays?: DealDelays;
}
