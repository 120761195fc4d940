import { type agent as contract, ROLE_HOME, type TCallReply, type TRole } from '@agrolease/contracts';
import { type Database, type DbExecutor, schema } from '@agrolease/db';
import {
  maskPhone,
  NEW_APPLICATION_TITLE,
  normalizeEmail,
  normalizePhone,
  passwordProblem,
} from '@agrolease/domain';
import { hash } from '@node-rs/argon2';
import { and, eq, gt, isNull, like } from 'drizzle-orm';
import type { GatewayAdapters } from '../../adapters/index.ts';
import { AppError } from '../../errors/app-error.ts';
import type { CallerContext } from '../../http/caller.ts';
import { createSession, newToken, sha256 } from '../../http/session-store.ts';
import { issueCode, verifyCode } from '../auth/index.ts';
import {
  type Admission,
  admitRecipient,
  type CounterpartyCheck,
  type PartnerMailDeps,
  type PartnerSender,
  partnerLetterBody,
  recordPartnerMessage,
  unlinked,
} from '../partner-mail/index.ts';

const { accounts, applications, companyInvitations } = schema;

/** An invitation link lives 14 days (decision 0113). */
export const INVITATION_LIFETIME_MS = 14 * 24 * 3600_000;

const INVITATION_NOT_FOUND =
  'Приглашение не найдено, уже использовано или устарело. Попросите агента прислать новое';

function fieldError(prop: string, message: string): AppError {
  return new AppError('VALIDATION', message, { fieldErrors: [{ prop, error: message }] });
}

export interface InviteeInput {
  head_name?: string;
  phone?: string;
  email?: string;
}

/** The head's phone (required) and e-mail (optional) of an invitation, checked. */
export function inviteeOf(input: InviteeInput) {
  const phone = input.phone ? normalizePhone(input.phone) : undefined;
  if (!phone) {
    throw fieldError(
      'phone',
      'У компании нет личного кабинета: укажите телефон руководителя, чтобы пригласить её зарегистрироваться',
    );
  }
  const email = input.email ? normalizeEmail(input.email) : '';
  if (input.email && !email) throw fieldError('email', 'Неверный адрес электронной почты');
  return { phone, email: email || '', headName: input.head_name?.trim() ?? '' };
}

/** The unregistered owner account of an agent's contractor (login `invited-<INN>`, decision 0113). */
export function insertContractorOwner(
  tx: DbExecutor,
  contractor: { inn: string; ogrn: string; kpp: string; title: string },
  head: { phone: string; email: string; headName: string },
) {
  return insertInvitedAccount(tx, {
    login: `invited-${contractor.inn}`,
    role: 'client',
    company: contractor,
    person: { phone: head.phone, email: head.email, name: head.headName },
  });
}

/**
 * An account that waits for its person to register by an invitation's link (decision 0113):
 * nobody can sign in to it until then (no registration time, a password nobody knows). An
 * agent's contractor's head (`invited-<INN>`) or a confirmed user's colleague (decision 0156).
 */
export async function insertInvitedAccount(
  tx: DbExecutor,
  invited: {
    login: string;
    role: TRole;
    isAccredited?: boolean;
    company: { inn: string; ogrn: string; kpp: string; title: string };
    person: { phone: string; email: string; name: string };
  },
) {
  const [row] = await tx
    .insert(accounts)
    .values({
      login: invited.login,
      email: invited.person.email,
      phone: invited.person.phone,
      passwordHash: await hash(newToken()),
      role: invited.role,
      isAccredited: invited.isAccredited ?? false,
      companyTitle: invited.company.title,
      inn: invited.company.inn,
      ogrn: invited.company.ogrn,
      kpp: invited.company.kpp,
      personName: invited.person.name,
      registeredAt: null,
    })
    .returning();
  if (!row) throw new Error('the invited account was not made');
  return row;
}

/**
 * Makes (or replaces: a new token, 14 more days) the invitation of an unregistered account
 * (decision 0113); answers the token, whose only copy goes out in the link.
 */
export async function recordInvitation(
  db: DbExecutor,
  input: {
    accountId: number;
    /** Who invited: the agent, or the company's own confirmed user (decision 0156). */
    agentAccountId: number;
    applicationId: number | null;
    phone: string;
    email: string;
  },
  now = new Date(),
): Promise<string> {
  const token = newToken();
  const values = {
    ...input,
    tokenHash: sha256(token),
    sentAt: now,
    claimedAt: null,
    expiresAt: new Date(now.getTime() + INVITATION_LIFETIME_MS),
  };
  await db
    .insert(companyInvitations)
    .values(values)
    .onConflictDoUpdate({ target: companyInvitations.accountId, set: values });
  return token;
}

