/**
 * The plain values of the agent's cabinet, apart from its schemas so that the browser's code (the
 * application wizard's page and the contractor's) uses them without shipping Zod (issue 36,
 * decision 0186; agent.ts re-exports them).
 */

export const AGENT_APPLICATION_WIZARD_PATH = '/cabinet/v2/agent/applications/wizard';

export function agentApplicationWizardUrl(id: number, step: number): string {
  return `${AGENT_APPLICATION_WIZARD_PATH}?${new URLSearchParams({ id_object: String(id), step: String(step) })}`;
}
