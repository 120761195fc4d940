import type { deal as dealContract } from '@agrolease/contracts';
import { type DbExecutor, schema } from '@agrolease/db';
import {
  DEAL_REJECT_ACTION,
  DEAL_WIZARD_MAX_STEP,
  DEAL_WIZARD_STEPS,
  type DealWizardStates,
  dealWizardFlags,
  dealWizardStep,
  formatRoubles,
  moscowDay,
  OFFER_LIMITS,
} from '@agrolease/domain';
import { eq } from 'drizzle-orm';
import type { Clock } from '../../adapters/clock/clock.ts';
import { AppError } from '../../errors/app-error.ts';
import type { SessionRecord } from '../../http/session.ts';
import { findOwnApplication } from '../application/lifecycle.ts';
import { shippingOfApplication } from '../application/service.ts';
import { findOwnOrder } from '../cabinet/queries.ts';
import { postToFeed } from '../cabinet-feed/feed.ts';
import { applicationLines } from '../offers/queries.ts';
import { toOffer } from '../offers/service.ts';
import { dealDeliveries } from '../supplier/deliveries.ts';
import { type DealRow, documentsOf, findOfferById, findOrderOfDeal, findOwnDeal } from './queries.ts';
import { toDealDocument, toDealOrder, toDealProduct, toDealSummary } from './views.ts';

const { deals } = schema;

export interface DealDeps {
  db: DbExecutor;
  clock: Clock;
}

/** What the wizard keeps in deals.state (decision 0064). */
interface DealWizardMemory {
  isready?: boolean;
  conditionsChecked?: boolean;
  lastAction?: string;
  isCommission?: boolean;
}

/** Documents of a deal's commission (none in a client's deal unless one is set, decision 0064). */
const COMMISSION_ENTITY = 'deal_commission';

/** The calendar day in Moscow, where contracts, offers and schedules are dated (decision 0093). */
function isoDay(date: Date): string {
  return moscowDay(date);
}

async function ownDeal(db: DbExecutor, session: SessionRecord, id: number): Promise<DealRow> {
  const row = await findOwnDeal(db, session.accountId, id);
  if (!row) throw new AppError('NOT_FOUND', 'Сделка не найдена');
  return row;
}

function memoryOf(deal: DealRow): DealWizardMemory {
  return deal.state as DealWizardMemory;
}

/** The conditions of the deal's application, from its accepted offer (spec 1 §3). */
async function conditionsOf(
  db: DbExecutor,
  deal: DealRow,
  memory: DealWizardMemory,
  isready: boolean,
  today: string,
) {
  const offer = await findOfferById(db, deal.offerId);
  if (!offer || deal.applicationId === null) return {};
  const application = await findOwnApplication(db, deal.accountId, deal.applicationId);
  const view = toOffer(offer, application, deal.id, today);
  const conditions: dealContract.TDealConditions = {
    condIsActive: !isready,
    condIsRejected: memory.lastAction === DEAL_REJECT_ACTION,
    canAdv: false,
    canAdvToPay: false,
    canBase: false,
    canPrc: false,
    calcs: {
      sum: view.sum,
      advance_percent: view.advance_percent,
      advance: view.advance,
      term_months: view.term_months,
      schedule_type: view.schedule_type,
      schedule_title: view.schedule_title,
      rate: view.rate,
      monthly_payment: view.monthly_payment,
      total: view.total,
    },
    pays: view.schedule,
    minAdvance: OFFER_LIMITS.minAdvancePercent,
    minTerm: OFFER_LIMITS.minTermMonths,
    is_self_insurance: false,
  };
  return { [String(deal.applicationId)]: conditions };
}

