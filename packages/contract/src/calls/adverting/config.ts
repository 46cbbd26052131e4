import { Type } from '@sinclair/typebox';
import { defineCall, Id, Text, type PermissionRule } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';
import type { PermissionCode } from '../../permissions/index.js';

/**
 * 广告 › 配置管理 (document 2 §2 "Advertising partner", config): the advertising partner's ad spaces (广告位), targeting
 * packages (定向包), traffic providers (流量主) and ad categories (广告分类). Each merchant's own: another merchant's
 * record answers 1404. The spec gives the routes only; the fields are decided in docs/decisions.md, "Advertising
 * configuration (广告)".
 */
export const AdvertStatus = { enabled: 1, disabled: 0 } as const;
export const advertStatusNames: Record<number, string> = { 1: '启用', 0: '停用' };

/** Where an ad space shows (场景). */
export const adSpaceSceneNames: Record<number, string> = {
  1: 'APP 开屏',
  2: '横幅（Banner）',
  3: '插屏弹窗',
  4: '信息流',
  5: '支付完成页',
  6: '出入口屏',
  7: '充电桩屏',
};
/** What an ad space takes (素材类型); a video needs its length. */
export const AdMaterial = { image: 1, video: 2, imageText: 3 } as const;
export const adMaterialNames: Record<number, string> = { 1: '图片', 2: '视频', 3: '图文' };
/** How an ad space is sold (计费方式): the floor price is per thousand shows, per click or per day. */
export const adBillingNames: Record<number, string> = { 1: 'CPM（千次展示）', 2: 'CPC（单次点击）', 3: 'CPT（按天）' };
export const adBillingUnit: Record<number, string> = { 1: '元/千次展示', 2: '元/次点击', 3: '元/天' };
/** Who brings the traffic (流量主类型). */
export const trafficProviderTypeNames: Record<number, string> = { 1: '停车场', 2: '充电站', 3: '应用/小程序', 4: '户外屏幕', 5: '其他' };
/** 定向包: gender and operating systems. */
export const targetingGenderNames: Record<number, string> = { 0: '不限', 1: '男', 2: '女' };
export const targetingOsNames: Record<number, string> = { 1: 'iOS', 2: 'Android', 3: 'HarmonyOS' };

/** At most this many regions, hours and systems in one package (a package names provinces or cities). */
export const TARGETING_MAX_REGIONS = 100;
/** Highest floor price: ¥100,000.00 (fen). */
export const AD_FLOOR_PRICE_MAX = 10_000_000;

const codes = (names: Record<number, string>) => Object.keys(names).map(Number);
const OneOf = (names: Record<number, string>, title: string) =>
  Type.Integer({ minimum: Math.min(...codes(names)), maximum: Math.max(...codes(names)), title, description: Object.entries(names).map(([k, v]) => `${k} ${v}`).join('，') });
const Status = OneOf(advertStatusNames, '状态');
const Times = { create_time: Type.String({ title: '创建时间' }), update_time: Type.String({ title: '更新时间' }) };
const Ref = Type.Object({ id: Id() });
const StatusBody = Type.Object({ id: Id(), status: Status });
const StatusReply = Type.Object({ id: Type.Integer(), status: Type.Integer() });
const IdReply = Type.Object({ id: Type.Integer() });

/** Who may: the permission, on the advertising partner's product (ALL owns it too). */
const gate = (code: PermissionCode) => ({ auth: 'token' as const, permission: { anyOf: [code] }, product: ['adverting:partner:platform' as const] });

// ---- 广告分类 ----------------------------------------------------------------------------------------------------

export const AdCategoryRecord = Type.Object({
  id: Type.Integer({ title: '分类 ID' }),
  name: Type.String({ title: '分类名称' }),
  sort: Type.Integer({ title: '排序', description: '小的在前' }),
  status: Type.Integer({ title: '状态', description: '1 启用，0 停用（停用的分类不能再选用）' }),
  remark: Type.String({ title: '备注' }),
  ...Times,
});
const categoryFields = {
  name: Text('分类名称', 20, 1),
  sort: Type.Optional(Type.Integer({ minimum: 0, maximum: 9999, title: '排序', description: '0–9999，小的在前；默认 0' })),
  remark: Type.Optional(Text('备注', 200)),
};

