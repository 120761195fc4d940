import type { deal as dealContract } from '@agrolease/contracts';
import type { TFormItem } from '@agrolease/contracts/wizard';
import { type DbExecutor, schema } from '@agrolease/db';
import {
  availableDelays,
  DEAL_INSURERS,
  DEAL_REJECT_ACTION,
  DEAL_REPAYMENT_TITLE,
  DEAL_WIZARD_MAX_STEP,
  DEAL_WIZARD_STEPS,
  type DealDelays,
  type DealFacts,
  type DealOfferBasis,
  type DealSteps,
  type DealTerms,
  type DealTermsPatch,
  dealEditRights,
  dealLeasing,
  dealSteps,
  dealTermErrors,
  dealTermLimits,
  formatRoubles,
  insurerById,
  isOfferScheduleType,
  LeasingInputInvalid,
  MONTH_TITLES,
  moscowDay,
  OFFER_ANNUAL_RATE_PERCENT,
  patchTerms,
  REPAYMENT_CODES,
  repaymentOfCode,
  storedManualConditions,
  storedTerms,
  termsFromManual,
  termsFromOffer,
  toRoublePayments,
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
import { dealDeliveries } from '../supplier/deliveries.ts';
import {
  type DealRow,
  documentsOf,
  findOfferById,
  findOrderOfDeal,
  findOwnDeal,
  type OrderRow,
} from './queries.ts';
import { toDealDocument, toDealOrder, toDealProduct, toDealSummary } from './views.ts';

const { deals } = schema;

export interface DealDeps {
  db: DbExecutor;
  clock: Clock;
}

/** What the wizard keeps in deals.state (decisions 0064 and 0095). */
interface DealWizardMemory {
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
const COMMISSION_ENTITY = 'deal_commission';

/** The calendar day in Moscow, where contracts, offers and schedules are dated (decision 0093). */
function isoDay(date: Date): string {
  return moscowDay(date);
}

/** Roubles with kopecks, as the offer shows its figures (offers/service.ts). */
function roubles(kopecks: number): number {
  return Math.round(kopecks) / 100;
}

async function ownDeal(db: DbExecutor, session: SessionRecord, id: number): Promise<DealRow> {
  const row = await findOwnDeal(db, session.accountId, id);
  if (!row) throw new AppError('NOT_FOUND', 'Сделка не найдена');
  return row;
}

function memoryOf(deal: DealRow): DealWizardMemory {
  return deal.state as DealWizardMemory;
}

/** The conditions may still change or be answered: the deal stands at conditions, not final. */
function conditionsOpen(deal: DealRow): boolean {
  return deal.stage === 'conditions' && memoryOf(deal).isready !== true;
}

/** The company's offer of the deal as the basis of the client's conditions. */
async function offerBasisOf(db: DbExecutor, deal: DealRow): Promise<DealOfferBasis | undefined> {
  const offer = await findOfferById(db, deal.offerId);
  if (!offer) return undefined;
  return {
    sum: offer.sum,
    advancePercent: offer.advancePercent,
    termMonths: offer.termMonths,
    scheduleType: isOfferScheduleType(offer.scheduleType) ? offer.scheduleType : 'annuity',
    seasonalMonths: offer.seasonalMonths,
  };
}

/** The conditions in force: the client's saved ones, else the offer's. */
export function dealTermsOf(deal: DealRow, basis: DealOfferBasis): DealTerms {
  return storedTerms(memoryOf(deal).terms) ?? termsFromOffer(basis);
}

/**
 * What the deal's conditions stand on: the manager's manual conditions when set (decision 0113:
 * fixed terms at the manager's rate, on the offer's sum or, without an offer, the machinery's
 * total), else the company's offer at the offer rate; undefined when there is neither.
 */
export interface DealConditionBasis {
  basis: DealOfferBasis;
  ratePercent: number;
  /** The manager's conditions: nobody edits them in the wizard. */
  manual: DealTerms | undefined;
}

export async function conditionBasisOf(
  db: DbExecutor,
  deal: DealRow,
): Promise<DealConditionBasis | undefined> {
  const manual = storedManualConditions(memoryOf(deal).manual);
  if (manual) {
    const offer = await findOfferById(db, deal.offerId);
    return {
      basis: {
        sum: offer?.sum ?? deal.productsSum,
        advancePercent: manual.advancePercent,
        termMonths: manual.termMonths,
        scheduleType: 'annuity',
      },
      ratePercent: manual.ratePercent,
      manual: termsFromManual(manual),
    };
  }
  const basis = await offerBasisOf(db, deal);
  return basis ? { basis, ratePercent: OFFER_ANNUAL_RATE_PERCENT, manual: undefined } : undefined;
}

/** The terms in force on a basis: the manager's, or the client's saved ones, or the offer's. */
export function termsOnBasis(deal: DealRow, on: DealConditionBasis): DealTerms {
  return on.manual ?? dealTermsOf(deal, on.basis);
}

/** The posted form fields as a change of the terms (absent fields keep their value). */
function patchOf(input: dealContract.TDealConditionFields): DealTermsPatch {
  return {
    repayment: input.RepaymentType === undefined ? undefined : repaymentOfCode(input.RepaymentType),
    advancePercent: input.advancePay,
    termMonths: input.orderPeriod,
    regressionCoef: input.RegressionCoef,
    seasonalMonths: input.months,
    insurerId: input['Insurer--id'],
    delayPays: input.isRoboDelayPays,
    delayAdvToPay: input.isRoboDelayAdvToPay,
    delayAdvance: input.isRoboDelayAdvance,
  };
}

function validationError(errors: { prop: string; error: string }[]): AppError {
  return new AppError('VALIDATION', errors[0]?.error ?? 'Проверьте условия', { fieldErrors: errors });
}

/** Checks changed terms against the offer's bounds and the calculator; throws 400 with field errors. */
function checkTerms(basis: DealOfferBasis, terms: DealTerms, today: string): void {
  const errors = dealTermErrors(terms, dealTermLimits(basis));
  if (errors.length > 0) throw validationError(errors);
  try {
    dealLeasing(basis.sum, terms, today);
  } catch (error) {
    if (!(error instanceof LeasingInputInvalid)) throw error;
    throw validationError(
      error.errors.map((item) => ({
        prop:
          item.field === 'seasonalMonths'
            ? 'months'
            : item.field === 'graceMonths'
              ? 'isRoboDelayPays'
              : item.field,
        error: item.message,
      })),
    );
  }
}

/** The condition form (spec 1 §3): values, the offer's bounds, the insurers and the delays. */
function conditionForm(basis: DealOfferBasis, terms: DealTerms): dealContract.TDealConditionForm {
  const limits = dealTermLimits(basis);
  const delays = availableDelays(terms);
  return {
    RepaymentType: REPAYMENT_CODES[terms.repayment],
    repayment_types: (Object.keys(REPAYMENT_CODES) as (keyof typeof REPAYMENT_CODES)[]).map((type) => ({
      code: REPAYMENT_CODES[type],
      title: DEAL_REPAYMENT_TITLE[type],
    })),
    advancePay: { ...limits.advancePay, value: terms.advancePercent },
    orderPeriod: { ...limits.orderPeriod, value: terms.termMonths },
    RegressionCoef: { ...limits.RegressionCoef, value: terms.regressionCoef },
    months: MONTH_TITLES.map((title, index) => ({
      value: index + 1,
      title,
      checked: terms.seasonalMonths.includes(index + 1),
    })),
    isRoboDelayPays: { available: delays.isRoboDelayPays, checked: terms.delayPays },
    isRoboDelayAdvToPay: { available: delays.isRoboDelayAdvToPay, checked: terms.delayAdvToPay },
    isRoboDelayAdvance: { available: delays.isRoboDelayAdvance, checked: terms.delayAdvance },
    'Insurer--id': { value: terms.insurerId, options: DEAL_INSURERS.map((insurer) => ({ ...insurer })) },
  };
}

/** The conditions of the deal's application (spec 1 §3), on the given terms. */
function conditionsView(
  deal: DealRow,
  on: DealConditionBasis,
  terms: DealTerms,
  today: string,
): dealContract.TDealConditions {
  const { basis } = on;
  const memory = memoryOf(deal);
  const open = conditionsOpen(deal);
  // The manager's manual conditions are fixed: their bounds are their values, nothing is editable.
  const limits = on.manual
    ? {
        ...dealTermLimits(basis),
        advancePay: { min: terms.advancePercent, max: terms.advancePercent },
        orderPeriod: { min: terms.termMonths, max: terms.termMonths },
      }
    : dealTermLimits(basis);
  const computed = dealLeasing(basis.sum, terms, today, on.ratePercent);
  const rights = on.manual
    ? { canAdv: false, canAdvToPay: false, canBase: false, canPrc: false }
    : dealEditRights(open, terms, limits);
  const offered = on.manual ?? termsFromOffer(basis);
  return {
    condIsActive: open,
    condIsRejected: memory.lastAction === DEAL_REJECT_ACTION,
    ...rights,
    calcs: {
      sum: basis.sum,
      advance_percent: terms.advancePercent,
      advance: roubles(computed.leasing.advance),
      term_months: terms.termMonths,
      schedule_type: terms.repayment,
      schedule_title: DEAL_REPAYMENT_TITLE[terms.repayment],
      repayment_code: REPAYMENT_CODES[terms.repayment],
      rate: on.ratePercent,
      monthly_payment: roubles(computed.monthlyPayment),
      total: roubles(computed.leasing.total),
      overpayment: roubles(computed.leasing.overpayment),
      insurance_per_year: roubles(computed.insurancePerYear),
    },
    // Whole roubles, the last payment taking the rounding rest, as a contract's schedule
    // (contractPayments): the rows add up to «Сумма договора» to the kopeck (issue 38).
    pays: toRoublePayments(computed.payments),
    minAdvance: limits.advancePay.min,
    minTerm: limits.orderPeriod.min,
    is_self_insurance: insurerById(terms.insurerId)?.is_self === true,
    form: {
      ...conditionForm(basis, terms),
      advancePay: { ...limits.advancePay, value: terms.advancePercent },
      orderPeriod: { ...limits.orderPeriod, value: terms.termMonths },
    },
    changed: JSON.stringify(terms) !== JSON.stringify(offered),
  };
}

/**
 * The condition form as FormBuilder items (spec 1 §3 "Condition form fields", the field types
 * of spec 1 §3 "Dynamic form field"): the same values and bounds as conditions[...].form.
 */
function conditionFormItems(conditions: dealContract.TDealConditions): TFormItem[] {
  const { form } = conditions;
  const item = (
    fields: Pick<TFormItem, 'field' | 'type' | 'title' | 'value'> & Partial<TFormItem>,
  ): TFormItem => ({
    error: '',
    group: 'conditions',
    code: '',
    required: false,
    ...fields,
  });
  const delay = (field: 'isRoboDelayPays' | 'isRoboDelayAdvToPay' | 'isRoboDelayAdvance', title: string) =>
    item({
      field,
      type: 'bool',
      title,
      value: form[field].checked,
      props: { disabled: !form[field].available && !form[field].checked },
    });
  return [
    item({
      field: 'RepaymentType',
      type: 'select',
      title: 'График платежей',
      value: form.RepaymentType,
      required: true,
      options: form.repayment_types.map((type) => ({ value: type.code, title: type.title })),
      props: { disabled: !conditions.canBase },
    }),
    item({
      field: 'advancePay',
      type: 'slider',
      title: 'Аванс, %',
      value: form.advancePay.value,
      required: true,
      props: { min: form.advancePay.min, max: form.advancePay.max, step: 0.5, disabled: !conditions.canAdv },
    }),
    item({
      field: 'orderPeriod',
      type: 'slider',
      title: 'Срок, мес.',
      value: form.orderPeriod.value,
      required: true,
      props: { min: form.orderPeriod.min, max: form.orderPeriod.max, step: 1, disabled: !conditions.canBase },
    }),
    item({
      field: 'RegressionCoef',
      type: 'text',
      title: 'Коэффициент регрессии',
      value: String(form.RegressionCoef.value),
      code: REPAYMENT_CODES.regressive,
      props: { min: form.RegressionCoef.min, max: form.RegressionCoef.max, disabled: !conditions.canPrc },
    }),
    item({
      field: 'months',
      type: 'months',
      title: 'Месяцы платежей',
      value: form.months.filter((month) => month.checked).map((month) => String(month.value)),
      code: REPAYMENT_CODES.seasonal,
      options: form.months.map((month) => ({ value: String(month.value), title: month.title })),
    }),
    item({
      field: 'Insurer--id',
      type: 'select',
      title: 'Страховая компания',
      value: String(form['Insurer--id'].value),
      required: true,
      options: form['Insurer--id'].options.map((insurer) => ({
        value: String(insurer.id),
        title: insurer.is_self
          ? insurer.company_name
          : `${insurer.company_name} — ${String(insurer.tariff).replace('.', ',')} % в год`,
      })),
      props: { insurers: form['Insurer--id'].options, disabled: !conditions.canPrc },
    }),
    delay('isRoboDelayPays', 'Отсрочка первых трёх платежей'),
    delay('isRoboDelayAdvToPay', 'Аванс вместе с первым платежом'),
    delay('isRoboDelayAdvance', 'Аванс частями в первые три платежа'),
  ];
}

/**
 * Who works the wizard: the client on its own deal, or the agent on a deal its application
 * brought (docs/decisions/0101). Everything else — conditions, actions, documents — is shared.
 */
export interface DealWizardSide {
  /** The deal the caller may act on; 404 otherwise. */
  load(db: DbExecutor, id: number): Promise<DealRow>;
  /** The states, step and step flags from what the gateway knows of the deal. */
  steps(db: DbExecutor, deal: DealRow, facts: Omit<DealFacts, 'commissionDue'>): Promise<DealSteps>;
  /** The wizard page of the deal. */
  path: string;
  /** The company's feed when the conditions are answered. */
  feed: { approved: string; rejected: string };
}

/** The client's side: its own deals; the commission step only when the deal says so. */
export function clientDealSide(session: SessionRecord): DealWizardSide {
  return {
    load: (db, id) => ownDeal(db, session, id),
    steps: async (_db, deal, facts) =>
      dealSteps({ ...facts, commissionDue: memoryOf(deal).isCommission === true }),
    path: '/cabinet/v2/client/deals',
    feed: {
      approved: 'Вы согласовали условия. Менеджер готовит договор лизинга.',
      rejected: 'Вы не согласились с условиями. Менеджер свяжется с вами, чтобы их обсудить.',
    },
  };
}

interface MethodOutcome {
  deal: DealRow;
  /** Terms to show instead of the saved ones (a DynConditionsAction / isAvailableDelaysAction preview). */
  preview?: DealTerms;
  /** isAvailableDelaysAction: the delays the posted conditions admit (the saved ones are shown). */
  delays?: DealDelays;
}

async function saveMemory(deps: DealDeps, tx: DbExecutor, deal: DealRow, next: DealWizardMemory) {
  const [row] = await tx
    .update(deals)
    .set({ state: next as Record<string, unknown>, updatedAt: deps.clock.now() })
    .where(eq(deals.id, deal.id))
    .returning();
  if (!row) throw new Error('deals update returned no row');
  return row;
}

async function applyMethod(
  deps: DealDeps,
  tx: DbExecutor,
  deal: DealRow,
  input: DealWizardInput,
  side: DealWizardSide,
): Promise<MethodOutcome> {
  const { method } = input;
  if (method === 'get') return { deal };
  const memory = memoryOf(deal);
  const open = conditionsOpen(deal);
  const today = isoDay(deps.clock.now());
  if (
    method === 'DynConditionsAction' ||
    method === 'isAvailableDelaysAction' ||
    method === 'updateConditionAction'
  ) {
    const on = await conditionBasisOf(tx, deal);
    if (!on) throw new AppError('CONFLICT', 'У сделки нет предложения: условия не из чего составить');
    if (on.manual && method !== 'isAvailableDelaysAction') {
      throw new AppError('CONFLICT', 'Условия сделки установил менеджер: изменить их в мастере нельзя');
    }
    const { basis } = on;
    const terms = patchTerms(termsOnBasis(deal, on), patchOf(input));
    // isAvailableDelaysAction only answers which delays the posted terms admit.
    if (method === 'isAvailableDelaysAction') return { deal, delays: availableDelays(terms) };
    if (!open) throw new AppError('CONFLICT', 'Условия сделки уже согласованы: изменить их нельзя');
    checkTerms(basis, terms, today);
    if (method === 'DynConditionsAction') return { deal, preview: terms };
    const next: DealWizardMemory = { ...memory, terms, lastAction: method };
    const row = await saveMemory(deps, tx, deal, next);
    const computed = dealLeasing(basis.sum, terms, today);
    await postToFeed(tx, deal.accountId, {
      title: `Сделка ${deal.code}: условия изменены`,
      body: `Аванс ${terms.advancePercent} %, срок ${terms.termMonths} мес., ${DEAL_REPAYMENT_TITLE[terms.repayment].toLowerCase()} график, платёж ${formatRoubles(roubles(computed.monthlyPayment))}. Согласуйте условия, чтобы менеджер подготовил договор.`,
      entity: 'deal',
      entityId: deal.id,
    });
    return { deal: row };
  }
  if (method === 'setSignModeAction' || method === 'setNoSignAction') {
    if (['handover', 'closed'].includes(deal.stage)) {
      throw new AppError('CONFLICT', 'Документы сделки уже подписаны: способ подписания не изменить');
    }
    let signMode: dealContract.TDealSignMode = 'paper';
    if (method === 'setSignModeAction') {
      if (input.sign_mode === undefined) {
        throw validationError([{ prop: 'sign_mode', error: 'Выберите способ подписания' }]);
      }
      signMode = input.sign_mode;
    }
    return { deal: await saveMemory(deps, tx, deal, { ...memory, signMode }) };
  }
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
      body: side.feed.approved,
    };
  } else {
    if (memory.lastAction === DEAL_REJECT_ACTION) throw new AppError('CONFLICT', 'Условия уже отклонены');
    next = { ...memory, conditionsChecked: true, lastAction: method };
    feed = {
      title: `Сделка ${deal.code}: условия отклонены`,
      body: side.feed.rejected,
    };
  }
  const row = await saveMemory(deps, tx, deal, next);
  if (feed) await postToFeed(tx, deal.accountId, { ...feed, entity: 'deal', entityId: deal.id });
  return { deal: row };
}

