import { Type, type Static } from '@sinclair/typebox';
import { defineCall, Text } from '../../call.js';
import { ListOf } from '../../envelope.js';

/**
 * The map dialog's place search and reverse geocoding (document 1 §7: "a maps service does place search,
 * suggestions and reverse geocoding (keyed, default region nationwide)"). The console never talks to the
 * provider: these calls proxy it so that the key stays on the server (MAP_PROVIDER_KEY). Without a key they
 * answer 1430 and the console works from the region tree alone (spec DECISIONS.md, "Map dialog").
 */

/** Coordinates as the provider gives them (GCJ-02 with Tencent-style providers). */
export const LatLng = Type.Object({
  lat: Type.Number({ minimum: -90, maximum: 90, title: '纬度' }),
  lng: Type.Number({ minimum: -180, maximum: 180, title: '经度' }),
});
export type LatLng = Static<typeof LatLng>;

/** Administrative division of a place, in the provider's `ad_info` shape (adcode: GB/T 2260, six digits). */
export const AdInfo = Type.Object({
  adcode: Type.String({ title: '行政区划代码' }),
  province: Type.String({ title: '省级名称' }),
  city: Type.String({ title: '地级名称' }),
  district: Type.String({ title: '县级名称' }),
});
export type AdInfo = Static<typeof AdInfo>;

/** A place result (document 1 §3): id, title, address, location, ad_info. */
export const MapPlace = Type.Object({
  id: Type.String({ title: '地点 ID' }),
  title: Type.String({ title: '名称' }),
  address: Type.String({ title: '地址' }),
  location: LatLng,
  ad_info: AdInfo,
});
export type MapPlace = Static<typeof MapPlace>;

const placeQuery = (pageSize: number) => ({
  keyword: Text('关键词', 50, 1),
  region: Type.Optional(Text('城市名称', 30)),
  lat: Type.Optional(Type.Number({ minimum: -90, maximum: 90, title: '参考点纬度' })),
  lng: Type.Optional(Type.Number({ minimum: -180, maximum: 180, title: '参考点经度' })),
  page_index: Type.Optional(Type.Integer({ minimum: 1, maximum: 20, default: 1, title: '页码' })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 20, default: pageSize, title: '每页条数' })),
});

/**
 * Keyword suggestions for the search box (10 a page, document 1 §9). Nationwide unless `region` (a city
 * name) is given; a reference point (`lat`, `lng`) ranks nearby places first.
 */
export const mapPlaceSuggestion = defineCall({
  method: 'GET',
  path: 'map/place/suggestion',
  summary: '地点输入提示（地图服务代理）',
  auth: 'token',
  query: Type.Object(placeQuery(10)),
  reply: ListOf(MapPlace),
});

/**
 * Place search for the result list: within `region` (a city name) when given, else around the reference
 * point, else nationwide.
 */
export const mapPlaceSearch = defineCall({
  method: 'GET',
  path: 'map/place/search',
  summary: '地点搜索（地图服务代理）',
  auth: 'token',
  query: Type.Object(placeQuery(10)),
  reply: ListOf(MapPlace),
});

/** Reverse geocoding: the address and administrative division of a point picked on the map. */
export const mapGeocoder = defineCall({
  method: 'GET',
  path: 'map/geocoder',
  summary: '逆地址解析（地图服务代理）',
  auth: 'token',
  query: Type.Object({
    lat: Type.Number({ minimum: -90, maximum: 90, title: '纬度' }),
    lng: Type.Number({ minimum: -180, maximum: 180, title: '经度' }),
  }),
  reply: Type.Object({
    address: Type.String({ title: '地址' }),
    /** The provider's recommended short form (e.g. 南山区深圳湾公园), when it has one. */
    recommend: Type.Optional(Type.String({ title: '推荐地址' })),
    location: LatLng,
    ad_info: AdInfo,
  }),
});

// The map settings of the domain summary live in their own module: the login page reads the summary, and the place
// calls above must not travel with it (they are only the map dialog's).
export { MapSettings } from './settings.js';
