import { createHash } from 'node:crypto';
import type { AdInfo, CallReply, MapPlace, calls } from '@console/contract';
import type { MapConfig } from '../../config.js';

/**
 * The keyed maps service behind the map dialog, spoken in the Tencent Location Service WebService dialect
 * (`/ws/place/v1/suggestion`, `/ws/place/v1/search`, `/ws/geocoder/v1/`): the provider document 1 §7
 * describes (place results with `ad_info`, reverse geocoding with adcode and address). Another provider
 * would be another implementation of `MapProvider`.
 */

export interface PlaceQuery {
  keyword: string;
  region?: string;
  lat?: number;
  lng?: number;
  page_index: number;
  page_size: number;
}

export interface PlacePage {
  places: MapPlace[];
  total: number;
}

export type Geocode = CallReply<typeof calls.mapGeocoder>;

export interface MapProvider {
  suggestion(query: PlaceQuery): Promise<PlacePage>;
  search(query: PlaceQuery): Promise<PlacePage>;
  /** Undefined when the provider knows no address there (open sea, abroad). */
  reverse(lat: number, lng: number): Promise<Geocode | undefined>;
}

/** Why a provider call failed, for the service to answer and log; `message` is the provider's own. */
export class ProviderFailure extends Error {
  constructor(
    readonly kind: 'unavailable' | 'refused' | 'quota',
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

const TIMEOUT_MS = 5000;

/** Status codes of the WebService API: 0 success; 120/121 over the per-second or daily quota; 347 no result. */
const QUOTA = new Set([120, 121]);
const NO_RESULT = 347;

interface TencentReply {
  status: number;
  message?: string;
  count?: number;
  data?: TencentPlace[];
  result?: TencentGeocode;
}

interface TencentPlace {
  id?: string;
  title?: string;
  address?: string;
  location?: { lat: number; lng: number };
  adcode?: number | string;
  province?: string;
  city?: string;
  district?: string;
  ad_info?: { adcode?: number | string; province?: string; city?: string; district?: string };
}

interface TencentGeocode {
  address?: string;
  formatted_addresses?: { recommend?: string };
  ad_info?: { adcode?: number | string; province?: string; city?: string; district?: string };
  address_component?: { province?: string; city?: string; district?: string };
}

const adInfoOf = (info: { adcode?: number | string; province?: string; city?: string; district?: string } | undefined): AdInfo => ({
  adcode: info?.adcode === undefined || info.adcode === null ? '' : String(info.adcode),
  province: info?.province ?? '',
  city: info?.city ?? '',
  district: info?.district ?? '',
});

const placeOf = (item: TencentPlace): MapPlace => ({
  id: String(item.id ?? ''),
  title: item.title ?? '',
  address: item.address ?? '',
  location: { lat: Number(item.location?.lat ?? 0), lng: Number(item.location?.lng ?? 0) },
  // Suggestions carry the division flat on the item, search results in `ad_info`.
  ad_info: adInfoOf(item.ad_info ?? item),
});

/**
 * Signature of a signed key (SK): MD5 of path + '?' + the parameters sorted by name, values not
 * URL-encoded, + the secret, as the WebService API defines it.
 */
export function tencentSignature(path: string, params: Record<string, string>, secret: string): string {
  const query = Object.keys(params)
    .sort()
    .map((name) => `${name}=${params[name]}`)
    .join('&');
  return createHash('md5').update(`${path}?${query}${secret}`).digest('hex');
}

export function tencentProvider(config: MapConfig, fetcher: typeof fetch = fetch): MapProvider {
  async function get(path: string, values: Record<string, string | number | undefined>): Promise<TencentReply> {
    const params: Record<string, string> = { key: config.providerKey };
    for (const [name, value] of Object.entries(values)) if (value !== undefined && value !== '') params[name] = String(value);
    if (config.providerSecret) params.sig = tencentSignature(path, params, config.providerSecret);
    const url = `${config.providerUrl}${path}?${new URLSearchParams(params)}`;
    let body: TencentReply;
    try {
      const response = await fetcher(url, { signal: AbortSignal.timeout(TIMEOUT_MS), headers: { accept: 'application/json' } });
      if (!response.ok) throw new ProviderFailure('unavailable', `HTTP ${response.status}`);
      body = (await response.json()) as TencentReply;
    } catch (error) {
      if (error instanceof ProviderFailure) throw error;
      throw new ProviderFailure('unavailable', error instanceof Error ? error.message : String(error));
    }
    if (typeof body?.status !== 'number') throw new ProviderFailure('unavailable', 'reply without status');
    if (body.status === 0 || body.status === NO_RESULT) return body;
    throw new ProviderFailure(QUOTA.has(body.status) ? 'quota' : 'refused', body.message ?? '', body.status);
  }

  const near = (query: PlaceQuery) => (query.lat !== undefined && query.lng !== undefined ? `${query.lat},${query.lng}` : undefined);
  const pageOf = (reply: TencentReply): PlacePage => {
    const places = reply.status === 0 ? (reply.data ?? []).map(placeOf) : [];
    return { places, total: reply.status === 0 ? (reply.count ?? places.length) : 0 };
  };

  const suggestion = async (query: PlaceQuery) =>
    pageOf(
      await get('/ws/place/v1/suggestion', {
        keyword: query.keyword,
        region: query.region,
        region_fix: 0,
        location: near(query),
        page_index: query.page_index,
        page_size: query.page_size,
      }),
    );

  return {
    suggestion,
    async search(query) {
      const location = near(query);
      // The search API needs a boundary; with neither a city nor a point the suggestion API searches nationwide.
      const boundary = query.region ? `region(${query.region},1)` : location ? `nearby(${location},1000,1)` : undefined;
      if (!boundary) return suggestion(query);
      return pageOf(await get('/ws/place/v1/search', { keyword: query.keyword, boundary, page_index: query.page_index, page_size: query.page_size }));
    },
    async reverse(lat, lng) {
      const reply = await get('/ws/geocoder/v1/', { location: `${lat},${lng}` });
      const result = reply.result;
      if (reply.status !== 0 || !result?.address) return undefined;
      const info = adInfoOf({ ...result.address_component, ...result.ad_info });
      const recommend = result.formatted_addresses?.recommend;
      return {
        address: result.address,
        ...(recommend ? { recommend } : {}),
        // The point asked about, not the provider's snapped one: it is what the user picked.
        location: { lat, lng },
        ad_info: info,
      };
    },
  };
}
