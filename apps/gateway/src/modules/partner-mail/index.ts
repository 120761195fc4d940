/**
 * The public face of the partner-mail module (decision 0178): what other modules may use of it.
 * Other modules import this file only, never the module's other files.
 */
export { partnerLetterBody, quoted, unlinked } from './letter-text.ts';
export { partnerMailDepsOf, partnerSenderOf } from './partner-mail-deps.ts';
export {
  type Admission,
  admitRecipient,
  type CounterpartyCheck,
  type PartnerSender,
} from './recipient-policy.ts';
export { type PartnerMailDeps, recordPartnerMessage, sendPartnerLetter } from './send-partner-letter.ts';
