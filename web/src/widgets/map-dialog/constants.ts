import type { LatLng } from '@console/contract';

/** Document 1 §9 "Map": zoom 17.2, default centre Shenzhen, suggestion page 10, debounce 1000 ms. */
export const MAP_ZOOM = 17.2;
/** 深圳市民中心 (GCJ-02, the coordinates of Tencent-style providers). */
export const DEFAULT_CENTER: LatLng = { lat: 22.543096, lng: 114.057865 };
export const SUGGESTION_PAGE_SIZE = 10;
export const SUGGESTION_DEBOUNCE_MS = 1000;
/** Results of a search (Enter) in the result list. */
export const RESULT_PAGE_SIZE = 20;

/** Document 1 §5: what 确定 says when the point is incomplete, in this order. */
export const MAP_MESSAGES = {
  coordinates: '请选择地图获取经纬度信息后提交',
  region: '请选择地图获取行政区划信息后提交',
  address: '请选择地图获取地址信息后提交',
} as const;

export const OFFLINE_NOTICE = '未配置地图服务：请在下方选择行政区划并填写详细地址';
