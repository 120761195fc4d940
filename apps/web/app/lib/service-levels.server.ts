import { parseServiceLevels, type TServiceLevels } from '@agrolease/domain';

/**
 * The working days each waiting step may take, read once at start-up (decision 0183): the
 * domain's defaults, or the steps `SERVICE_LEVELS` names («accreditationReview=7,fundDecision=12»).
 * A value that is not a step and its days stops the server with the setting's name. Only the web
 * tier promises dates, so this is the one place a deployment sets them.
 */
const levels: TServiceLevels = parseServiceLevels(process.env.SERVICE_LEVELS);

export function serviceLevels(): TServiceLevels {
  return levels;
}
