/**
 * State-support programmes that lower the leasing rate (spec 1 §1: "Leasing can be combined
 * with regional state support"). The figures are the demo's, recorded in docs/decisions/0020.
 */
export interface StateSupportProgramme {
  code: string;
  title: string;
  description: string;
  /** Percentage points taken off the annual rate. */
  rateReduction: number;
  /** The rate never goes below this, percent. */
  minRate: number;
}

export const STATE_SUPPORT_PROGRAMMES: readonly StateSupportProgramme[] = [
  {
    code: 'minselhoz',
    title: 'Льготный лизинг Минсельхоза России',
    description: 'Субсидирование ставки из федерального бюджета для сельхозтоваропроизводителей.',
    rateReduction: 10,
    minRate: 5,
  },
  {
    code: 'regional',
    title: 'Региональная поддержка АПК',
    description: 'Компенсация части ставки региональным фондом поддержки агропромышленного комплекса.',
    rateReduction: 4,
    minRate: 8,
  },
];

export function findProgramme(code: string): StateSupportProgramme | undefined {
  return STATE_SUPPORT_PROGRAMMES.find((programme) => programme.code === code);
}

/** The annual rate under a programme: lowered by its reduction, never below its floor nor above the base. */
export function rateWithProgramme(
  baseRatePercent: number,
  programme: StateSupportProgramme | undefined,
): number {
  if (!programme) return baseRatePercent;
  const lowered = Math.max(programme.minRate, baseRatePercent - programme.rateReduction);
  return Math.round(Math.min(baseRatePercent, lowered) * 100) / 100;
}
