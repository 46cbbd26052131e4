import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/route.js';
import type { MapService } from './map.service.js';

/**
 * Per client IP and minute. The console debounces typing (1,000 ms), so a person stays far below this; it
 * keeps a script from spending the provider key's daily quota.
 */
const rateLimit = { max: 300, timeWindow: 60_000 };

export function mapRoutes(app: FastifyInstance, maps: MapService) {
  registerCall(app, calls.mapPlaceSuggestion, ({ query, request }) => maps.suggestion(query, request.log), { rateLimit });
  registerCall(app, calls.mapPlaceSearch, ({ query, request }) => maps.search(query, request.log), { rateLimit });
  registerCall(app, calls.mapGeocoder, ({ query, request }) => maps.geocoder(query, request.log), { rateLimit });
}
