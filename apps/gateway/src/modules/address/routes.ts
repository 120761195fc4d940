import { address, geo } from '@agrolease/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';
import { listRegions } from '../geo/index.ts';
import { addressSearch, citiesOfRegion, fiasAsText, streetByCode, streetsOfCity } from './service.ts';

/** The address reference (FIAS/KLADR). Regions are owned by the geo module and read through its service. */
export async function addressRoutes(app: FastifyInstance): Promise<void> {
  const source = {
    suggestions: app.adapters.addressSuggestions,
    warn: (message: string) => app.log.warn(message),
  };
  registerCall(app, geo.listRegions, async () => ({ items: await listRegions(app.db) }));
  registerCall(app, address.fiasCityByRegion, (input) =>
    citiesOfRegion(app.db, input.id_region, input.query, source),
  );
  registerCall(app, address.fiasStreetByCity, (input) =>
    streetsOfCity(app.db, input.id_region, input.query, source),
  );
  registerCall(app, address.fiasStreetByCode, (input) => streetByCode(app.db, input.code));
  registerCall(app, address.addressSearch, (input) => addressSearch(app.db, input.query, source));
  registerCall(app, address.fiasAsText, (input) => fiasAsText(app.db, input.code));
}
