import { geo } from '@agrolease/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';
import { branchesOfRegion, detectCityByIp, searchCities } from './service.ts';

export async function geoRoutes(app: FastifyInstance): Promise<void> {
  registerCall(app, geo.getGeoByIP, (_input, request) =>
    detectCityByIp(app.db, app.adapters.geoIp, request.ip),
  );
  registerCall(app, geo.getGeoByCity, async (input) => ({ items: await searchCities(app.db, input.city) }));
  registerCall(app, geo.getFilialsByCoordinates, async (input) => ({
    items: await branchesOfRegion(app.db, input.region_fias_id),
  }));
}
