/**
 * The deal wizard's step flags (spec 1 §4 "Deal wizard step flags derived from replies"): which
 * steps the page shows, derived only from the wizard reply's step, its state flags (spec 1 §3
 * "Agent deal wizard": isrobo, isready, iscontract, iscontractsigned, isdocs, isCommission), the
 * forms it carries and the last action. Pure: the gateway sends the flags, the web renders them.
 */

export interface DealWizardStates {
  /** Conditions come from the company's robot (an offer), not from a manual agreement. */
  isrobo: boolean;
  /** The conditions are final. */
  isready: boolean;
  /** A contract (order) exists. */
  iscontract: boolean;
  iscontractsigned: boolean;
  /** The package of documents after the contract is present. */
  isdocs: boolean;
  isCommission: boolean;
}

/** What the documents form of the reply says, when the reply carries one. */
export interface DealDocumentsForm {
  contractSigned: boolean;
  packageReady: boolean;
}

export interface DealWizardFlagInput {
  step: number;
  states: DealWizardStates;
  /** The reply carries the conditions-control form. */
  conditionsControlForm: boolean;
  /** The reply's documents form, or null when it has none. */
  documentsForm: DealDocumentsForm | null;
  /** The reply lists documents. */
  hasDocuments: boolean;
  /** The reply carries conditions (per application). */
  hasConditions: boolean;
  /** The last condition action the client took ('setRejectAction' …), if any. */
  lastAction?: string | null;
  /** The client chose to sign on paper (setNoSignAction, decision 0095). */
  paperSigning?: boolean;
}

export interface DealWizardFlags {
  conditionsFormatting: boolean;
  conditionsControl: boolean;
  orderFormatting: boolean;
  orderSigning: boolean;
  documentUpload: boolean;
  packageFormation: boolean;
  packageSigning: boolean;
  commission: boolean;
  finish: boolean;
  manualSigning: boolean;
}

/** The step numbers spec 1 §4 names: conditions formatting at 3, order formatting at 6. */
export const DEAL_WIZARD_CONDITIONS_STEP = 3;
export const DEAL_WIZARD_ORDER_STEP = 6;

export const DEAL_REJECT_ACTION = 'setRejectAction';

export function dealWizardFlags(input: DealWizardFlagInput): DealWizardFlags {
  const { step, states, documentsForm, hasDocuments, hasConditions } = input;
  const rejected = input.lastAction === DEAL_REJECT_ACTION;
  const orderSigning =
    hasDocuments && states.iscontract && !states.iscontractsigned && !states.isdocs && !states.isCommission;
  const orderFormatting = step === DEAL_WIZARD_ORDER_STEP && !states.iscontract;
  return {
    conditionsFormatting: step === DEAL_WIZARD_CONDITIONS_STEP && states.isrobo && !states.isready,
    conditionsControl: input.conditionsControlForm,
    // spec 1 §4: after a reject action the order-signing step is shown and the formatting step is off.
    orderFormatting: rejected ? false : orderFormatting,
    orderSigning: rejected ? true : orderSigning,
    documentUpload: documentsForm?.contractSigned === true && documentsForm.packageReady,
    packageFormation: documentsForm?.packageReady === false,
    packageSigning: states.iscontractsigned && states.isdocs && !states.isCommission,
    commission: states.isCommission,
    finish: hasDocuments && hasConditions && !states.isCommission,
    manualSigning: (!states.isrobo || input.paperSigning === true) && hasDocuments,
  };
}

/** The deal wizard's steps (decision 0064); spec 1 §4 fixes 3 (conditions) and 6 (order). */
export const DEAL_WIZARD_STEPS = [
  { step: 1, title: 'Предложение' },
  { step: 2, title: 'Техника и доставка' },
  { step: 3, title: 'Оформление условий' },
  { step: 4, title: 'Контроль условий' },
  { step: 5, title: 'Комиссия' },
  { step: 6, title: 'Оформление договора' },
  { step: 7, title: 'Подписание договора' },
  { step: 8, title: 'Пакет документов' },
  { step: 9, title: 'Подписание пакета' },
  { step: 10, title: 'Завершение' },
] as const;

export const DEAL_WIZARD_MAX_STEP = 10;

/**
 * The step a deal stands at: conditions not final → 3 (or 4 once the client checked them),
 * commission due → 5, final but no contract → 6, contract unsigned → 7, signed without the
 * package → 8, package to sign → 9, the deal closed → 10.
 */
export function dealWizardStep(
  states: DealWizardStates,
  options: { closed: boolean; conditionsChecked: boolean },
): number {
  if (options.closed) return 10;
  if (!states.isready) return options.conditionsChecked ? 4 : 3;
  if (states.isCommission) return 5;
  if (!states.iscontract) return 6;
  if (!states.iscontractsigned) return 7;
  if (!states.isdocs) return 8;
  return 9;
}

/** What the gateway knows of a deal when it answers the wizard (client's or agent's). */
export interface DealFacts {
  /** The step the page asked for, if any. */
  requestedStep?: number;
  /** The conditions come from the company's robot (an approved offer), not a manual agreement. */
  robotic: boolean;
  stage: string;
  /** approveAction was taken. */
  conditionsApproved: boolean;
  /** The conditions were checked (checkStatusAction, or answered). */
  conditionsChecked: boolean;
  /** A contract (order) exists, and whether it is signed. */
  contract: boolean;
  contractSigned: boolean;
  hasDocuments: boolean;
  hasConditions: boolean;
  lastAction: string | null;
  paperSigning: boolean;
  /** The deal waits at its commission step (spec 1 §3 isCommission). */
  commissionDue: boolean;
}

export interface DealSteps {
  states: DealWizardStates;
  /** The step the deal stands at. */
  current: number;
  /** The step answered: the one asked for when reached, else the current one (spec 1 §4). */
  step: number;
  flags: DealWizardFlags;
  conditionsControlForm: boolean;
  documentsForm: DealDocumentsForm | null;
}

/** The state flags, the step and the step flags of a deal from what the gateway knows of it. */
export function dealSteps(facts: DealFacts): DealSteps {
  const isready = facts.conditionsApproved || facts.stage !== 'conditions';
  const states: DealWizardStates = {
    isrobo: facts.robotic,
    isready,
    iscontract: facts.contract,
    iscontractsigned: facts.contract && facts.contractSigned,
    isdocs: facts.stage === 'handover' || facts.stage === 'closed',
    isCommission: facts.commissionDue,
  };
  const current = dealWizardStep(states, {
    closed: facts.stage === 'closed',
    conditionsChecked: facts.conditionsChecked,
  });
  const step =
    facts.requestedStep !== undefined && facts.requestedStep <= current ? facts.requestedStep : current;
  const conditionsControlForm = !isready && facts.hasConditions;
  const documentsForm = states.iscontract
    ? { contractSigned: states.iscontractsigned, packageReady: states.isdocs }
    : null;
  const flags = dealWizardFlags({
    step,
    states,
    conditionsControlForm,
    documentsForm,
    hasDocuments: facts.hasDocuments,
    hasConditions: facts.hasConditions,
    lastAction: facts.lastAction,
    paperSigning: facts.paperSigning,
  });
  return { states, current, step, flags, conditionsControlForm, documentsForm };
}