/** The invitation's page on the site, as the head opens it from an SMS or a letter. */
export function invitationLink(siteAddress: string, token: string): string {
  return new URL(`/cabinet/v2/invite/${token}`, siteAddress).toString();
}

export const INVITATION_SUBJECT = 'Агролизинг: приглашение в личный кабинет';

/**
 * The head's phone and e-mail the agent typed pass the partner letters' policy before anything
 * is made (decision 0153): a company's own addresses go freely, others count as new addresses of
 * the agent's day. When the e-mail is refused the phone's slot is given back.
 */
export async function admitInvitee(
  partnerMail: PartnerMailDeps,
  sender: PartnerSender,
  invitee: { phone: string; email: string },
  isCounterparty: CounterpartyCheck,
): Promise<Admission[]> {
  const phone = await admitRecipient(partnerMail, sender, {
    channel: 'sms',
    to: invitee.phone,
    isCounterparty,
    field: 'phone',
  });
  if (!invitee.email) return [phone];
  try {
    return [
      phone,
      await admitRecipient(partnerMail, sender, {
        channel: 'email',
        to: invitee.email,
        isCounterparty,
        field: 'email',
      }),
    ];
  } catch (error) {
    await phone.release();
    throw error;
  }
}

/**
 * Sends the invitation's link by SMS and, when known, by letter (after the rows are committed),
 * and writes both to the outgoing log. The letter names the agent as every partner letter does;
 * the link is ours, the company names are not made links.
 */
export async function deliverInvitation(
  partnerMail: PartnerMailDeps,
  sender: PartnerSender,
  admissions: Admission[],
  input: { link: string; companyTitle: string },
): Promise<void> {
  const text = `Агент ${unlinked(sender.account.companyTitle)} подготовил заявку на лизинг для ${unlinked(input.companyTitle)}; зарегистрируйтесь, чтобы подписать её: ${input.link}`;
  const [phone, email] = admissions;
  try {
    if (phone) await partnerMail.adapters.sms.send({ to: phone.address, text });
    if (email) {
      await partnerMail.adapters.mail.send({
        to: email.address,
        subject: INVITATION_SUBJECT,
        text: partnerLetterBody(sender.account, [text, 'Ссылка действует 14 дней.']),
      });
    }
  } catch (error) {
    await Promise.all(admissions.map((admission) => admission.release()));
    throw new AppError('UNAVAILABLE', 'Не удалось отправить приглашение. Попробуйте позже', { cause: error });
  }
  if (phone) {
    await recordPartnerMessage(partnerMail, sender, {
      kind: 'agent-invitation',
      channel: 'sms',
      admission: phone,
      subject: INVITATION_SUBJECT,
    });
  }
  if (email) {
    await recordPartnerMessage(partnerMail, sender, {
      kind: 'agent-invitation',
      channel: 'email',
      admission: email,
      subject: INVITATION_SUBJECT,
    });
  }
}

/** The open invitation of a link's token (unclaimed, not expired, its account unregistered). */
async function openInvitation(db: DbExecutor, token: string, now = new Date()) {
  const [row] = await db
    .select({ invitation: companyInvitations, account: accounts })
    .from(companyInvitations)
    .innerJoin(accounts, eq(accounts.id, companyInvitations.accountId))
    .where(
      and(
        eq(companyInvitations.tokenHash, sha256(token)),
        isNull(companyInvitations.claimedAt),
        gt(companyInvitations.expiresAt, now),
        isNull(accounts.registeredAt),
      ),
    )
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', INVITATION_NOT_FOUND);
  return row;
}