export const adCategoryList = defineCall({ method: 'GET', path: 'adverting/config/category/list', summary: '广告分类列表（排序小的在前）', ...gate('adverting:config:category:list'),
  query: Type.Object({ ...pageQuery(20), name: Type.Optional(Text('分类名称', 20)), status: Type.Optional(Status) }),
  reply: ListOf(AdCategoryRecord),
});
export const adCategoryCreate = defineCall({ method: 'POST', path: 'adverting/config/category', summary: '新建广告分类', ...gate('adverting:config:category:create'), body: Type.Object(categoryFields), reply: IdReply });
export const adCategoryUpdate = defineCall({ method: 'PUT', path: 'adverting/config/category', summary: '编辑广告分类', ...gate('adverting:config:category:update'),
  body: Type.Object({ id: Id('分类 ID'), ...categoryFields }),
  reply: IdReply,
});
export const adCategoryStatus = defineCall({ method: 'PUT', path: 'adverting/config/category/status', summary: '停用或启用广告分类', ...gate('adverting:config:category:update'), body: StatusBody, reply: StatusReply });
export const adCategoryDelete = defineCall({ method: 'DELETE', path: 'adverting/config/category', summary: '删除广告分类', ...gate('adverting:config:category:delete'), query: Ref, reply: IdReply });

// ---- 流量主 ------------------------------------------------------------------------------------------------------

export const TrafficProviderRecord = Type.Object({
  id: Type.Integer({ title: '流量主 ID' }),
  name: Type.String({ title: '流量主名称' }),
  type: Type.Integer({ title: '类型' }),
  contact_name: Type.String({ title: '联系人' }),
  contact_mobile: Type.String({ title: '联系电话' }),
  share_rate: Type.Integer({ title: '分成比例（%）', description: '流量主分得的广告收入比例' }),
  status: Type.Integer({ title: '状态', description: '1 启用，0 停用（停用后不能再挂新的广告位）' }),
  remark: Type.String({ title: '备注' }),
  space_count: Type.Integer({ title: '广告位数' }),
  ...Times,
});
const providerFields = {
  name: Text('流量主名称', 40, 1),
  type: OneOf(trafficProviderTypeNames, '类型'),
  contact_name: Type.Optional(Text('联系人', 20)),
  contact_mobile: Type.Optional(Type.String({ format: 'mobile', title: '联系电话', description: '11 位手机号' })),
  share_rate: Type.Integer({ minimum: 0, maximum: 100, title: '分成比例（%）', description: '0–100 的整数' }),
  remark: Type.Optional(Text('备注', 200)),
};

export const trafficProviderList = defineCall({ method: 'GET', path: 'adverting/config/traffic-provider/list', summary: '流量主列表（新建的在前）', ...gate('adverting:config:provider:list'),
  query: Type.Object({
    ...pageQuery(20),
    name: Type.Optional(Text('流量主名称', 40)),
    type: Type.Optional(OneOf(trafficProviderTypeNames, '类型')),
    status: Type.Optional(Status),
  }),
  reply: ListOf(TrafficProviderRecord),
});
export const trafficProviderCreate = defineCall({ method: 'POST', path: 'adverting/config/traffic-provider', summary: '新建流量主', ...gate('adverting:config:provider:create'), body: Type.Object(providerFields), reply: IdReply });
export const trafficProviderUpdate = defineCall({ method: 'PUT', path: 'adverting/config/traffic-provider', summary: '编辑流量主', ...gate('adverting:config:provider:update'),
  body: Type.Object({ id: Id('流量主 ID'), ...providerFields }),
  reply: IdReply,
});
export const trafficProviderStatus = defineCall({ method: 'PUT', path: 'adverting/config/traffic-provider/status', summary: '停用或启用流量主', ...gate('adverting:config:provider:update'), body: StatusBody, reply: StatusReply });

