import { Code, type CallQuery, type CallReply, type MapSettings, type calls } from '@console/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { MapConfig } from '../../config.js';
import { AppError } from '../../errors.js';
import { ProviderFailure, tencentProvider, type Geocode, type MapProvider, type PlacePage, type PlaceQuery } from './map.provider.js';

/** A small time-limited cache: the same keyword typed by many users, the same point asked twice. */
class TtlCache<T> {
  private readonly entries = new Map<string, { value: T; until: number }>();
  constructor(
    private readonly ttlMs: number,
    private readonly max: number,
  ) {}
  get(key: string, now = Date.now()): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.until > now) return entry.value;
    this.entries.delete(key);
    return undefined;
  }
  set(key: string, value: T, now = Date.now()) {
    if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { value, until: now + this.ttlMs });
  }
}

const notConfigured = () =>
  new AppError(
    Code.APP_CONFIG_MISSING,
    '未配置地图服务',
    '地点搜索和逆地址解析需要在服务器设置 MAP_PROVIDER_KEY；未配置时请在地图中选择行政区划并填写详细地址',
  );

type PlaceCall = CallQuery<typeof calls.mapPlaceSearch>;

/**
 * The map dialog's server side: the settings the console reads from the domain summary, and a proxy to the
 * keyed provider so that the key never reaches a browser.
 */
export class MapService {
  private readonly places = new TtlCache<PlacePage>(10 * 60_000, 2000);
  private readonly geocodes = new TtlCache<Geocode | null>(60 * 60_000, 5000);
  private readonly provider: MapProvider | undefined;

  constructor(
    private readonly config: MapConfig,
    provider?: MapProvider,
  ) {
    this.provider = provider ?? (config.providerKey ? tencentProvider(config) : undefined);
  }

  /** What the console needs to draw the map (answered with the domain summary, before any login). */
  settings(): MapSettings {
    return {
      tile_url: this.config.tileUrl,
      satellite_tile_url: this.config.satelliteTileUrl,
      tile_attribution: this.config.tileAttribution,
      place_search: !!this.provider,
    };
  }

  suggestion(query: PlaceCall, log: FastifyBaseLogger) {
    return this.placeList('suggestion', query, log);
  }

  search(query: PlaceCall, log: FastifyBaseLogger) {
    return this.placeList('search', query, log);
  }

  async geocoder(query: CallQuery<typeof calls.mapGeocoder>, log: FastifyBaseLogger): Promise<CallReply<typeof calls.mapGeocoder>> {
    const provider = this.required();
    // Six decimals are about 0.1 m: the same click, not merely a nearby one.
    const lat = Number(query.lat.toFixed(6));
    const lng = Number(query.lng.toFixed(6));
    const key = `${lat},${lng}`;
    let found = this.geocodes.get(key);
    if (found === undefined) {
      found = (await this.guard(() => provider.reverse(lat, lng), 'geocoder', log)) ?? null;
      this.geocodes.set(key, found);
    }
    if (!found) throw new AppError(Code.NOT_FOUND, '该位置没有可用的地址信息', '请在地图上选择中国境内有道路或建筑的位置');
    return found;
  }

  private async placeList(kind: 'suggestion' | 'search', query: PlaceCall, log: FastifyBaseLogger): Promise<CallReply<typeof calls.mapPlaceSearch>> {
    const provider = this.required();
    const asked: PlaceQuery = {
      keyword: query.keyword.trim(),
      region: query.region?.trim() || undefined,
      lat: query.lat,
      lng: query.lng,
      page_index: query.page_index ?? 1,
      page_size: query.page_size ?? 10,
    };
    if (!asked.keyword) return { row: [], paging_header: { total_count: 0, page_index: asked.page_index, page_size: asked.page_size } };
    const key = `${kind}:${JSON.stringify(asked)}`;
    let page = this.places.get(key);
    if (!page) {
      page = await this.guard(() => provider[kind](asked), kind, log);
      this.places.set(key, page);
    }
    return { row: page.places, paging_header: { total_count: page.total, page_index: asked.page_index, page_size: asked.page_size } };
  }

  private required(): MapProvider {
    if (!this.provider) throw notConfigured();
    return this.provider;
  }

  /** Provider failures become reply codes; the provider's own words go to the log, not to the browser. */
  private async guard<T>(run: () => Promise<T>, what: string, log: FastifyBaseLogger): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (!(error instanceof ProviderFailure)) throw error;
      log.warn({ provider: what, kind: error.kind, status: error.status, reason: error.message }, 'map provider failed');
      if (error.kind === 'quota') throw new AppError(Code.TOO_MANY_REQUESTS, '地图服务调用次数已达上限', '请稍后再试，或联系平台提高地图服务的调用额度');
      throw new AppError(
        Code.INTERNAL,
        '地图服务暂不可用',
        error.kind === 'refused' ? '地图服务拒绝了请求，请联系平台检查地图服务的密钥配置' : '请稍后再试；如果问题持续出现，请将序列号提供给客服',
      );
    }
  }
}