/** Whether an INN's account waits for its head to claim it (CreateAccount's notice, decision 0113). */
export async function hasOpenInvitation(db: DbExecutor, inn: string, now = new Date()): Promise<boolean> {
  const [row] = await db
    .select({ id: companyInvitations.id })
    .from(companyInvitations)
    .innerJoin(accounts, eq(accounts.id, companyInvitations.accountId))
    .where(
      and(
        eq(accounts.inn, inn),
        isNull(accounts.registeredAt),
        // An agent's contractor's owner account; a colleague's invitation is another matter (0156).
        like(accounts.login, 'invited-%'),
        gt(companyInvitations.expiresAt, now),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** CompanyInvitation: what the link's page shows. Reads only. */
export async function showInvitation(
  db: Database,
  token: string,
): Promise<TCallReply<typeof contract.companyInvitation>> {
  const { invitation, account } = await openInvitation(db, token);
  const [agent] = await db
    .select({ title: accounts.companyTitle, inn: accounts.inn, person: accounts.personName })
    .from(accounts)
    .where(eq(accounts.id, invitation.agentAccountId));
  const colleague = agent?.inn === account.inn;
  const [application] = invitation.applicationId
    ? await db
        .select({ id: applications.id, code: applications.code })
        .from(applications)
        .where(and(eq(applications.id, invitation.applicationId), eq(applications.accountId, account.id)))
    : [];
  return {
    success: true,
    company: { title: account.companyTitle, inn: account.inn, person_name: account.personName },
    agent: { title: agent?.title ?? '' },
    kind: colleague ? ('colleague' as const) : ('agent' as const),
    inviter: colleague ? (agent?.person ?? '') : '',
    phone: maskPhone(invitation.phone),
    application: application
      ? { id: application.id, title: application.code ?? NEW_APPLICATION_TITLE }
      : null,
    expires: invitation.expiresAt.toISOString(),
  };
}

function invitationCodeScope(invitationId: number): string {
  return `invitation:${invitationId}`;
}

/** CompanyInvitation/GetCode: a code to the invited phone. */
export async function sendInvitationCode(
  deps: { db: Database; adapters: GatewayAdapters },
  token: string,
  caller: CallerContext,
): Promise<TCallReply<typeof contract.companyInvitationGetCode>> {
  const { invitation } = await openInvitation(deps.db, token);
  const { resendAfter } = await issueCode(deps, {
    purpose: 'registration',
    recipient: invitation.phone,
    scope: invitationCodeScope(invitation.id),
    ip: caller.ip,
    accountId: invitation.accountId,
    deliver: (code) =>
      deps.adapters.sms.send({
        to: invitation.phone,
        text: `Код подтверждения регистрации в Агролизинге: ${code}`,
      }),
  });
  return {
    success: true,
    code_sent: true,
    message: `Код отправлен на номер ${maskPhone(invitation.phone)}`,
    resend_after: resendAfter,
  };
}

/**
 * CompanyInvitation/Claim: the invited phone's code, a password and the agreements register
 * the account (registered_at, the password, the agreements), claim the invitation and start
 * the session. A wrong token is 404, a wrong code or a weak password 400.
 */
export async function claimInvitation(
  deps: { db: Database; adapters: GatewayAdapters },
  input: { token: string; code: string; password: string },
  caller: CallerContext,
  now = new Date(),
): Promise<TCallReply<typeof contract.companyInvitationClaim>> {
  const { invitation, account } = await openInvitation(deps.db, input.token, now);
  const weak = passwordProblem(input.password);
  if (weak) throw fieldError('password', weak);
  await verifyCode(
    deps,
    {
      purpose: 'registration',
      recipient: invitation.phone,
      scope: invitationCodeScope(invitation.id),
      code: input.code,
    },
    now,
  );
  const passwordHash = await hash(input.password);
  const [inviter] = await deps.db
    .select({ inn: accounts.inn })
    .from(accounts)
    .where(eq(accounts.id, invitation.agentAccountId));
  // The agent identified the farm's head under its agency contract; a colleague was invited by
  // the company's own confirmed user (decision 0156).
  const proof = inviter?.inn === account.inn ? ('invitation' as const) : ('agent-invitation' as const);
  const claimed = await deps.db.transaction(async (tx) => {
    const [taken] = await tx
      .update(companyInvitations)
      .set({ claimedAt: now })
      .where(and(eq(companyInvitations.id, invitation.id), isNull(companyInvitations.claimedAt)))
      .returning({ id: companyInvitations.id });
    if (!taken) return false;
    await tx
      .update(accounts)
      .set({
        registeredAt: now,
        passwordHash,
        agreementsAcceptedAt: now,
        phone: invitation.phone,
        companyStatus: 'confirmed',
        companyProof: proof,
        companyConfirmedAt: now,
      })
      .where(eq(accounts.id, account.id));
    return true;
  });
  if (!claimed) throw new AppError('NOT_FOUND', INVITATION_NOT_FOUND);
  const session = await createSession(deps.db, { accountId: account.id, ...caller }, now);
  return {
    success: true,
    token: session.token,
    expired: session.expiresAt.toISOString(),
    home: ROLE_HOME[account.role as TRole],
    id_application: invitation.applicationId,
  };
}