// ---- 广告位 ------------------------------------------------------------------------------------------------------

export const AdSpaceRecord = Type.Object({
  id: Type.Integer({ title: '广告位 ID' }),
  code: Type.String({ title: '广告位编码' }),
  name: Type.String({ title: '广告位名称' }),
  scene: Type.Integer({ title: '场景' }),
  material: Type.Integer({ title: '素材类型' }),
  width: Type.Integer({ title: '宽（像素）' }),
  height: Type.Integer({ title: '高（像素）' }),
  duration: Type.Integer({ title: '时长（秒）', description: '视频的最长时长；图片、图文为 0' }),
  billing: Type.Integer({ title: '计费方式' }),
  floor_price: Type.Integer({ title: '底价（分）', description: '按计费方式：每千次展示、每次点击或每天' }),
  daily_limit: Type.Integer({ title: '每日展示上限', description: '0 为不限' }),
  provider: Type.Integer({ title: '流量主 ID', description: '0 为自有流量' }),
  provider_name: Type.String({ title: '流量主' }),
  status: Type.Integer({ title: '状态', description: '1 启用，0 停用（停用的广告位不再投放）' }),
  remark: Type.String({ title: '备注' }),
  ...Times,
});
export const AD_SPACE_CODE_PATTERN = '^[A-Za-z][A-Za-z0-9_-]{1,31}$';
const spaceFields = {
  code: Type.String({ pattern: AD_SPACE_CODE_PATTERN, title: '广告位编码', description: '字母开头，2–32 位字母、数字、下划线或连字符；本商户内唯一，创建后不能修改', examples: ['PARK_EXIT_SCREEN'] }),
  name: Text('广告位名称', 40, 1),
  scene: OneOf(adSpaceSceneNames, '场景'),
  material: OneOf(adMaterialNames, '素材类型'),
  width: Type.Integer({ minimum: 1, maximum: 10000, title: '宽（像素）' }),
  height: Type.Integer({ minimum: 1, maximum: 10000, title: '高（像素）' }),
  duration: Type.Optional(Type.Integer({ minimum: 0, maximum: 300, title: '时长（秒）', description: '视频必填（1–300）' })),
  billing: OneOf(adBillingNames, '计费方式'),
  floor_price: Type.Integer({ minimum: 0, maximum: AD_FLOOR_PRICE_MAX, title: '底价（分）' }),
  daily_limit: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000_000, title: '每日展示上限', description: '0 或不填为不限' })),
  provider: Type.Optional(Id('流量主 ID')),
  remark: Type.Optional(Text('备注', 200)),
};

export const adSpaceList = defineCall({ method: 'GET', path: 'adverting/config/space/list', summary: '广告位列表（新建的在前）', ...gate('adverting:config:space:list'),
  query: Type.Object({
    ...pageQuery(20),
    keywords: Type.Optional(Text('广告位名称或编码', 40)),
    scene: Type.Optional(OneOf(adSpaceSceneNames, '场景')),
    provider: Type.Optional(Id('流量主 ID')),
    status: Type.Optional(Status),
  }),
  reply: ListOf(AdSpaceRecord),
});
export const adSpaceGet = defineCall({ method: 'GET', path: 'adverting/config/space', summary: '广告位详情', ...gate('adverting:config:space:list'), query: Ref, reply: AdSpaceRecord });
export const adSpaceCreate = defineCall({ method: 'POST', path: 'adverting/config/space', summary: '新建广告位', ...gate('adverting:config:space:create'), body: Type.Object(spaceFields), reply: IdReply });
export const adSpaceUpdate = defineCall({ method: 'PUT', path: 'adverting/config/space', summary: '编辑广告位（编码不变）', ...gate('adverting:config:space:update'),
  body: Type.Object({ id: Id('广告位 ID'), ...spaceFields }),
  reply: IdReply,
});
export const adSpaceStatus = defineCall({ method: 'PUT', path: 'adverting/config/space/status', summary: '停用或启用广告位', ...gate('adverting:config:space:update'), body: StatusBody, reply: StatusReply });

