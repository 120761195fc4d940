import { sale } from '@agrolease/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';
import { SALE_DOCUMENTS, SALE_REQUISITES, SALE_TEXTS } from './sale-content.ts';
import {
  getSaleCatalogPage,
  getSaleCatalogParams,
  getSaleGrid,
  getSaleLot,
  getSaleSpecialOffers,
  getSaleSubcategories,
  getSimilarLots,
  saleAliasExists,
} from './service.ts';

export async function saleRoutes(app: FastifyInstance): Promise<void> {
  registerCall(app, sale.saleCatalogV2, (query) => getSaleCatalogPage(app.db, query));
  registerCall(app, sale.saleCatalog, (query) => getSaleGrid(app.db, query));
  registerCall(app, sale.getSaleRequisites, async () => SALE_REQUISITES);
  registerCall(app, sale.getSaleTexts, async () => SALE_TEXTS);
  registerCall(app, sale.getSaleDocuments, async () => SALE_DOCUMENTS);
  registerCall(app, sale.getSaleSpecialOfferProducts, (query) => getSaleSpecialOffers(app.db, query.limit));
  registerCall(app, sale.getSaleSubcategories, () => getSaleSubcategories(app.db));
  registerCall(app, sale.saleCatalogProduct, (query) => getSaleLot(app.db, query.id));
  registerCall(app, sale.getSimilarSaleProduct, (query) => getSimilarLots(app.db, query.id));
  registerCall(app, sale.getSaleCatalogParamsByAlias, (query) => getSaleCatalogParams(app.db, query.uri));
  registerCall(app, sale.checkSaleCatalogAliasExists, async (query) => ({
    exists: await saleAliasExists(app.db, query.uri),
  }));
}
