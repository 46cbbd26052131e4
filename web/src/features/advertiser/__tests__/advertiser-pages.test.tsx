import { fireEvent, screen, waitFor } from '@testing-library/react';
import { advertiserGet, advertiserPriceGet, advertiserPriceUpdate, advertiserUpdate, optionList, type CallDefinition } from '@console/contract';
import dayjs from 'dayjs';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../../../test/render-page';
import { demandBody } from '../../adverting/advertiser/demand-form-page';
import { pricesText } from '../../adverting/advertiser/shared';
import { mockSend } from '../../../../test/send';

const send = mockSend();

const { default: PriceSettingPage } = await import('../price-setting-page');
const { default: AdvertiserFormPage } = await import('../../adverting/advertiser/advertiser-form-page');

const account = {
  id: 3, name: '蓝海传媒广告有限公司', short_name: '蓝海传媒', credit_code: '91440300MA5100500F', industry: '本地生活', contact_name: '吴昊', contact_mobile: '13800000500',
  contact_email: '', address: '', qualifications: [], account_merchant: 100500, account_merchant_name: '蓝海传媒广告有限公司', partner: 100000, partner_name: '智泊云平台运营中心',
  status: 1, balance: 0, recharge_total: 0, spend_total: 0, cpm_price: 3500, cpc_price: 80, daily_budget: 0, remark: '', create_time: '', update_time: '',
};
const answer = (call: CallDefinition) => {
  if (call === optionList) return Promise.resolve({ row: [] });
  if (call === advertiserPriceGet) return Promise.resolve({ cpm_price: 3500, cpc_price: 80, daily_budget: 300000 });
  if (call === advertiserPriceUpdate) return Promise.resolve({ cpm_price: 3850, cpc_price: 80, daily_budget: 0 });
  if (call === advertiserGet) return Promise.resolve(account);
  if (call === advertiserUpdate) return Promise.resolve({ id: 3 });
  return Promise.reject(new Error(`unexpected call ${call.path}`));
};
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('advertiser pages', () => {
  beforeEach(() => {
    send.mockReset();
    send.mockImplementation(answer);
  });

  it('出价设置 shows the bids in yuan and saves them in fen (a cleared budget is 0, 不限)', async () => {
    renderPage(<PriceSettingPage />, '/advertiser/price-setting');
    await waitFor(() => expect(input('CPM 出价').value).toBe('35.00'));
    expect(input('CPC 出价').value).toBe('0.80');
    fireEvent.change(input('CPM 出价'), { target: { value: '38.5' } });
    fireEvent.blur(input('CPM 出价'));
    fireEvent.change(input('日预算'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(send).toHaveBeenCalledWith(advertiserPriceUpdate, { cpm_price: 3850, cpc_price: 80, daily_budget: 0 }));
  });

  it('editing a linked advertiser shows its merchant as text and sends the link unchanged', async () => {
    renderPage(<AdvertiserFormPage />, '/adverting/advertiser/edit?id=3');
    await waitFor(() => expect(input('公司名称').value).toBe('蓝海传媒广告有限公司'));
    expect(screen.getByText('蓝海传媒广告有限公司（100500）')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: '广告主商户' })).toBeNull();
    fireEvent.change(input('统一社会信用代码'), { target: { value: '91440300 ma5100500f' } });
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(send).toHaveBeenCalledWith(advertiserUpdate, expect.objectContaining({ id: 3, account_merchant: 100500, credit_code: '91440300MA5100500F', contact_email: undefined })));
  });
});

describe('form bodies and texts', () => {
  it('a demand travels with its period as two days and its scenes in order; no regions is 全国', () => {
    expect(demandBody({ title: ' 拓量 ', advertiser: 3, scenes: [5, 1], daily_shows: 100, budget: 5000, period: [dayjs('2026-12-01'), dayjs('2026-12-07')] })).toEqual({
      title: '拓量', advertiser: 3, regions: [], scenes: [1, 5], daily_shows: 100, budget: 5000, start_date: '2026-12-01', end_date: '2026-12-07', description: undefined,
    });
  });
  it('names the bids, 不出价 and 不限', () => {
    expect(pricesText({ cpm_price: 3500, cpc_price: 0, daily_budget: 0 })).toBe('CPM ¥35.00/千次展示 · CPC 不出价 · 日预算 不限');
  });
});
