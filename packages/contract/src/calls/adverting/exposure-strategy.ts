import { Type } from '@sinclair/typebox';
import { defineCall, Id, Text } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';
import { advertGate as gate, advertOneOf as OneOf, advertStatusField as Status } from './config.js';

/**
 * 广告 › 配置管理 › 曝光策略 (document 2 §2 "Advertising partner", config: exposure strategy list and detail): how often
 * one person may see the partner's ads — a daily cap per user, the shortest interval between two shows, and how plans
 * sharing a space take turns. docs/decisions.md, "Advertising delivery (广告 › 投放管理)".
 */
export const adRotationNames: Record<number, string> = { 1: '按出价优先', 2: '平均轮播', 3: '按剩余预算优先' };

export const ExposureStrategyRecord = Type.Object({
  id: Type.Integer({ title: '策略 ID' }),
  name: Type.String({ title: '策略名称' }),
  user_daily_cap: Type.Integer({ title: '每人每日展示上限', description: '0 为不限' }),
  interval_minutes: Type.Integer({ title: '最短间隔（分钟）', description: '同一用户两次展示之间；0 为不限' }),
  rotation: Type.Integer({ title: '轮播方式', description: '1 按出价优先，2 平均轮播，3 按剩余预算优先' }),
  status: Type.Integer({ title: '状态', description: '1 启用，0 停用' }),
  remark: Type.String({ title: '备注' }),
  create_time: Type.String({ title: '创建时间' }),
  update_time: Type.String({ title: '更新时间' }),
});
const fields = {
  name: Text('策略名称', 30, 1),
  user_daily_cap: Type.Integer({ minimum: 0, maximum: 1000, title: '每人每日展示上限', description: '0–1000，0 为不限' }),
  interval_minutes: Type.Integer({ minimum: 0, maximum: 1440, title: '最短间隔（分钟）', description: '0–1440，0 为不限' }),
  rotation: OneOf(adRotationNames, '轮播方式'),
  remark: Type.Optional(Text('备注', 200)),
};
const IdReply = Type.Object({ id: Type.Integer() });

export const exposureStrategyList = defineCall({ method: 'GET', path: 'adverting/config/exposure-strategy/list', summary: '曝光策略列表（新建的在前）', ...gate('adverting:config:exposure:list'),
  query: Type.Object({ ...pageQuery(20), name: Type.Optional(Text('策略名称', 30)), status: Type.Optional(Status) }),
  reply: ListOf(ExposureStrategyRecord),
});
export const exposureStrategyGet = defineCall({ method: 'GET', path: 'adverting/config/exposure-strategy', summary: '曝光策略详情', ...gate('adverting:config:exposure:list'),
  query: Type.Object({ id: Id('策略 ID') }),
  reply: ExposureStrategyRecord,
});
export const exposureStrategyCreate = defineCall({ method: 'POST', path: 'adverting/config/exposure-strategy', summary: '新建曝光策略', ...gate('adverting:config:exposure:create'), body: Type.Object(fields), reply: IdReply });
export const exposureStrategyUpdate = defineCall({ method: 'PUT', path: 'adverting/config/exposure-strategy', summary: '编辑曝光策略', ...gate('adverting:config:exposure:update'),
  body: Type.Object({ id: Id('策略 ID'), ...fields }),
  reply: IdReply,
});
export const exposureStrategyStatus = defineCall({ method: 'PUT', path: 'adverting/config/exposure-strategy/status', summary: '停用或启用曝光策略', ...gate('adverting:config:exposure:update'),
  body: Type.Object({ id: Id('策略 ID'), status: Status }),
  reply: Type.Object({ id: Type.Integer(), status: Type.Integer() }),
});
