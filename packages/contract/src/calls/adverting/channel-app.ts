import { Type } from '@sinclair/typebox';
import { defineCall, Id, Text } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';
import { advertGate as gate, advertOneOf as OneOf, advertStatusField as Status } from './config.js';

/**
 * 广告 › 配置管理 › 渠道应用 (document 2 §2 "Advertising partner", config: channel app list and detail): the apps and
 * mini programs that request the partner's ads, each with its own app key and optionally its traffic provider.
 * docs/decisions.md, "Advertising delivery (广告 › 投放管理)".
 */
export const channelAppPlatformNames: Record<number, string> = { 1: 'iOS', 2: 'Android', 3: 'HarmonyOS', 4: '微信小程序', 5: '支付宝小程序', 6: 'H5' };

export const ChannelAppRecord = Type.Object({
  id: Type.Integer({ title: '应用 ID' }),
  name: Type.String({ title: '应用名称' }),
  platform: Type.Integer({ title: '平台' }),
  bundle: Type.String({ title: '包名/AppID', description: 'iOS Bundle ID、Android 包名或小程序 AppID' }),
  app_key: Type.String({ title: '广告 AppKey', description: '应用请求广告时携带，由系统生成' }),
  provider: Type.Integer({ title: '流量主 ID', description: '0 为自有流量' }),
  provider_name: Type.String({ title: '流量主' }),
  status: Type.Integer({ title: '状态', description: '1 启用，0 停用（停用的应用不再获得广告）' }),
  remark: Type.String({ title: '备注' }),
  create_time: Type.String({ title: '创建时间' }),
  update_time: Type.String({ title: '更新时间' }),
});
const fields = {
  name: Text('应用名称', 40, 1),
  platform: OneOf(channelAppPlatformNames, '平台'),
  bundle: Type.String({ pattern: '^[A-Za-z0-9][A-Za-z0-9._-]{1,99}$', title: '包名/AppID', description: '2–100 位字母、数字、点、下划线或连字符', examples: ['com.zhibo.park'] }),
  provider: Type.Optional(Id('流量主 ID')),
  remark: Type.Optional(Text('备注', 200)),
};
const IdReply = Type.Object({ id: Type.Integer() });

export const channelAppList = defineCall({ method: 'GET', path: 'adverting/config/channel-app/list', summary: '渠道应用列表（新建的在前）', ...gate('adverting:config:channel_app:list'),
  query: Type.Object({ ...pageQuery(20), keywords: Type.Optional(Text('应用名称或包名', 40)), platform: Type.Optional(OneOf(channelAppPlatformNames, '平台')), status: Type.Optional(Status) }),
  reply: ListOf(ChannelAppRecord),
});
export const channelAppGet = defineCall({ method: 'GET', path: 'adverting/config/channel-app', summary: '渠道应用详情', ...gate('adverting:config:channel_app:list'),
  query: Type.Object({ id: Id('应用 ID') }),
  reply: ChannelAppRecord,
});
export const channelAppCreate = defineCall({ method: 'POST', path: 'adverting/config/channel-app', summary: '新建渠道应用（生成 AppKey）', ...gate('adverting:config:channel_app:create'), body: Type.Object(fields), reply: IdReply });
export const channelAppUpdate = defineCall({ method: 'PUT', path: 'adverting/config/channel-app', summary: '编辑渠道应用（AppKey 不变）', ...gate('adverting:config:channel_app:update'),
  body: Type.Object({ id: Id('应用 ID'), ...fields }),
  reply: IdReply,
});
export const channelAppStatus = defineCall({ method: 'PUT', path: 'adverting/config/channel-app/status', summary: '停用或启用渠道应用', ...gate('adverting:config:channel_app:update'),
  body: Type.Object({ id: Id('应用 ID'), status: Status }),
  reply: Type.Object({ id: Type.Integer(), status: Type.Integer() }),
});
