/**
 * A/B experiments of the site (GetExperiments). A visitor's group is derived from the client
 * id and the experiment code alone, so it is stable across requests and instances without
 * storing anything; the site keeps the reply in the experiments cookie for a year (spec 1 §9).
 */
export interface Experiment {
  code: string;
  /** Group codes with their weights (any positive numbers). */
  groups: readonly { code: string; weight: number }[];
}

export const EXPERIMENTS_COOKIE = 'experiments';
export const EXPERIMENTS_MAX_AGE_SECONDS = 31_536_000;

export const ACTIVE_EXPERIMENTS: readonly Experiment[] = [
  {
    code: 'home_hero_cta',
    groups: [
      { code: 'calculator', weight: 1 },
      { code: 'catalog', weight: 1 },
    ],
  },
  {
    code: 'chat_greeting',
    groups: [
      { code: 'short', weight: 1 },
      { code: 'personal', weight: 1 },
    ],
  },
];

/** FNV-1a, 32 bit: fast, stable and evenly spread enough for bucketing. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

export function assignGroup(clientId: string, experiment: Experiment): string {
  const total = experiment.groups.reduce((sum, group) => sum + group.weight, 0);
  let point = (fnv1a(`${experiment.code}:${clientId}`) / 0x1_0000_0000) * total;
  for (const group of experiment.groups) {
    point -= group.weight;
    if (point < 0) return group.code;
  }
  return experiment.groups[experiment.groups.length - 1]?.code ?? 'control';
}

/** Every active experiment with the visitor's group, as `code` = "experiment:group". */
export function assignExperiments(
  clientId: string,
  experiments: readonly Experiment[] = ACTIVE_EXPERIMENTS,
): { code: string; experiment: string; group: string }[] {
  return experiments.map((experiment) => {
    const group = assignGroup(clientId, experiment);
    return { code: `${experiment.code}:${group}`, experiment: experiment.code, group };
  });
}
