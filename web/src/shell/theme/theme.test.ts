import { describe, expect, it } from 'vitest';
import { defaultTheme, themeOf, type Summary } from './theme';

const summary = (metadata: Record<string, string>) => ({ app_id: 'console', name: '商户管理平台', metadata }) as unknown as Summary;

describe('the theme of a domain summary', () => {
  it('keeps the defaults of document 1 §1 where the metadata is silent (menuMaxNum 6, #409EFF)', () => {
    const theme = themeOf(summary({}));
    expect(theme.menuMaxNum).toBe(6);
    expect(theme.primaryColor).toBe('#409EFF');
    expect(theme.siteName).toBe(defaultTheme.siteName);
  });

  it('takes the top menu’s section count from STYLE_MENU_MAX_NUM, and ignores a value that is no number', () => {
    expect(themeOf(summary({ STYLE_MENU_MAX_NUM: '8' })).menuMaxNum).toBe(8);
    expect(themeOf(summary({ STYLE_MENU_MAX_NUM: 'many' })).menuMaxNum).toBe(6);
    expect(themeOf(summary({ STYLE_MENU_MAX_NUM: '0' })).menuMaxNum).toBe(6);
  });
});
