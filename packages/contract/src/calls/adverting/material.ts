import { Type } from '@sinclair/typebox';
import { defineCall, Id, Text, type PermissionRule } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';
import { advertGate as gate, advertOneOf as OneOf, advertStatusField as Status } from './config.js';

/**
 * 广告 › 配置管理 › 素材 (document 2 §2 "Advertising partner", config: material): the advertising partner's creatives,
 * an image or an mp4 video uploaded to the advertising upload space, with its size (and a video's length) and an
 * optional ad category. Delivery plans show one. docs/decisions.md, "Advertising delivery (广告 › 投放管理)".
 */
export const AdMaterialType = { image: 1, video: 2 } as const;
export const adMaterialTypeNames: Record<number, string> = { 1: '图片', 2: '视频' };

/** The upload space of creatives (png, jpg, jpeg, gif, webp and mp4). */
export const AD_MATERIAL_NAMESPACE = 'advertising';
/** A stored file of the advertising space: `…/advertising/<xx>/<sha256>.<ext>`, with an optional `?name=`. */
export const AD_MATERIAL_LINK = '/advertising/[0-9a-f]{2}/[0-9a-f]{64}\\.(png|jpg|jpeg|gif|webp|mp4)(\\?name=[^\\s]*)?$';

const Times = { create_time: Type.String({ title: '创建时间' }), update_time: Type.String({ title: '更新时间' }) };
const IdReply = Type.Object({ id: Type.Integer() });

export const AdMaterialRecord = Type.Object({
  id: Type.Integer({ title: '素材 ID' }),
  name: Type.String({ title: '素材名称' }),
  type: Type.Integer({ title: '素材类型', description: '1 图片，2 视频' }),
  link: Type.String({ title: '文件地址' }),
  width: Type.Integer({ title: '宽（像素）' }),
  height: Type.Integer({ title: '高（像素）' }),
  duration: Type.Integer({ title: '时长（秒）', description: '视频的时长；图片为 0' }),
  category: Type.Integer({ title: '广告分类 ID', description: '0 为未分类' }),
  category_name: Type.String({ title: '广告分类' }),
  plan_count: Type.Integer({ title: '使用中的投放计划数' }),
  status: Type.Integer({ title: '状态', description: '1 启用，0 停用（停用的素材不能再选用）' }),
  remark: Type.String({ title: '备注' }),
  ...Times,
});
const materialFields = {
  name: Text('素材名称', 40, 1),
  type: OneOf(adMaterialTypeNames, '素材类型'),
  link: Type.String({
    pattern: AD_MATERIAL_LINK, maxLength: 500, title: '文件地址', description: '上传到广告素材空间的图片或 mp4 视频',
    examples: [`/files/advertising/ab/${'ab'.repeat(32)}.png?name=banner.png`],
  }),
  width: Type.Integer({ minimum: 1, maximum: 10000, title: '宽（像素）' }),
  height: Type.Integer({ minimum: 1, maximum: 10000, title: '高（像素）' }),
  duration: Type.Optional(Type.Integer({ minimum: 0, maximum: 300, title: '时长（秒）', description: '视频必填（1–300）' })),
  category: Type.Optional(Id('广告分类 ID')),
  remark: Type.Optional(Text('备注', 200)),
};

export const adMaterialList = defineCall({ method: 'GET', path: 'adverting/config/material/list', summary: '素材列表（新建的在前）', ...gate('adverting:config:material:list'),
  query: Type.Object({
    ...pageQuery(20),
    name: Type.Optional(Text('素材名称', 40)),
    type: Type.Optional(OneOf(adMaterialTypeNames, '素材类型')),
    category: Type.Optional(Id('广告分类 ID')),
    status: Type.Optional(Status),
  }),
  reply: ListOf(AdMaterialRecord),
});
export const adMaterialCreate = defineCall({ method: 'POST', path: 'adverting/config/material', summary: '新建素材', ...gate('adverting:config:material:create'), body: Type.Object(materialFields), reply: IdReply });
export const adMaterialUpdate = defineCall({ method: 'PUT', path: 'adverting/config/material', summary: '编辑素材', ...gate('adverting:config:material:update'),
  body: Type.Object({ id: Id('素材 ID'), ...materialFields }),
  reply: IdReply,
});
export const adMaterialStatus = defineCall({ method: 'PUT', path: 'adverting/config/material/status', summary: '停用或启用素材', ...gate('adverting:config:material:update'),
  body: Type.Object({ id: Id('素材 ID'), status: Status }),
  reply: Type.Object({ id: Type.Integer(), status: Type.Integer() }),
});
export const adMaterialDelete = defineCall({ method: 'DELETE', path: 'adverting/config/material', summary: '删除素材（投放计划未使用时）', ...gate('adverting:config:material:delete'),
  query: Type.Object({ id: Id('素材 ID') }),
  reply: IdReply,
});

/** The pickers' option sources (`session/option/list?id=`): the caller's own enabled materials and ad categories. */
export const advertingMaterialOptionSources = {
  'adverting-material': { anyOf: ['adverting:config:material:list', 'adverting:operation:delivery:create', 'adverting:operation:delivery:update'] },
  'adverting-category': { anyOf: ['adverting:config:category:list', 'adverting:config:material:create', 'adverting:config:material:update'] },
} as const satisfies Record<string, PermissionRule>;
