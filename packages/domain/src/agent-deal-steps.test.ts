import { describe, expect, it } from 'vitest';
import { type AgentDealFacts, agentDealSteps } from './agent-deal-steps.ts';

/** A robotic deal the agent brought, at its conditions, with the commission accrued. */
const OPEN: AgentDealFacts = {
  robotic: true,
  stage: 'conditions',
  conditionsApproved: false,
  conditionsChecked: false,
  contract: false,
  contractSigned: false,
  hasDocuments: false,
  hasConditions: true,
  lastAction: null,
  paperSigning: false,
  commission: 'pending',
};

const steps = (facts: Partial<AgentDealFacts> = {}) => agentDealSteps({ ...OPEN, ...facts });

/** A deal whose contract is made: stage contract, the contract's documents listed. */
const CONTRACT: Partial<AgentDealFacts> = {
  stage: 'contract',
  conditionsApproved: true,
  conditionsChecked: true,
  contract: true,
  hasDocuments: true,
};

describe('agent deal wizard states (spec 1 §3)', () => {
  it('derives isrobo, isready, iscontract, iscontractsigned, isdocs and isCommission from the deal', () => {
    expect(steps().states).toEqual({
      isrobo: true,
      isready: false,
      iscontract: false,
      iscontractsigned: false,
      isdocs: false,
      isCommission: false,
    });
    expect(steps({ robotic: false }).states.isrobo).toBe(false);
    expect(steps({ conditionsApproved: true }).states).toMatchObject({ isready: true, isCommission: true });
    expect(steps({ ...CONTRACT, contractSigned: true }).states).toMatchObject({
      iscontract: true,
      iscontractsigned: true,
      isCommission: false,
    });
    expect(steps({ ...CONTRACT, stage: 'handover' }).states.isdocs).toBe(true);
  });

  it('stands at the commission step (5) once the conditions are agreed and until the contract is made', () => {
    expect(steps({ conditionsApproved: true }).current).toBe(5);
    expect(steps({ conditionsApproved: true, commission: null }).current).toBe(6);
    expect(steps(CONTRACT).current).toBe(7);
    expect(steps({ ...CONTRACT, stage: 'closed', contractSigned: true }).current).toBe(10);
  });

  it('answers a reached step asked for, and the current step for one beyond it', () => {
    expect(steps({ requestedStep: 1 }).step).toBe(1);
    expect(steps({ requestedStep: 9 }).step).toBe(3);
  });
});

// One test per sentence of spec 1 §4 "Deal wizard step flags derived from replies", on the agent's deal.
describe('agent deal wizard step flags (spec 1 §4)', () => {
  it('conditions formatting when the step is 3, robo mode is on and the conditions are not ready', () => {
    expect(steps().flags.conditionsFormatting).toBe(true);
    expect(steps({ robotic: false }).flags.conditionsFormatting).toBe(false);
    expect(steps({ conditionsChecked: true }).flags.conditionsFormatting).toBe(false);
    expect(steps({ conditionsApproved: true }).flags.conditionsFormatting).toBe(false);
  });

  it('conditions control when that form appears (the conditions are open)', () => {
    expect(steps().flags.conditionsControl).toBe(true);
    expect(steps({ hasConditions: false }).flags.conditionsControl).toBe(false);
    expect(steps({ conditionsApproved: true }).flags.conditionsControl).toBe(false);
  });

  it('order formatting at step 6 with no contract', () => {
    expect(steps({ conditionsApproved: true, commission: null }).flags.orderFormatting).toBe(true);
    expect(steps({ conditionsApproved: true }).flags.orderFormatting).toBe(false);
    expect(steps(CONTRACT).flags.orderFormatting).toBe(false);
  });

  it('order signing when documents are present, a contract exists, it is not signed, and there are no docs and no commission', () => {
    expect(steps(CONTRACT).flags.orderSigning).toBe(true);
    expect(steps({ ...CONTRACT, hasDocuments: false }).flags.orderSigning).toBe(false);
    expect(steps({ ...CONTRACT, contractSigned: true }).flags.orderSigning).toBe(false);
    expect(steps({ ...CONTRACT, stage: 'handover' }).flags.orderSigning).toBe(false);
  });

  it('document upload when the documents form shows the contract signed and the package ready', () => {
    expect(steps({ ...CONTRACT, contractSigned: true, stage: 'handover' }).flags.documentUpload).toBe(true);
    expect(steps({ ...CONTRACT, contractSigned: true }).flags.documentUpload).toBe(false);
    expect(steps().flags.documentUpload).toBe(false);
  });

  it('package formation when the documents form shows the package not ready', () => {
    expect(steps(CONTRACT).flags.packageFormation).toBe(true);
    expect(steps({ ...CONTRACT, stage: 'handover' }).flags.packageFormation).toBe(false);
    expect(steps().flags.packageFormation).toBe(false);
  });

  it('package signing when the contract is signed, docs are present and there is no commission', () => {
    expect(steps({ ...CONTRACT, contractSigned: true, stage: 'handover' }).flags.packageSigning).toBe(true);
    expect(steps({ ...CONTRACT, contractSigned: true }).flags.packageSigning).toBe(false);
    expect(steps({ ...CONTRACT, stage: 'handover' }).flags.packageSigning).toBe(false);
  });

  it("commission step when isCommission: the agent's commission accrued and the conditions agreed", () => {
    expect(steps({ conditionsApproved: true }).flags.commission).toBe(true);
    expect(steps({ conditionsApproved: true, commission: null }).flags.commission).toBe(false);
    expect(steps().flags.commission).toBe(false);
    expect(steps(CONTRACT).flags.commission).toBe(false);
  });

  it('finish step when documents and conditions are present without commission', () => {
    expect(steps(CONTRACT).flags.finish).toBe(true);
    expect(steps({ ...CONTRACT, hasConditions: false }).flags.finish).toBe(false);
    expect(steps({ conditionsApproved: true, hasDocuments: true }).flags.finish).toBe(false);
  });

  it('manual signing when not robo and documents are present', () => {
    expect(steps({ ...CONTRACT, robotic: false }).flags.manualSigning).toBe(true);
    expect(steps(CONTRACT).flags.manualSigning).toBe(false);
    expect(steps({ robotic: false }).flags.manualSigning).toBe(false);
  });

  it('after a reject action the order-signing step is shown and the formatting step is off', () => {
    const rejected = steps({ conditionsChecked: true, lastAction: 'setRejectAction' });
    expect(rejected.flags.orderSigning).toBe(true);
    expect(rejected.flags.orderFormatting).toBe(false);
    expect(steps({ conditionsChecked: true, lastAction: 'approveAction' }).flags.orderSigning).toBe(false);
  });
});