async function applyMethod(
  deps: DealDeps,
  tx: DbExecutor,
  deal: DealRow,
  method: (typeof dealContract.DEAL_WIZARD_METHODS)[number],
): Promise<DealRow> {
  if (method === 'get') return deal;
  const memory = memoryOf(deal);
  const open = deal.stage === 'conditions' && memory.isready !== true;
  let next: DealWizardMemory;
  let feed: { title: string; body: string } | undefined;
  if (method === 'checkStatusAction') {
    next = { ...memory, conditionsChecked: true };
  } else if (!open) {
    throw new AppError('CONFLICT', 'Условия сделки уже согласованы');
  } else if (method === 'approveAction') {
    next = { ...memory, isready: true, conditionsChecked: true, lastAction: method };
    feed = {
      title: `Сделка ${deal.code}: условия согласованы`,
      body: 'Вы согласовали условия. Менеджер готовит договор лизинга.',
    };
  } else {
    if (memory.lastAction === DEAL_REJECT_ACTION) throw new AppError('CONFLICT', 'Условия уже отклонены');
    next = { ...memory, conditionsChecked: true, lastAction: method };
    feed = {
      title: `Сделка ${deal.code}: условия отклонены`,
      body: 'Вы не согласились с условиями. Менеджер свяжется с вами, чтобы их обсудить.',
    };
  }
  const [row] = await tx
    .update(deals)
    .set({ state: next as Record<string, unknown>, updatedAt: deps.clock.now() })
    .where(eq(deals.id, deal.id))
    .returning();
  if (!row) throw new Error('deals update returned no row');
  if (feed) await postToFeed(tx, deal.accountId, { ...feed, entity: 'deal', entityId: deal.id });
  return row;
}

/**
 * CabinetDealWizard: the deal's state flags, conditions, documents and the step flags of
 * spec 1 §4. A requested step beyond the one the deal stands at answers the deal's step (the
 * page then asks again, spec 2 §4).
 */
export async function dealWizard(
  deps: DealDeps,
  session: SessionRecord,
  input: { id_object: number; method: (typeof dealContract.DEAL_WIZARD_METHODS)[number]; step?: number },
): Promise<dealContract.TDealWizardReply> {
  const deal = await deps.db.transaction(async (tx) =>
    applyMethod(deps, tx, await ownDeal(tx, session, input.id_object), input.method),
  );
  const memory = memoryOf(deal);
  const order = await findOrderOfDeal(deps.db, deal.id);
  const documents = order ? await documentsOf(deps.db, 'order', order.id) : [];
  const contractDocs = documents.filter((document) => document.needsSignature);
  const states: DealWizardStates = {
    isrobo: deal.offerId !== null,
    isready: memory.isready === true || deal.stage !== 'conditions',
    iscontract: order !== undefined,
    iscontractsigned:
      order !== undefined &&
      (order.isCsp ||
        (contractDocs.length > 0 && contractDocs.every((document) => document.signedAt !== null))),
    isdocs: deal.stage === 'handover' || deal.stage === 'closed',
    isCommission: memory.isCommission === true,
  };
  const current = dealWizardStep(states, {
    closed: deal.stage === 'closed',
    conditionsChecked: memory.conditionsChecked === true,
  });
  const step = input.step !== undefined && input.step <= current ? input.step : current;
  const today = isoDay(deps.clock.now());
  const conditions = await conditionsOf(deps.db, deal, memory, states.isready, today);
  const conditionsControlForm = !states.isready && Object.keys(conditions).length > 0;
  const documentsForm = states.iscontract
    ? { contractSigned: states.iscontractsigned, packageReady: states.isdocs }
    : null;
  const flags = dealWizardFlags({
    step,
    states,
    conditionsControlForm,
    documentsForm,
    hasDocuments: documents.length > 0,
    hasConditions: Object.keys(conditions).length > 0,
    lastAction: memory.lastAction ?? null,
  });
  const lines = deal.applicationId === null ? [] : await applicationLines(deps.db, deal.applicationId);
  const formItems = [
    ...(conditionsControlForm
      ? [
          {
            field: 'conditions',
            type: 'infoboxes' as const,
            title: 'Условия сделки',
            value: [{ title: 'Проверьте условия и согласуйте их', bstype: 'info' }],
            error: '',
            group: '',
            code: '',
            required: false,
          },
        ]
      : []),
    ...(documentsForm
      ? [
          {
            field: 'documents',
            type: 'infoboxes' as const,
            title: 'Документы',
            value: [
              documentsForm.contractSigned
                ? { title: 'Договор подписан', bstype: 'success' }
                : { title: 'Подпишите договор лизинга', bstype: 'info' },
            ],
            error: '',
            group: '',
            code: '',
            required: false,
          },
        ]
      : []),
  ];
  return {
    success: true,
    wizard: {
      step,
      maxstep: DEAL_WIZARD_MAX_STEP,
      nextstep: step < current ? step + 1 : null,
      steps: DEAL_WIZARD_STEPS.map((item) => ({
        step: item.step,
        title: item.title,
        available: item.step <= current,
        done: item.step < current,
      })),
      id_object: deal.id,
      isavailable: deal.stage !== 'closed',
      is_available_edit_package: false,
      url: `/cabinet/v2/client/deals/${deal.id}?step=${step}`,
      state: deal.stage,
      finished: deal.stage === 'closed',
    },
    FormBuilder: {
      form_name: conditionsControlForm ? 'conditions' : documentsForm ? 'documents' : 'deal',
      items: formItems,
    },
    canSES: true,
    errors_list: [],
    error_message: '',
    states,
    flags,
    conditions,
    documents: documents.map(toDealDocument),
    deal: toDealSummary(deal),
    products: lines.map(toDealProduct),
    order: order ? toDealOrder(order) : null,
    id_shipping: order?.id ?? null,
  };
}

