import { describe, expect, it } from 'vitest';
import { HOME_REDIRECT, homePath, isPublicPath, loginPath, needsSession, redirectTarget, redirectTo, safeRedirect } from './paths';

describe('paths', () => {
  it('knows the public routes of document 1 §2', () => {
    expect(isPublicPath('/')).toBe(true);
    expect(isPublicPath('/error-page/404')).toBe(true);
    expect(isPublicPath('/merchant/business/apply')).toBe(true);
    expect(isPublicPath('/external/payment/channel/detail/')).toBe(true);
    expect(isPublicPath('/home/index')).toBe(false);
  });

  it('sends to login with the page to come back to; the business apply page adds login_other=1', () => {
    expect(loginPath('/account/report/list?x=1')).toBe('/?redirect=%2Faccount%2Freport%2Flist%3Fx%3D1');
    expect(loginPath('/')).toBe('/');
    expect(loginPath('/merchant/business/apply')).toBe('/?redirect=%2Fmerchant%2Fbusiness%2Fapply&login_other=1');
    expect(loginPath('/merchant/business/apply?type=x')).toBe('/?redirect=%2Fmerchant%2Fbusiness%2Fapply%3Ftype%3Dx&login_other=1');
  });

  it('loads the session on the public pages that work signed in only', () => {
    expect(needsSession('/merchant/business/apply/')).toBe(true);
    expect(needsSession('/park/apply')).toBe(true);
    expect(needsSession('/group/merchant/apply/result')).toBe(true);
    expect(needsSession('/payment/channel/apply/detail')).toBe(true);
    expect(loginPath('/channel/apply?inviter=100100')).toBe('/?redirect=%2Fchannel%2Fapply%3Finviter%3D100100&login_other=1');
    expect(needsSession('/error-page/404')).toBe(false);
    expect(needsSession('/home/index')).toBe(false);
  });

  it('honours only redirects inside the console', () => {
    expect(safeRedirect('/home/index')).toBe('/home/index');
    expect(safeRedirect('https://evil.example')).toBeUndefined();
    expect(safeRedirect('//evil.example')).toBeUndefined();
    expect(safeRedirect('/\\evil.example')).toBeUndefined();
    expect(safeRedirect('/home/index?a=1 b')).toBeUndefined();
    expect(safeRedirect(null)).toBeUndefined();
  });

  it('leads /redirect/<path> on to the path with its query, and anything else home', () => {
    expect(redirectTo('/base/services/announcement/notice/list?title=a')).toBe('/redirect/base/services/announcement/notice/list?title=a');
    expect(redirectTarget('/redirect/base/services/announcement/notice/list', '?title=a')).toBe('/base/services/announcement/notice/list?title=a');
    expect(redirectTarget('/redirect//evil.example', '')).toBe(HOME_REDIRECT);
    expect(redirectTarget('/redirect', '')).toBe(HOME_REDIRECT);
  });

  it('picks the home by platform kind', () => {
    expect(homePath(['parking:group:platform'])).toBe('/group/home/index');
    expect(homePath(['energy:group:platform', 'ALL'])).toBe('/group/home/index');
    expect(homePath(['ALL'])).toBe('/home/index');
    expect(homePath(['parking:mcoupon:platform'])).toBe('/home/index');
    expect(homePath(['energy:merchant:platform'])).toBe('/energy/merchant');
    expect(homePath(['adverting:advertiser:platform'])).toBe('/home/index');
  });
});