// ---- 定向包 ------------------------------------------------------------------------------------------------------

const RegionCode = Type.String({ pattern: '^[0-9]{6}$', title: '行政区划代码', description: '省或市的六位代码（如 440000、440300）' });
export const TargetingPackageRecord = Type.Object({
  id: Type.Integer({ title: '定向包 ID' }),
  name: Type.String({ title: '定向包名称' }),
  regions: Type.Array(Type.String(), { title: '地域（行政区划代码）', description: '空为不限' }),
  region_names: Type.Array(Type.String(), { title: '地域' }),
  gender: Type.Integer({ title: '性别' }),
  age_min: Type.Integer({ title: '最小年龄' }),
  age_max: Type.Integer({ title: '最大年龄' }),
  os: Type.Array(Type.Integer(), { title: '操作系统', description: '空为不限' }),
  hours: Type.Array(Type.Integer(), { title: '投放时段（小时）', description: '0–23，空为全天' }),
  remark: Type.String({ title: '备注' }),
  ...Times,
});
const targetingFields = {
  name: Text('定向包名称', 30, 1),
  regions: Type.Optional(Type.Array(RegionCode, { maxItems: TARGETING_MAX_REGIONS, uniqueItems: true, title: '地域', description: '不填为不限' })),
  gender: Type.Optional(OneOf(targetingGenderNames, '性别')),
  age_min: Type.Optional(Type.Integer({ minimum: 0, maximum: 100, title: '最小年龄', description: '默认 0' })),
  age_max: Type.Optional(Type.Integer({ minimum: 0, maximum: 100, title: '最大年龄', description: '默认 100；不小于最小年龄' })),
  os: Type.Optional(Type.Array(OneOf(targetingOsNames, '操作系统'), { maxItems: 3, uniqueItems: true, title: '操作系统', description: '不填为不限' })),
  hours: Type.Optional(Type.Array(Type.Integer({ minimum: 0, maximum: 23 }), { maxItems: 24, uniqueItems: true, title: '投放时段（小时）', description: '0–23，不填为全天' })),
  remark: Type.Optional(Text('备注', 200)),
};

export const targetingPackageList = defineCall({ method: 'GET', path: 'adverting/config/targeting-package/list', summary: '定向包列表（新建的在前）', ...gate('adverting:config:targeting:list'),
  query: Type.Object({ ...pageQuery(20), name: Type.Optional(Text('定向包名称', 30)), region: Type.Optional(RegionCode) }),
  reply: ListOf(TargetingPackageRecord),
});
export const targetingPackageGet = defineCall({ method: 'GET', path: 'adverting/config/targeting-package', summary: '定向包详情', ...gate('adverting:config:targeting:list'), query: Ref, reply: TargetingPackageRecord });
export const targetingPackageCreate = defineCall({ method: 'POST', path: 'adverting/config/targeting-package', summary: '新建定向包', ...gate('adverting:config:targeting:create'), body: Type.Object(targetingFields), reply: IdReply });
export const targetingPackageUpdate = defineCall({ method: 'PUT', path: 'adverting/config/targeting-package', summary: '编辑定向包', ...gate('adverting:config:targeting:update'),
  body: Type.Object({ id: Id('定向包 ID'), ...targetingFields }),
  reply: IdReply,
});
export const targetingPackageDelete = defineCall({ method: 'DELETE', path: 'adverting/config/targeting-package', summary: '删除定向包', ...gate('adverting:config:targeting:delete'), query: Ref, reply: IdReply });

/** The pickers' option sources (`session/option/list?id=`): the caller's own enabled traffic providers. */
export const advertingOptionSources = {
  'adverting-provider': { anyOf: ['adverting:config:space:list', 'adverting:config:provider:list'] },
} as const satisfies Record<string, PermissionRule>;

export const advertingSpaceCodes = ['adverting:config:space:list'] as const;

/** The section's shared shapes, for the operation calls (delivery plans, materials, bidding). */
export { OneOf as advertOneOf, gate as advertGate, Status as advertStatusField };
