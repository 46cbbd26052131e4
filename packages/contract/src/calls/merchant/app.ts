import { Type } from '@sinclair/typebox';
import { defineCall, Text } from '../../call.js';
import { MapSettings } from '../map/settings.js';

/** Theme metadata keys of document 1 §3. */
export const themeMetadataKeys = [
  'IMAGE_MENU_LOGO',
  'TEXT_SITENAME',
  'STYLE_MENU_TITLE',
  'STYLE_PRIMARY_COLOR',
  'IMAGE_FAVICON',
  'LINK_SUPPORT',
  'ENABLE_AI_SUPPORT',
  // Not in document 1 §3's list: where the avatar panel's 切换账号 leads (shown only when set).
  'LINK_MORE_OAUTH',
  // Not in the list either: the theme's menuMaxNum (document 1 §2 gives its default, 6) — top sections shown before 更多.
  'STYLE_MENU_MAX_NUM',
] as const;

export const appSummary = defineCall({
  method: 'GET',
  path: 'merchant/app/rt/summary',
  summary: '按域名取得应用与主题配置（无需登录）',
  auth: 'none',
  refreshExempt: true,
  query: Type.Object({
    domain: Text('域名', 253, 1),
    profile: Type.Optional(Text('环境', 32)),
  }),
  reply: Type.Object({
    app_id: Type.String(),
    name: Type.String(),
    system: Type.String(),
    domain: Type.String(),
    profile: Type.String(),
    metadata: Type.Record(Type.String(), Type.String()),
    // Server settings the console needs before any login (not app metadata: they are the same for every app).
    map: Type.Optional(MapSettings),
    region_version: Type.Optional(Type.String({ title: '行政区划数据版本', description: '变化时控制台重新取得本地缓存的区划树' })),
    oauth: Type.Optional(
      Type.Object({ name: Type.String({ title: '身份提供方名称' }) }, { title: '第三方登录', description: '服务器配置了统一身份认证（OAUTH_*）时出现；不含任何密钥' }),
    ),
  }),
});
