import type { backoffice } from '@agrolease/contracts';
import { type DbExecutor, schema } from '@agrolease/db';
import {
  conditionSwitchRefusal,
  DEAL_CONDITION_MODE_TITLE,
  dealConditionMode,
  dealLeasing,
  formatRoubles,
  LeasingInputInvalid,
  type ManualConditions,
  manualConditionErrors,
  moscowDay,
  storedManualConditions,
  type TDealConditionMode,
  termsFromManual,
} from '@agrolease/domain';
import { eq } from 'drizzle-orm';
import type { Clock } from '../../adapters/clock/clock.ts';
import { AppError } from '../../errors/app-error.ts';
import type { SessionRecord } from '../../http/session.ts';
import { postToFeed } from '../cabinet-feed/index.ts';
import { type DealRow, findDeal, findOfferById } from '../deal/index.ts';
import { agentOfDeal } from './queries.ts';

export interface AgentConditionsDeps {
  db: DbExecutor;
  clock: Clock;
}

export type AgentConditionsInput = {
  id_object: number;
  mode: TDealConditionMode;
  advance_percent?: number;
  term_months?: number;
  rate_percent?: number;
};

const NOT_AN_AGENT_DEAL = 'Сделка агента не найдена';

function fieldErrors(errors: { prop: string; error: string }[]): AppError {
  return new AppError('VALIDATION', errors[0]?.error ?? 'Проверьте условия', { fieldErrors: errors });
}

function manualOf(deal: DealRow): ManualConditions | undefined {
  return storedManualConditions((deal.state as { manual?: unknown }).manual);
}

/** The manual conditions priced on the deal's sum: monthly payment and contract total, roubles. */
function priced(sum: number, manual: ManualConditions, today: string) {
  const computed = dealLeasing(sum, termsFromManual(manual), today, manual.ratePercent);
  return {
    monthly_payment: Math.round(computed.monthlyPayment) / 100,
    total: Math.round(computed.leasing.total) / 100,
  };
}

/**
 * The back office deal card's robotic-or-manual block of an agent's deal (decision 0113); null
 * for a deal no agent brought.
 */
export async function agentConditionsOfDeal(
  db: DbExecutor,
  deal: DealRow,
  today: string,
): Promise<backoffice.TDealCard['agent_conditions']> {
  if (!(await agentOfDeal(db, deal))) return null;
  const offer = await findOfferById(db, deal.offerId);
  const manual = manualOf(deal);
  const mode = dealConditionMode({ hasOffer: offer !== undefined, manual: manual !== undefined });
  const sum = offer?.sum ?? deal.productsSum;
  let pricedManual: ReturnType<typeof priced> | undefined;
  try {
    pricedManual = manual ? priced(sum, manual, today) : undefined;
  } catch (error) {
    if (!(error instanceof LeasingInputInvalid)) throw error;
  }
  return {
    mode,
    mode_title: DEAL_CONDITION_MODE_TITLE[mode],
    robotic_available: offer !== undefined,
    can_change:
      conditionSwitchRefusal(
        {
          stage: deal.stage,
          conditionsAgreed: (deal.state as { isready?: unknown }).isready === true,
          hasOffer: true,
        },
        'manual',
      ) === null,
    manual:
      manual && pricedManual
        ? {
            advance_percent: manual.advancePercent,
            term_months: manual.termMonths,
            rate_percent: manual.ratePercent,
            sum,
            ...pricedManual,
          }
        : null,
  };
}

/**
 * Backoffice/Deal/AgentConditions: the manager puts an agent's deal on robotic conditions (the
 * company's offer) or on manual ones (his advance, term and rate). Only an agent's deal (404
 * otherwise), only while the conditions are open (409), robotic only with an offer (400). The
 * earlier answer of the agent or the company no longer stands: the new conditions are to be
 * agreed. The company's and the agent's feeds say so, in the same transaction.
 */
export async function setAgentDealConditions(
  deps: AgentConditionsDeps,
  manager: SessionRecord,
  input: AgentConditionsInput,
): Promise<void> {
  const now = deps.clock.now();
  const today = moscowDay(now);
  await deps.db.transaction(async (tx) => {
    const deal = await findDeal(tx, input.id_object);
    const agent = deal ? await agentOfDeal(tx, deal) : undefined;
    if (!deal || !agent) throw new AppError('NOT_FOUND', NOT_AN_AGENT_DEAL);
    const state = deal.state as Record<string, unknown>;
    const offer = await findOfferById(tx, deal.offerId);
    const refused = conditionSwitchRefusal(
      { stage: deal.stage, conditionsAgreed: state.isready === true, hasOffer: offer !== undefined },
      input.mode,
    );
    if (refused?.kind === 'conflict') throw new AppError('CONFLICT', refused.message);
    if (refused) throw fieldErrors([{ prop: 'mode', error: refused.message }]);
    const { manual: _manual, lastAction: _lastAction, conditionsChecked: _checked, ...rest } = state;
    let next: Record<string, unknown> = rest;
    let feed: { title: string; body: string };
    if (input.mode === 'manual') {
      const manual: ManualConditions = {
        advancePercent: input.advance_percent ?? Number.NaN,
        termMonths: input.term_months ?? Number.NaN,
        ratePercent: input.rate_percent ?? Number.NaN,
      };
      const errors = manualConditionErrors(manual);
      if (errors.length > 0) throw fieldErrors(errors);
      let figures: ReturnType<typeof priced>;
      try {
        figures = priced(offer?.sum ?? deal.productsSum, manual, today);
      } catch (error) {
        if (!(error instanceof LeasingInputInvalid)) throw error;
        throw fieldErrors([{ prop: 'advance_percent', error: error.message }]);
      }
      next = { ...rest, manual: { ...manual, setAt: now.toISOString(), managerId: manager.accountId } };
      const rate = String(manual.ratePercent).replace('.', ',');
      feed = {
        title: `Сделка ${deal.code}: условия установил менеджер`,
        body: `Аванс ${manual.advancePercent} %, срок ${manual.termMonths} мес., ставка ${rate} % годовых, платёж ${formatRoubles(figures.monthly_payment)}. Согласуйте условия в мастере сделки.`,
      };
    } else {
      feed = {
        title: `Сделка ${deal.code}: условия по одобренному предложению`,
        body: 'Менеджер вернул роботизированные условия: их можно изменить в пределах предложения и согласовать в мастере сделки.',
      };
    }
    await tx.update(schema.deals).set({ state: next, updatedAt: now }).where(eq(schema.deals.id, deal.id));
    for (const accountId of new Set([deal.accountId, agent.agentAccountId])) {
      await postToFeed(tx, accountId, { ...feed, entity: 'deal', entityId: deal.id });
    }
  });
}
