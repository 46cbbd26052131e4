import { Type, type Static } from '@sinclair/typebox';
import { defineCall, Text } from '../../call.js';

/** Levels of the area tree (the cascader's columns): 1 province, 2 city, 3 district (county level). */
export const RegionLevel = { PROVINCE: 1, CITY: 2, DISTRICT: 3 } as const;

const areaFields = () => ({
  label: Type.String({ title: '名称' }),
  value: Type.String({ title: '行政区划代码', description: 'GB/T 2260 六位代码' }),
  type: Type.Integer({ title: '层级', description: '1 省级，2 地级，3 县级' }),
});

// Written out level by level (at most three), not with Type.Recursive: the schema stays a plain
// object that the serialiser compiles once and that the console's TypeBox shim can ignore.
const District = Type.Object(areaFields());
const City = Type.Object({ ...areaFields(), children: Type.Optional(Type.Array(District, { title: '下级区划' })) });

/** One entry of the area tree; `children` is left out on the last level asked for. */
export const AreaItem = Type.Object({ ...areaFields(), children: Type.Optional(Type.Array(City, { title: '下级区划' })) });
export type AreaItem = Static<typeof AreaItem>;

/** One step of a resolved path (an area item without children). */
export const AreaStep = Type.Object(areaFields());

const DivisionCode = (title: string) => Type.String({ pattern: '^[0-9]{6}$', maxLength: 6, title });

/**
 * The area tree (GB/T 2260 divisions, three levels). No token: the login-free application pages use it.
 * `type` -1 (default) answers the whole tree; 1, 2 or 3 the levels down to that one. `parent` answers
 * the part below one code instead of the whole country (`parent=440000&type=2`: the cities of 广东省).
 * Municipalities (北京、天津、上海、重庆) and the special administrative regions repeat their name on the
 * city level; province-administered county-level cities (济源、仙桃…) stand on the city level; a city
 * without districts (东莞、中山…) has itself as its only district, so every full path has three levels.
 * Static data: answered with a long `Cache-Control` and an `ETag`.
 */
export const regionBranch = defineCall({
  method: 'GET',
  path: 'region/branch',
  summary: '行政区划树（省、市、区县）',
  auth: 'none',
  query: Type.Object({
    type: Type.Optional(
      Type.Union([Type.Literal(-1), Type.Literal(1), Type.Literal(2), Type.Literal(3)], {
        default: -1,
        title: '层级',
        description: '-1 全部三级；1 仅省级；2 省级和地级；3 同 -1',
      }),
    ),
    parent: Type.Optional(DivisionCode('上级行政区划代码')),
  }),
  reply: Type.Object({ region: Type.Array(AreaItem, { title: '行政区划' }) }),
});

/**
 * Resolves a division by code (the map dialog's adcode, a stored form value) or by name
 * (`广东省深圳市南山区`, `广东 深圳 南山`, `南山区`; a name shared by several places must name a parent).
 * Unknown code or name: 1404.
 */
export const regionResolve = defineCall({
  method: 'GET',
  path: 'region/resolve',
  summary: '解析行政区划（代码或名称 → 省、市、区县）',
  auth: 'token',
  query: Type.Object({
    code: Type.Optional(DivisionCode('行政区划代码')),
    name: Type.Optional(Text('行政区划名称', 50)),
  }),
  reply: Type.Object({
    adcode: Type.String({ title: '行政区划代码' }),
    type: Type.Integer({ title: '层级', description: '1 省级，2 地级，3 县级' }),
    province: Type.String({ title: '省级名称' }),
    city: Type.Optional(Type.String({ title: '地级名称', description: '直辖市、特别行政区为其自身名称' })),
    district: Type.Optional(Type.String({ title: '县级名称' })),
    path: Type.Array(AreaStep, { title: '从省级到该区划的路径' }),
  }),
});
