import type { deal as dealContract } from '@agrolease/contracts';
import { availableDelays, DEAL_WIZARD_MAX_STEP, DEAL_WIZARD_STEPS } from '@agrolease/domain';
import type { SessionRecord } from '../../../http/session.ts';
import { documentsOf, toDealDocument } from '../../documents/index.ts';
import { applicationLines, toDealProduct } from '../../offers/index.ts';
import { conditionBasisOf, termsOnBasis } from '../conditions.ts';
import { conditionFormItems, conditionsView } from '../conditions-view.ts';
import { type DealDeps, type DealWizardInput, isoDay, type MethodOutcome, memoryOf } from '../deal-memory.ts';
import { type DealRow, findOrderOfDeal, type OrderRow } from '../queries.ts';
import { toDealOrder, toDealSummary } from '../views.ts';
import { clientDealSide, type DealWizardSide } from '../wizard-side.ts';
import { applyMethod } from './apply-method.ts';

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
  // Reading the wizard ('get') changes nothing: no transaction around its one read.
  const { deal, preview, delays }: MethodOutcome =
    input.method === 'get'
      ? { deal: await side.load(deps.db, input.id_object) }
      : await deps.db.transaction(async (tx) =>
          applyMethod(deps, tx, await side.load(tx, input.id_object), input, side),
        );
  const memory = memoryOf(deal);
  // What the deal's page shows besides the deal, read side by side.
  const [{ order, documents }, on, lines] = await Promise.all([
    findOrderOfDeal(deps.db, deal.id).then(async (order) => ({
      order,
      documents: order ? await documentsOf(deps.db, 'order', order.id) : [],
    })),
    deal.applicationId === null ? undefined : conditionBasisOf(deps.db, deal),
    deal.applicationId === null ? [] : applicationLines(deps.db, deal.applicationId),
  ]);
  const contractDocs = documents.filter((document) => document.needsSignature);
  const today = isoDay(deps.clock.now());
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
