import { calculator } from '@agrolease/contracts';
import { moscowDay } from '@agrolease/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { namedContentDisposition } from '../../http/content-disposition.ts';
import { registerCall } from '../../http/register-call.ts';
import { createKpRequest } from './kp-request.ts';
import { renderOfferPdf } from './offer-pdf.ts';
import {
  calcInit,
  calcOnProduct,
  calculate,
  conditionsOf,
  getBorderConditions,
  listCalcCategories,
} from './service.ts';

export async function calculatorRoutes(app: FastifyInstance): Promise<void> {
  registerCall(app, calculator.calcInit, async (input) => calcInit(input.isshtp));
  registerCall(app, calculator.calcListCategory, () => listCalcCategories(app.db));
  registerCall(app, calculator.getBorderConditions, (input) =>
    getBorderConditions(app.db, input.guid_category),
  );
  registerCall(app, calculator.calc, (input) => calculate(app.db, input));
  registerCall(app, calculator.calcOnProduct, (input) => calcOnProduct(app.db, input.id_product));

  app.withTypeProvider<ZodTypeProvider>().get(
    calculator.CALC_PDF_PATH,
    {
      schema: {
        summary: 'The calculation of Calc as a commercial offer in PDF (same parameters)',
        tags: ['calculator'],
        querystring: calculator.ZCalcParams,
      },
    },
    async (request, reply) => {
      const result = await calculate(app.db, request.query);
      const { title } = await conditionsOf(app.db, request.query.guid_category);
      const pdf = await renderOfferPdf(result, {
        categoryTitle: title,
        issuedOn: moscowDay(new Date()),
      });
      return reply
        .type('application/pdf')
        .header(
          'content-disposition',
          namedContentDisposition('attachment', `agroleasing-offer-${result.date_start}.pdf`),
        )
        .send(pdf);
    },
  );

  app.withTypeProvider<ZodTypeProvider>().post(
    calculator.KP_REQUEST_PATH,
    {
      config: { rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: {
        summary:
          'Request for a calculation from a commercial offer (/kp/): multipart file, phone, comment, g-recaptcha-response; daily byte quotas per address and site (429, decision 0152)',
        tags: ['calculator'],
        consumes: ['multipart/form-data'],
        response: { 200: calculator.ZKpRequestReply },
      },
    },
    (request) =>
      createKpRequest(
        { db: app.db, files: app.adapters.files, adapters: app.adapters, guestUploads: app.guestUploads },
        request,
      ),
  );
}
