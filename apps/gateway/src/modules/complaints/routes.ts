import { complaints } from '@agrolease/contracts';
import { CABINET_FILE_LIMIT_BYTES } from '@agrolease/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { readMultipartForm } from '../../http/multipart-form.ts';
import { multipartValues, parseFields } from '../../http/parse-fields.ts';
import { registerCall } from '../../http/register-call.ts';
import { registerListWithExport } from '../../http/register-list-export.ts';
import { sendAttachment } from '../../http/send-attachment.ts';
import { requireRole } from '../../http/session.ts';
import { BACKOFFICE_COMPLAINTS_EXPORT } from './list-exports.ts';
import {
  answerComplaint,
  backofficeList,
  complaintTopics,
  decodeBase64File,
  exportComplaints,
  getComplaint,
  listComplaints,
  postComplaint,
} from './service.ts';

const requireClient = (request: FastifyRequest) => requireRole(request, ['client']);
const requireManager = (request: FastifyRequest) => requireRole(request, ['manager']);

/** A base64 body of a 15 MB file is about 20 MB; leave room for the text fields. */
const BASE64_BODY_LIMIT = Math.ceil((CABINET_FILE_LIMIT_BYTES * 4) / 3) + 1_048_576;

/** The client's complaints and the back office's answers (docs/decisions/0065). */
export async function complaintsRoutes(app: FastifyInstance): Promise<void> {
  const deps = { db: app.db, adapters: app.adapters };
  const typed = app.withTypeProvider<ZodTypeProvider>();

  registerCall(app, complaints.getCabinetComplaints, async (input, request) =>
    listComplaints(deps, await requireClient(request), input),
  );
  registerCall(app, complaints.getCabinetComplaint, async (input, request) =>
    getComplaint(deps, await requireClient(request), input.id_complaint),
  );
  registerCall(app, complaints.getComplaintTopics, async (_input, request) => {
    await requireClient(request);
    return complaintTopics();
  });

  typed.get(
    complaints.COMPLAINTS_EXPORT_PATH,
    {
      schema: {
        summary: "The caller's complaints as a CSV file (the list's download_url)",
        tags: ['complaints'],
        querystring: complaints.ZComplaintsQuery.pick({ sort: true, by: true }),
      },
    },
    async (request, reply) => {
      const csv = await exportComplaints(deps, await requireClient(request), request.query);
      return sendAttachment(
        reply,
        'attachment',
        { label: 'complaints', mimeType: 'text/csv; charset=utf-8' },
        csv,
      );
    },
  );

  typed.post(
    complaints.POST_COMPLAINT_PATH,
    {
      bodyLimit: BASE64_BODY_LIMIT,
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        summary:
          'Posts a complaint: text, id_UListItem and an optional file, as base64 id_File (+ file_name) or a multipart part id_File',
        tags: ['complaints'],
        consumes: ['application/x-www-form-urlencoded', 'application/json', 'multipart/form-data'],
        response: { 200: complaints.ZPostComplaintReply },
      },
    },
    async (request) => {
      const session = await requireClient(request);
      if (request.isMultipart()) {
        const form = await readMultipartForm(request, { limitBytes: CABINET_FILE_LIMIT_BYTES });
        const fields = parseFields(
          complaints.ZPostComplaintBody.omit({ id_File: true }),
          multipartValues(form),
        );
        const part = form.files.find((file) => file.field === 'id_File' || file.field === 'file');
        return postComplaint(deps, session, {
          text: fields.text,
          topicId: fields.id_UListItem,
          file: part ? { ...part, field: 'id_File' } : undefined,
          dealId: fields.id_deal,
        });
      }
      const fields = parseFields(complaints.ZPostComplaintBody, request.body);
      return postComplaint(deps, session, {
        text: fields.text,
        topicId: fields.id_UListItem,
        file: fields.id_File ? decodeBase64File(fields.id_File, fields.file_name) : undefined,
        dealId: fields.id_deal,
      });
    },
  );

  registerListWithExport(
    app,
    complaints.backofficeComplaints,
    BACKOFFICE_COMPLAINTS_EXPORT,
    async (input, request) => {
      await requireManager(request);
      return backofficeList(deps, input);
    },
  );

  typed.post(
    complaints.BACKOFFICE_COMPLAINT_ANSWER_PATH,
    {
      schema: {
        summary:
          "Manager: answers a complaint (multipart: id_complaint, response, optional file); the client's feed hears of it",
        tags: ['complaints'],
        consumes: ['multipart/form-data'],
        response: { 200: complaints.ZComplaintAnswerReply },
      },
    },
    async (request) => {
      const manager = await requireManager(request);
      const form = await readMultipartForm(request, { limitBytes: CABINET_FILE_LIMIT_BYTES });
      const fields = parseFields(complaints.ZComplaintAnswerFields, multipartValues(form));
      const part = form.files.find((file) => file.field === 'file');
      return answerComplaint(deps, manager, {
        id: fields.id_complaint,
        response: fields.response,
        file: part,
      });
    },
  );
}
