import { appSummary, type CallReply, Code, type MapSettings } from '@console/contract';
import { send, RequestError } from '../../lib/request';

export type Summary = CallReply<typeof appSummary>;

/** The theme of document 1 §1 and §3, with its defaults. */
export interface Theme {
  appId: string;
  siteName: string;
  menuTitle: string;
  logo: string;
  favicon: string;
  primaryColor: string;
  supportLink: string;
  aiSupport: boolean;
  /** Where 切换账号 leads (metadata LINK_MORE_OAUTH); the item shows only when it is set. */
  moreOauth: string;
  header: boolean;
  layout: 'mix';
  menuMaxNum: number;
  /** Keep-alive pages and visited tabs (DECISIONS.md: both theme settings). */
  keepAlivePages: number;
  visitedTabs: number;
  /** Tile sources and place search of the map dialog (server settings MAP_*; empty: offline). */
  map: MapSettings;
  /** Version of the region data; the area picker's cached tree is kept while it matches. */
  regionVersion: string;
  /** The identity provider's name when third-party sign-in is configured (server OAUTH_*); empty: off. */
  oauthName: string;
}

export const DEFAULT_LOGO = '/logo.svg';

export const defaultTheme: Theme = {
  appId: '',
  siteName: '商户管理平台',
  menuTitle: '商户管理平台',
  logo: DEFAULT_LOGO,
  favicon: '/favicon.svg',
  primaryColor: '#409EFF',
  supportLink: '',
  aiSupport: false,
  moreOauth: '',
  header: true,
  layout: 'mix',
  menuMaxNum: 6,
  keepAlivePages: 5,
  visitedTabs: 2,
  map: { tile_url: '', satellite_tile_url: '', tile_attribution: '', place_search: false },
  regionVersion: '',
  oauthName: '',
};

const isColor = (value: string | undefined) => !!value && /^#[0-9a-f]{3}([0-9a-f]{3})?$/i.test(value);

export function themeOf(summary: Summary): Theme {
  const m = summary.metadata;
  return {
    ...defaultTheme,
    appId: summary.app_id,
    siteName: m.TEXT_SITENAME || defaultTheme.siteName,
    menuTitle: m.STYLE_MENU_TITLE || m.TEXT_SITENAME || defaultTheme.menuTitle,
    logo: m.IMAGE_MENU_LOGO || DEFAULT_LOGO,
    favicon: m.IMAGE_FAVICON || defaultTheme.favicon,
    primaryColor: isColor(m.STYLE_PRIMARY_COLOR) ? m.STYLE_PRIMARY_COLOR! : defaultTheme.primaryColor,
    supportLink: m.LINK_SUPPORT || '',
    aiSupport: m.ENABLE_AI_SUPPORT === '1' || m.ENABLE_AI_SUPPORT === 'true',
    moreOauth: m.LINK_MORE_OAUTH || '',
    menuMaxNum: Number(m.STYLE_MENU_MAX_NUM) || defaultTheme.menuMaxNum,
    map: summary.map ?? defaultTheme.map,
    regionVersion: summary.region_version ?? '',
    oauthName: summary.oauth?.name ?? '',
  };
}

export type ThemeFailure = 'network' | 'missing' | 'refused';

/** Loads the theme of this domain; a failure says which page the console shows instead. */
export async function loadTheme(domain = window.location.hostname): Promise<Theme> {
  try {
    return themeOf(await send(appSummary, { domain }, { silent: true }));
  } catch (error) {
    const code = error instanceof RequestError ? error.code : 'network';
    throw code === 'network' || code === 'timeout' ? 'network' : code === Code.APP_CONFIG_MISSING ? 'missing' : 'refused';
  }
}

/** Page title and favicon follow the theme. */
export function applyDocumentTheme(theme: Theme, pageTitle?: string) {
  document.title = pageTitle ? `${pageTitle} - ${theme.siteName}` : theme.siteName;
  let icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!icon) {
    icon = document.createElement('link');
    icon.rel = 'icon';
    document.head.appendChild(icon);
  }
  icon.href = theme.favicon;
}