/** getComissionDocuments: the deal's commission documents; a client's deal usually has none. */
export async function commissionDocuments(deps: DealDeps, session: SessionRecord, dealId: number) {
  const deal = await ownDeal(deps.db, session, dealId);
  const rows = await documentsOf(deps.db, COMMISSION_ENTITY, deal.id);
  return {
    success: true as const,
    isCommission: memoryOf(deal).isCommission === true || rows.length > 0,
    items: rows.map(toDealDocument),
  };
}

/** GetShippingCost: the shipping of a deal's order (id_shipping = order id), per machine. */
export async function dealShippingCost(deps: DealDeps, session: SessionRecord, orderId: number) {
  const order = await findOwnOrder(deps.db, session.accountId, orderId);
  if (!order || order.dealId === null) throw new AppError('NOT_FOUND', 'Поставка не найдена');
  const deal = await ownDeal(deps.db, session, order.dealId);
  const application =
    deal.applicationId === null
      ? undefined
      : await findOwnApplication(deps.db, session.accountId, deal.applicationId);
  const lines = application ? await applicationLines(deps.db, application.id) : [];
  const costs = application ? await shippingOfApplication(deps.db, application) : new Map<number, number>();
  const items = lines.map((line) => ({
    id_crmproduct: line.id,
    title: line.title,
    quantity: line.quantity,
    cost: costs.get(line.productId) ?? 0,
  }));
  const total = items.reduce((sum, item) => sum + item.cost, 0);
  return {
    success: true as const,
    id_shipping: order.id,
    items,
    initialValues: Object.fromEntries(items.map((item) => [String(item.id_crmproduct), item.quantity])),
    cost: items.map((item) => ({ id_crmproduct: item.id_crmproduct, cost: item.cost })),
    isCalculated: true,
    isLoading: false,
    is_shipping_approved: order.datePlannedShipment !== null,
    shipping_cost: total,
    shipping_cost_formatted: formatRoubles(total),
    id_crmproduct: items[0]?.id_crmproduct ?? null,
    datePlannedShipment: order.datePlannedShipment,
    // The suppliers' shipments appear once the contract is signed (decision 0090).
    deliveries: ['shipment', 'handover', 'closed'].includes(deal.stage)
      ? await dealDeliveries(deps.db, deal.id, deal.stage)
      : [],
  };
}
