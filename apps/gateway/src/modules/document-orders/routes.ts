import { documentOrders } from '@agrolease/contracts';
import { CABINET_FILE_LIMIT_BYTES } from '@agrolease/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { readMultipartForm } from '../../http/multipart-form.ts';
import { multipartValues, parseFields } from '../../http/parse-fields.ts';
import { registerCall } from '../../http/register-call.ts';
import { registerListWithExport } from '../../http/register-list-export.ts';
import { requireRole } from '../../http/session.ts';
import { BACKOFFICE_DOCUMENT_ORDERS_EXPORT } from './list-exports.ts';
import {
  backofficeDocumentOrders,
  listPsds,
  psdResponses,
  psdScheme,
  respondDocumentOrder,
  setPsd,
} from './service.ts';

const requireClient = (request: FastifyRequest) => requireRole(request, ['client']);
const requireManager = (request: FastifyRequest) => requireRole(request, ['manager']);

/** post_addr_kladr: the kladr field's JSON ({text, json}) or the address as plain text. */
function postAddressOf(raw: string): { text: string; json?: Record<string, unknown> } | undefined {
  const value = raw.trim();
  if (!value) return undefined;
  if (value.startsWith('{')) {
    try {
      const parsed = JSON.parse(value) as { text?: unknown; json?: unknown };
      const text = typeof parsed.text === 'string' ? parsed.text.trim().slice(0, 500) : '';
      const json =
        parsed.json && typeof parsed.json === 'object' ? (parsed.json as Record<string, unknown>) : undefined;
      return text ? { text, ...(json ? { json } : {}) } : undefined;
    } catch {
      // Not JSON after all: the text itself.
    }
  }
  return { text: value.slice(0, 500) };
}

/** Document orders (PSD) and the back office's answers (docs/decisions/0065). */
export async function documentOrdersRoutes(app: FastifyInstance): Promise<void> {
  const deps = { db: app.db, adapters: app.adapters };
  const typed = app.withTypeProvider<ZodTypeProvider>();

  registerCall(app, documentOrders.psdScheme, async (_input, request) =>
    psdScheme(deps, await requireClient(request)),
  );
  registerCall(app, documentOrders.getPsds, async (input, request) =>
    listPsds(deps, await requireClient(request), input.page),
  );
  registerCall(app, documentOrders.cabinetPsdResponses, async (_input, request) =>
    psdResponses(deps, await requireClient(request)),
  );

  typed.post(
    documentOrders.SET_PSD_PATH,
    {
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        summary:
          'Orders documents (multipart): id_type, PSDDeliveryType 1 e-mail / 2 pickup / 3 post, post_addr_kladr, delivery_contact(_phone), isemail, id_Contact, id_CabinetOrder[], the type’s fields',
        tags: ['document-orders'],
        consumes: ['multipart/form-data'],
        response: { 200: documentOrders.ZSetPsdReply },
      },
    },
    async (request) => {
      const session = await requireClient(request);
      const form = await readMultipartForm(request, { limitBytes: CABINET_FILE_LIMIT_BYTES });
      const raw = multipartValues(form);
      const fields = parseFields(documentOrders.ZSetPsdFields, raw);
      const dynamic: Record<string, string> = {};
      for (const [name, value] of Object.entries(raw)) {
        if (typeof value === 'string') dynamic[name] = value;
      }
      return setPsd(deps, session, {
        typeId: fields.id_type,
        deliveryType: fields.PSDDeliveryType,
        postAddress: postAddressOf(fields.post_addr_kladr),
        deliveryContact: fields.delivery_contact,
        deliveryContactPhone: fields.delivery_contact_phone,
        isEmail: fields.isemail,
        contactId: fields.id_Contact,
        orderIds: [...new Set(fields.id_CabinetOrder)],
        fields: dynamic,
      });
    },
  );

  registerListWithExport(
    app,
    documentOrders.backofficeDocumentOrders,
    BACKOFFICE_DOCUMENT_ORDERS_EXPORT,
    async (input, request) => {
      await requireManager(request);
      return backofficeDocumentOrders(deps, input);
    },
  );

  typed.post(
    documentOrders.BACKOFFICE_PSD_RESPOND_PATH,
    {
      schema: {
        summary:
          "Manager: answers a document order (multipart: id_psd, status, response, optional file); the client's feed hears of it",
        tags: ['document-orders'],
        consumes: ['multipart/form-data'],
        response: { 200: documentOrders.ZPsdRespondReply },
      },
    },
    async (request) => {
      const manager = await requireManager(request);
      const form = await readMultipartForm(request, { limitBytes: CABINET_FILE_LIMIT_BYTES });
      const fields = parseFields(documentOrders.ZPsdRespondFields, multipartValues(form));
      const part = form.files.find((file) => file.field === 'file');
      return respondDocumentOrder(deps, manager, {
        id: fields.id_psd,
        status: fields.status,
        response: fields.response,
        file: part,
      });
    },
  );
}
