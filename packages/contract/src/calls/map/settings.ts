import { Type, type Static } from '@sinclair/typebox';

/**
 * The map settings the console reads from the domain summary (`map` of `merchant/app/rt/summary`).
 * Tile URLs are Leaflet templates (`{z}`, `{x}`, `{y}` or `{-y}`, `{s}`); empty means none configured.
 */
export const MapSettings = Type.Object({
  tile_url: Type.String({ title: '地图瓦片地址模板' }),
  satellite_tile_url: Type.String({ title: '卫星图瓦片地址模板' }),
  tile_attribution: Type.String({ title: '瓦片版权说明' }),
  place_search: Type.Boolean({ title: '是否配置了地点搜索与逆地址解析服务' }),
});
export type MapSettings = Static<typeof MapSettings>;
