import { Type } from '@sinclair/typebox';
import { defineCall, Id, Text } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';
import { isUrl } from '../../validators/url.js';
import { themeMetadataKeys } from './app.js';

/**
 * App runtime (基础服务 › 应用管理): the apps (console deployments by domain and profile) and their metadata, the
 * theme of the domain summary. The platform operator's (product ALL). See docs/decisions.md, "Apps, metadata,
 * buckets and key-value storage".
 */

export type ThemeMetadataKey = (typeof themeMetadataKeys)[number];

/** A console path (`/logo.svg`) or an absolute http(s) address: where an image of the theme is read from. */
const isImageSource = (value: string) => /^\/(?!\/)[^\s\\]*$/.test(value) || isUrl(value);

/** Each theme key's Chinese label and the rule of its value (an empty value means "use the default"). */
export const themeMetadataRules: Record<ThemeMetadataKey, { label: string; test: (value: string) => boolean; message: string; hint: string }> = {
  IMAGE_MENU_LOGO: { label: '菜单 Logo', test: isImageSource, message: '菜单 Logo 须为以 / 开头的站内路径或 http(s) 网址', hint: '例如 /logo.svg 或 https://cdn.example.com/logo.png' },
  TEXT_SITENAME: { label: '站点名称', test: (v) => v.trim().length > 0 && v.length <= 30, message: '站点名称须为 1–30 个字符', hint: '显示在登录页、浏览器标题和首页' },
  STYLE_MENU_TITLE: { label: '菜单标题', test: (v) => v.trim().length > 0 && v.length <= 30, message: '菜单标题须为 1–30 个字符', hint: '显示在左上角 Logo 旁' },
  STYLE_PRIMARY_COLOR: { label: '主题色', test: (v) => /^#[0-9a-fA-F]{6}$/.test(v), message: '主题色须为 #RRGGBB 格式的颜色', hint: '例如 #409EFF' },
  IMAGE_FAVICON: { label: '网站图标', test: isImageSource, message: '网站图标须为以 / 开头的站内路径或 http(s) 网址', hint: '例如 /favicon.svg' },
  LINK_SUPPORT: { label: '客服链接', test: isUrl, message: '客服链接须为 http(s) 网址', hint: '例如 https://support.example.com；留空则不显示' },
  ENABLE_AI_SUPPORT: { label: '在线客服 AI', test: (v) => v === '0' || v === '1', message: '在线客服 AI 开关只能为 0 或 1', hint: '1 开启，0 关闭' },
  STYLE_MENU_MAX_NUM: { label: '顶部菜单数', test: (v) => /^([1-9]|1[0-9]|20)$/.test(v), message: '顶部菜单数须为 1–20 的整数', hint: '顶部最多显示的菜单项数（不含首页），其余收进“更多”；默认 6' },
  LINK_MORE_OAUTH: { label: '切换账号链接', test: isUrl, message: '切换账号链接须为 http(s) 网址', hint: '设置后头像菜单显示“切换账号”' },
};

export const isThemeMetadataKey = (key: string): key is ThemeMetadataKey => (themeMetadataKeys as readonly string[]).includes(key);

/** The message of a theme value that breaks its rule, else undefined (other keys take any text). */
export function themeMetadataProblem(key: string, value: string): { message: string; hint: string } | undefined {
  if (!isThemeMetadataKey(key) || value === '') return undefined;
  const rule = themeMetadataRules[key];
  return rule.test(value) ? undefined : { message: rule.message, hint: rule.hint };
}

const AppIdField = () => Type.String({ title: '应用 app_id', pattern: '^[a-z][a-z0-9_-]{2,31}$', maxLength: 32, description: '小写字母开头，3–32 位小写字母、数字、_ 或 -', examples: ['console-test'] });
const DomainField = () =>
  Type.String({ title: '域名', maxLength: 253, pattern: '^(localhost|([a-zA-Z0-9]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?\\.)+[a-zA-Z]{2,63}|\\d{1,3}(\\.\\d{1,3}){3})$', description: '不含协议和端口，如 console.example.com', examples: ['console.example.com'] });
const ProfileField = () => Type.String({ title: '环境', pattern: '^[a-z][a-z0-9_-]{0,31}$', maxLength: 32, description: '如 prod、test；同一域名的不同环境各是一个应用' });
const SystemField = () => Type.String({ title: '所属系统', pattern: '^[a-z][a-z0-9_-]{0,31}$', maxLength: 32 });

export const AppRow = Type.Object({
  id: Type.Integer({ title: '应用 ID' }),
  app_id: Type.String({ title: 'app_id' }),
  app_key: Type.String({ title: 'app_key', description: '列表中总是掩码显示；完整的 key 由详情接口答给持有 base:keychain:list 的账号' }),
  name: Type.String({ title: '应用名称' }),
  system: Type.String({ title: '所属系统' }),
  domain: Type.String({ title: '域名' }),
  profile: Type.String({ title: '环境' }),
  is_default: Type.Integer({ title: '默认应用', description: '1：没有应用匹配的域名使用它' }),
  payload_codec: Type.Integer({ title: '报文混淆', description: '1 开启，0 关闭' }),
  status: Type.Integer({ title: '状态', description: '1 启用，0 停用' }),
  metadata_count: Type.Integer({ title: '元数据数' }),
  create_time: Type.String({ title: '创建时间' }),
  update_time: Type.String({ title: '更新时间' }),
});

export const appRuntimeList = defineCall({
  method: 'GET',
  path: 'merchant/app/rt/list',
  summary: '应用列表',
  auth: 'token',
  permission: { anyOf: ['base:app:list', 'base:keychain:list'] },
  product: ['ALL'],
  query: Type.Object({
    ...pageQuery(20),
    keywords: Type.Optional(Text('应用名称、app_id 或域名', 100)),
    profile: Type.Optional(Text('环境', 32)),
    status: Type.Optional(Type.Integer({ minimum: 0, maximum: 1, title: '状态' })),
  }),
  reply: ListOf(AppRow),
});

export const appRuntimeGet = defineCall({
  method: 'GET',
  path: 'merchant/app/rt',
  summary: '应用详情',
  auth: 'token',
  permission: { anyOf: ['base:app:list', 'base:keychain:list'] },
  product: ['ALL'],
  query: Type.Object({ id: Id('应用 ID') }),
  reply: Type.Composite([AppRow, Type.Object({ key_visible: Type.Boolean({ title: 'app_key 是否完整', description: '否：调用者没有 base:keychain:list，app_key 为掩码' }) })]),
});

const AppInput = {
  name: Text('应用名称', 50, 1),
  system: Type.Optional(SystemField()),
  domain: DomainField(),
  profile: Type.Optional(ProfileField()),
  payload_codec: Type.Optional(Type.Integer({ minimum: 0, maximum: 1, title: '报文混淆' })),
  is_default: Type.Optional(Type.Integer({ minimum: 0, maximum: 1, title: '设为默认应用', description: '设为默认后，原默认应用不再是默认' })),
};

/** app_key is generated by the server and answered here once (and to base:keychain:list holders later). */
export const appRuntimeCreate = defineCall({
  method: 'POST',
  path: 'merchant/app/rt',
  summary: '新建应用',
  auth: 'token',
  permission: { anyOf: ['base:app:create'] },
  product: ['ALL'],
  body: Type.Object({ ...AppInput, app_id: Type.Optional(AppIdField()) }),
  reply: Type.Object({ id: Type.Integer(), app_id: Type.String(), app_key: Type.String({ title: '新生成的 app_key（请妥善保存）' }) }),
});

export const appRuntimeUpdate = defineCall({
  method: 'PUT',
  path: 'merchant/app/rt',
  summary: '编辑应用',
  auth: 'token',
  permission: { anyOf: ['base:app:update'] },
  product: ['ALL'],
  body: Type.Object({
    id: Id('应用 ID'),
    ...AppInput,
    reset_key: Type.Optional(Type.Boolean({ title: '重新生成 app_key', description: '旧 key 立即失效' })),
  }),
  reply: Type.Object({ id: Type.Integer(), app_key: Type.Optional(Type.String({ title: '重新生成的 app_key' })) }),
});

/** The default app and the app serving the caller's own domain cannot be deleted (1409). */
export const appRuntimeDelete = defineCall({
  method: 'DELETE',
  path: 'merchant/app/rt',
  summary: '删除应用',
  auth: 'token',
  permission: { anyOf: ['base:app:update'] },
  product: ['ALL'],
  query: Type.Object({ id: Id('应用 ID') }),
  reply: Type.Object({ id: Type.Integer() }),
});

export const appRuntimeEnable = defineCall({
  method: 'PUT',
  path: 'merchant/app/rt/enable',
  summary: '启用应用',
  auth: 'token',
  permission: { anyOf: ['base:app:update'] },
  product: ['ALL'],
  body: Type.Object({ id: Id('应用 ID') }),
  reply: Type.Object({ id: Type.Integer(), status: Type.Integer() }),
});

/** The default app and the app serving the caller's own domain cannot be disabled (1409). */
export const appRuntimeDisable = defineCall({
  method: 'PUT',
  path: 'merchant/app/rt/disable',
  summary: '停用应用',
  auth: 'token',
  permission: { anyOf: ['base:app:update'] },
  product: ['ALL'],
  body: Type.Object({ id: Id('应用 ID') }),
  reply: Type.Object({ id: Type.Integer(), status: Type.Integer() }),
});

const MetadataKeyField = () => Type.String({ title: '元数据键', pattern: '^[A-Z][A-Z0-9_]{1,63}$', maxLength: 64, description: '大写字母、数字和 _，如 TEXT_SITENAME', examples: ['TEXT_SITENAME'] });

export const AppMetadataRow = Type.Object({
  id: Type.String({ title: '标识', description: '应用 ID:键' }),
  app: Type.Integer({ title: '应用 ID' }),
  app_id: Type.String({ title: 'app_id' }),
  app_name: Type.String({ title: '应用名称' }),
  key: Type.String({ title: '元数据键' }),
  label: Type.String({ title: '说明', description: '主题键的中文名称；其他键为空' }),
  value: Type.String({ title: '值' }),
  status: Type.Integer({ title: '状态', description: '1 启用，0 停用（停用的元数据不出现在域名摘要中）' }),
  update_time: Type.String({ title: '更新时间' }),
});

export const appMetadataList = defineCall({
  method: 'GET',
  path: 'merchant/app/rt/metadata/list',
  summary: '应用元数据列表',
  auth: 'token',
  permission: { anyOf: ['base:app:list'] },
  product: ['ALL'],
  query: Type.Object({
    ...pageQuery(20),
    app: Type.Optional(Id('应用 ID')),
    key: Type.Optional(Text('元数据键', 64)),
    status: Type.Optional(Type.Integer({ minimum: 0, maximum: 1, title: '状态' })),
  }),
  reply: ListOf(AppMetadataRow),
});

const MetadataInput = {
  app: Id('应用 ID'),
  key: MetadataKeyField(),
  value: Type.Optional(Text('值', 2000)),
};

/** Theme keys are validated by their rule (`themeMetadataRules`); an empty value means the theme's default. */
export const appMetadataCreate = defineCall({
  method: 'POST',
  path: 'merchant/app/rt/metadata',
  summary: '新增应用元数据',
  auth: 'token',
  permission: { anyOf: ['base:app:update'] },
  product: ['ALL'],
  body: Type.Object(MetadataInput),
  reply: Type.Object({ app: Type.Integer(), key: Type.String() }),
});

export const appMetadataUpdate = defineCall({
  method: 'PUT',
  path: 'merchant/app/rt/metadata',
  summary: '编辑应用元数据',
  auth: 'token',
  permission: { anyOf: ['base:app:update'] },
  product: ['ALL'],
  body: Type.Object(MetadataInput),
  reply: Type.Object({ app: Type.Integer(), key: Type.String() }),
});

export const appMetadataDelete = defineCall({
  method: 'DELETE',
  path: 'merchant/app/rt/metadata',
  summary: '删除应用元数据',
  auth: 'token',
  permission: { anyOf: ['base:app:update'] },
  product: ['ALL'],
  query: Type.Object({ app: Id('应用 ID'), key: MetadataKeyField() }),
  reply: Type.Object({ app: Type.Integer(), key: Type.String() }),
});

export const appMetadataEnable = defineCall({
  method: 'PUT',
  path: 'merchant/app/rt/metadata/enable',
  summary: '启用应用元数据',
  auth: 'token',
  permission: { anyOf: ['base:app:update'] },
  product: ['ALL'],
  body: Type.Object({ app: Id('应用 ID'), key: MetadataKeyField() }),
  reply: Type.Object({ app: Type.Integer(), key: Type.String(), status: Type.Integer() }),
});

export const appMetadataDisable = defineCall({
  method: 'PUT',
  path: 'merchant/app/rt/metadata/disable',
  summary: '停用应用元数据',
  auth: 'token',
  permission: { anyOf: ['base:app:update'] },
  product: ['ALL'],
  body: Type.Object({ app: Id('应用 ID'), key: MetadataKeyField() }),
  reply: Type.Object({ app: Type.Integer(), key: Type.String(), status: Type.Integer() }),
});
