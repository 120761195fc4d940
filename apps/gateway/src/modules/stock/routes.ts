import { stock } from '@agrolease/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';
import { getStockCatalog, getStockItem } from './service.ts';

export async function stockRoutes(app: FastifyInstance): Promise<void> {
  registerCall(app, stock.stockCatalog, (query) => getStockCatalog(app.db, query));
  registerCall(app, stock.stockCatalogProduct, (query) => getStockItem(app.db, query.id));
}
