import { contacts } from '@agrolease/contracts';
import type { FastifyInstance } from 'fastify';
import { callerOf } from '../../http/caller.ts';
import { registerCall } from '../../http/register-call.ts';
import { requireSession } from '../../http/session.ts';
import {
  type ContactsPorts,
  finishContact,
  listContacts,
  removeContact,
  saveContact,
  verifyContact,
} from './service.ts';

function depsOf(app: FastifyInstance) {
  return {
    db: app.db,
    adapters: app.adapters,
    files: app.adapters.files,
    certificates: app.adapters.certificates,
  };
}

/** The attorney module's read the contacts list shows, bound by the composition root (decision 0181). */
export interface ContactsRoutePorts {
  attorneysByContact?: (
    deps: ReturnType<typeof depsOf>,
    accountId: number,
  ) => ReturnType<NonNullable<ContactsPorts['attorneysByContact']>>;
}

/** Contact persons of the signed-in account (decision 0042); another account's contact is 404. */
export async function contactsRoutes(app: FastifyInstance, ports: ContactsRoutePorts): Promise<void> {
  const base = depsOf(app);
  const { attorneysByContact } = ports;
  const deps = {
    ...base,
    attorneysByContact: attorneysByContact && ((accountId: number) => attorneysByContact(base, accountId)),
  };
  registerCall(app, contacts.getContacts, async (_input, request) =>
    listContacts(deps, await requireSession(request)),
  );
  registerCall(app, contacts.setContact, async (input, request) =>
    saveContact(deps, await requireSession(request), input),
  );
  registerCall(app, contacts.setContactFinish, async (input, request) =>
    finishContact(deps, await requireSession(request), input.id_contact, callerOf(request)),
  );
  registerCall(app, contacts.verifyPhone, async (input, request) =>
    verifyContact(
      deps,
      await requireSession(request),
      { channel: 'phone', id: input.id_contact, code: input.sms_code, resend: input.resend_code === 1 },
      callerOf(request),
    ),
  );
  registerCall(app, contacts.verifyEmail, async (input, request) =>
    verifyContact(
      deps,
      await requireSession(request),
      { channel: 'email', id: input.id_contact, code: input.email_code, resend: input.resend_code === 1 },
      callerOf(request),
    ),
  );
  registerCall(app, contacts.contactDelete, async (input, request) =>
    removeContact(deps, await requireSession(request), input.id_contact),
  );
}
