import { describe, expect, it } from 'vitest';
import { type DealWizardFlagInput, dealWizardFlags, dealWizardStep } from './deal-wizard-flags.ts';

const NONE = {
  isrobo: false,
  isready: false,
  iscontract: false,
  iscontractsigned: false,
  isdocs: false,
  isCommission: false,
};

function flags(input: Partial<Omit<DealWizardFlagInput, 'states'>> & { states?: Partial<typeof NONE> }) {
  return dealWizardFlags({
    step: 1,
    conditionsControlForm: false,
    documentsForm: null,
    hasDocuments: false,
    hasConditions: false,
    ...input,
    states: { ...NONE, ...input.states },
  });
}

// One test per rule of spec 1 §4 "Deal wizard step flags derived from replies".
describe('deal wizard step flags (spec 1 §4)', () => {
  it('shows conditions formatting when the step is 3, robo mode is on and the conditions are not ready', () => {
    expect(flags({ step: 3, states: { isrobo: true } }).conditionsFormatting).toBe(true);
    expect(flags({ step: 4, states: { isrobo: true } }).conditionsFormatting).toBe(false);
    expect(flags({ step: 3, states: { isrobo: false } }).conditionsFormatting).toBe(false);
    expect(flags({ step: 3, states: { isrobo: true, isready: true } }).conditionsFormatting).toBe(false);
  });

  it('shows conditions control when the conditions-control form appears', () => {
    expect(flags({ conditionsControlForm: true }).conditionsControl).toBe(true);
    expect(flags({ conditionsControlForm: false }).conditionsControl).toBe(false);
  });

  it('shows order formatting at step 6 with no contract', () => {
    expect(flags({ step: 6 }).orderFormatting).toBe(true);
    expect(flags({ step: 6, states: { iscontract: true } }).orderFormatting).toBe(false);
    expect(flags({ step: 5 }).orderFormatting).toBe(false);
  });

  it('shows order signing when documents are present, a contract exists, it is not signed, and there are no docs and no commission', () => {
    const ready = { hasDocuments: true, states: { iscontract: true } };
    expect(flags(ready).orderSigning).toBe(true);
    expect(flags({ ...ready, hasDocuments: false }).orderSigning).toBe(false);
    expect(flags({ hasDocuments: true }).orderSigning).toBe(false);
    expect(flags({ ...ready, states: { iscontract: true, iscontractsigned: true } }).orderSigning).toBe(
      false,
    );
    expect(flags({ ...ready, states: { iscontract: true, isdocs: true } }).orderSigning).toBe(false);
    expect(flags({ ...ready, states: { iscontract: true, isCommission: true } }).orderSigning).toBe(false);
  });

  it('shows document upload when the documents form shows the contract signed and the package ready', () => {
    expect(flags({ documentsForm: { contractSigned: true, packageReady: true } }).documentUpload).toBe(true);
    expect(flags({ documentsForm: { contractSigned: false, packageReady: true } }).documentUpload).toBe(
      false,
    );
    expect(flags({ documentsForm: { contractSigned: true, packageReady: false } }).documentUpload).toBe(
      false,
    );
    expect(flags({ documentsForm: null }).documentUpload).toBe(false);
  });

  it('shows package formation when the documents form shows the package not ready', () => {
    expect(flags({ documentsForm: { contractSigned: true, packageReady: false } }).packageFormation).toBe(
      true,
    );
    expect(flags({ documentsForm: { contractSigned: true, packageReady: true } }).packageFormation).toBe(
      false,
    );
    expect(flags({ documentsForm: null }).packageFormation).toBe(false);
  });

  it('shows package signing when the contract is signed, docs are present and there is no commission', () => {
    expect(flags({ states: { iscontractsigned: true, isdocs: true } }).packageSigning).toBe(true);
    expect(flags({ states: { iscontractsigned: false, isdocs: true } }).packageSigning).toBe(false);
    expect(flags({ states: { iscontractsigned: true, isdocs: false } }).packageSigning).toBe(false);
    expect(
      flags({ states: { iscontractsigned: true, isdocs: true, isCommission: true } }).packageSigning,
    ).toBe(false);
  });

  it('shows the commission step when isCommission', () => {
    expect(flags({ states: { isCommission: true } }).commission).toBe(true);
    expect(flags({}).commission).toBe(false);
  });

  it('shows the finish step when documents and conditions are present without commission', () => {
    expect(flags({ hasDocuments: true, hasConditions: true }).finish).toBe(true);
    expect(flags({ hasDocuments: false, hasConditions: true }).finish).toBe(false);
    expect(flags({ hasDocuments: true, hasConditions: false }).finish).toBe(false);
    expect(flags({ hasDocuments: true, hasConditions: true, states: { isCommission: true } }).finish).toBe(
      false,
    );
  });

  it('shows manual signing when not robo and documents are present', () => {
    expect(flags({ hasDocuments: true }).manualSigning).toBe(true);
    expect(flags({ hasDocuments: true, states: { isrobo: true } }).manualSigning).toBe(false);
    expect(flags({ hasDocuments: false }).manualSigning).toBe(false);
  });

  it('shows manual signing for a robo deal whose client chose paper (setNoSignAction), once documents exist', () => {
    expect(flags({ hasDocuments: true, states: { isrobo: true }, paperSigning: true }).manualSigning).toBe(
      true,
    );
    expect(flags({ hasDocuments: false, states: { isrobo: true }, paperSigning: true }).manualSigning).toBe(
      false,
    );
  });

  it('after a reject action shows the order-signing step and turns the formatting step off', () => {
    const rejected = flags({ step: 6, lastAction: 'setRejectAction' });
    expect(rejected.orderSigning).toBe(true);
    expect(rejected.orderFormatting).toBe(false);
    const approved = flags({ step: 6, lastAction: 'approveAction' });
    expect(approved.orderSigning).toBe(false);
    expect(approved.orderFormatting).toBe(true);
  });
});

describe('the step a deal stands at (decision 0064)', () => {
  const open = { closed: false, conditionsChecked: false };
  it('waits at 3 while the conditions are formatted, at 4 once the client checked them', () => {
    expect(dealWizardStep({ ...NONE, isrobo: true }, open)).toBe(3);
    expect(dealWizardStep({ ...NONE, isrobo: true }, { ...open, conditionsChecked: true })).toBe(4);
  });
  it('moves to order formatting (6), order signing (7), the package (8, 9) and finish (10)', () => {
    expect(dealWizardStep({ ...NONE, isready: true }, open)).toBe(6);
    expect(dealWizardStep({ ...NONE, isready: true, isCommission: true }, open)).toBe(5);
    expect(dealWizardStep({ ...NONE, isready: true, iscontract: true }, open)).toBe(7);
    expect(dealWizardStep({ ...NONE, isready: true, iscontract: true, iscontractsigned: true }, open)).toBe(
      8,
    );
    expect(
      dealWizardStep(
        { ...NONE, isready: true, iscontract: true, iscontractsigned: true, isdocs: true },
        open,
      ),
    ).toBe(9);
    expect(dealWizardStep(NONE, { ...open, closed: true })).toBe(10);
  });
});