/**
 * CabinetDealWizard: the deal's state flags, conditions, documents and the step flags of
 * spec 1 §4. A requested step beyond the one the deal stands at answers the deal's step (the
 * page then asks again, spec 2 §4).
 */
export async function dealWizard(deps: DealDeps, session: SessionRecord, input: DealWizardInput) {
  return (await dealWizardFor(deps, input, clientDealSide(session))).reply;
}

/** The wizard's reply for either side, with the deal and its order for what a side adds. */
export async function dealWizardFor(
  deps: DealDeps,
  input: DealWizardInput,
  side: DealWizardSide,
): Promise<{ reply: dealContract.TDealWizardReply; deal: DealRow; order: OrderRow | undefined }> {
  const { deal, preview, delays } = await deps.db.transaction(async (tx) =>
    applyMethod(deps, tx, await side.load(tx, input.id_object), input, side),
  );
  const memory = memoryOf(deal);
  const order = await findOrderOfDeal(deps.db, deal.id);
  const documents = order ? await documentsOf(deps.db, 'order', order.id) : [];
  const contractDocs = documents.filter((document) => document.needsSignature);
  const today = isoDay(deps.clock.now());
  const on = deal.applicationId === null ? undefined : await conditionBasisOf(deps.db, deal);
  const terms = on ? (preview ?? termsOnBasis(deal, on)) : undefined;
  const conditions: Record<string, dealContract.TDealConditions> =
    on && terms && deal.applicationId !== null
      ? { [String(deal.applicationId)]: conditionsView(deal, on, terms, today) }
      : {};
  const { states, current, step, flags, conditionsControlForm, documentsForm } = await side.steps(
    deps.db,
    deal,
    {
      requestedStep: input.step,
      // decision 0113: the manager's manual conditions make an offer's deal manual.
      robotic: deal.offerId !== null && on?.manual === undefined,
      stage: deal.stage,
      conditionsApproved: memory.isready === true,
      conditionsChecked: memory.conditionsChecked === true,
      contract: order !== undefined,
      contractSigned:
        order !== undefined &&
        (order.isCsp ||
          (contractDocs.length > 0 && contractDocs.every((document) => document.signedAt !== null))),
      hasDocuments: documents.length > 0,
      hasConditions: Object.keys(conditions).length > 0,
      lastAction: memory.lastAction ?? null,
      paperSigning: memory.signMode === 'paper',
    },
  );
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
          ...(on?.manual ? [] : Object.values(conditions).flatMap((item) => conditionFormItems(item))),
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
  const reply: dealContract.TDealWizardReply = {
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
      url: `${side.path}/${deal.id}?step=${step}`,
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
    sign_mode: memory.signMode ?? 'ses',
    delays: delays
      ? delays
      : terms
        ? availableDelays(terms)
        : { isRoboDelayPays: false, isRoboDelayAdvToPay: false, isRoboDelayAdvance: false },
  };
  return { reply, deal, order };
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
  return shippingCostOf(deps.db, order, deal, application);
}

/** The shipping reply of an order the caller may see (the client's or the agent's deal). */
export async function shippingCostOf(
  db: DbExecutor,
  order: OrderRow,
  deal: DealRow,
  application: Parameters<typeof shippingOfApplication>[1] | undefined,
) {
  const lines = application ? await applicationLines(db, application.id) : [];
  const costs = application ? await shippingOfApplication(db, application) : new Map<number, number>();
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
      ? await dealDeliveries(db, deal.id, deal.stage)
      : [],
  };
}
