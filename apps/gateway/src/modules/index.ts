import type { FastifyInstance } from 'fastify';
import { accountRoutes } from './account/routes.ts';
import { addressRoutes } from './address/routes.ts';
import { analyticsRoutes } from './analytics/routes.ts';
import { authRoutes } from './auth/routes.ts';
import { calculatorRoutes } from './calculator/routes.ts';
import { cartRoutes } from './cart/routes.ts';
import { catalogueRoutes } from './catalogue/routes.ts';
import { chatRoutes } from './chat/routes.ts';
import { chatConsoleRoutes } from './chat-console/routes.ts';
import { complaintsRoutes } from './complaints/routes.ts';
import { contactsRoutes } from './contacts/routes.ts';
import { contentRoutes } from './content/routes.ts';
import { documentOrdersRoutes } from './document-orders/routes.ts';
import { filesRoutes } from './files/routes.ts';
import { geoRoutes } from './geo/routes.ts';
import { providerRoutes } from './providers/routes.ts';
import { referenceRoutes } from './reference/routes.ts';
import { registrationRoutes } from './registration/routes.ts';
import { saleRoutes } from './sale/routes.ts';
import { servicesRoutes } from './services/routes.ts';
import { stockRoutes } from './stock/routes.ts';
import { subleasingRoutes } from './subleasing/routes.ts';

/** Every domain module of the gateway, in calls.tsv group order. */
export async function registerModules(app: FastifyInstance): Promise<void> {
  await app.register(geoRoutes);
  await app.register(referenceRoutes);
  await app.register(contentRoutes);
  await app.register(addressRoutes);
  await app.register(catalogueRoutes);
  await app.register(calculatorRoutes);
  await app.register(cartRoutes);
  await app.register(saleRoutes);
  await app.register(stockRoutes);
  await app.register(providerRoutes);
  await app.register(servicesRoutes);
  await app.register(analyticsRoutes);
  await app.register(chatRoutes);
  await app.register(chatConsoleRoutes);
  await app.register(authRoutes);
  await app.register(registrationRoutes);
  await app.register(accountRoutes);
  await app.register(contactsRoutes);
  await app.register(filesRoutes);
  await app.register(subleasingRoutes);
  await app.register(documentOrdersRoutes);
  await app.register(complaintsRoutes);
}
