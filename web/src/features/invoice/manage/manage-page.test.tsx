import { screen, waitFor, within } from '@testing-library/react';
import { invoiceMerchantRtGet, type CallDefinition } from '@console/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../../../test/render-page';
import { useSession } from '../../../shell/session/store';
import { mockSend } from '../../../../test/send';

const send = mockSend();

const { default: ManagePage } = await import('./manage-page');

const rt = (softwareType: number) => ({
  merchant: 100101, merchant_name: '福田中心停车场', software_code: 'IN31542', software_name: '航信税控盘开票', software_type: softwareType, software_status: 1,
  rule_configured: true, seller_name: '深圳市福田中心停车场管理有限公司', tax_number: '91440300MA5100101X', default_tax_rate: 6, single_limit: 1_000_000,
  need_review: true, remark: '', operator: '郑洁', update_time: '2026-09-05T02:00:00.000Z',
});

const PERMISSIONS = ['invoice:partner:merchant:list', 'invoice:partner:merchant:update', 'invoice:partner:auditor:list'];
const signedIn = (system: 'platform' | 'merchant') =>
  useSession.setState({ status: 'ready', user: { merchant: system === 'platform' ? 100000 : 100600, system } as never, permissions: new Set(PERMISSIONS), products: new Set(['invoice:partner:platform']) });

const menuItems = async () => {
  const menu = await screen.findByRole('menu', { name: '发票商户管理' });
  return within(menu).getAllByRole('menuitem').map((item) => item.textContent?.trim());
};

// The management page's own menu is the route entries pruned by routeAccess with the managed merchant's context.
describe('ManagePage (发票商户管理)', () => {
  beforeEach(() => send.mockReset());

  it('shows 审核人 to the platform operator when the merchant’s software is of type 1', async () => {
    send.mockImplementation((call?: CallDefinition) => Promise.resolve(call?.path === invoiceMerchantRtGet.path ? rt(1) : { row: [], paging_header: { total_count: 0 } }));
    signedIn('platform');
    renderPage(<ManagePage />, '/invoice-merchant/manage?merchant=100101');
    await screen.findByText('深圳市福田中心停车场管理有限公司');
    await waitFor(async () => expect(await menuItems()).toEqual(['概览', '基础规则', '税控软件', '审核人', '开票记录', '可开票交易']));
    expect(screen.getByText('10,000.00 元')).toBeTruthy();
    expect(send).toHaveBeenCalledWith(invoiceMerchantRtGet, { merchant: 100101 }, expect.anything());
  });

  it('hides 审核人 for software of another type, and from anyone but the platform operator', async () => {
    send.mockImplementation(() => Promise.resolve(rt(2)));
    signedIn('platform');
    const first = renderPage(<ManagePage />, '/invoice-merchant/manage?merchant=100101');
    await screen.findByText('深圳市福田中心停车场管理有限公司');
    expect(await menuItems()).toEqual(['概览', '基础规则', '税控软件', '开票记录', '可开票交易']);
    first.unmount();

    send.mockImplementation(() => Promise.resolve(rt(1)));
    signedIn('merchant');
    renderPage(<ManagePage />, '/invoice-merchant/manage?merchant=100101');
    await screen.findByText('深圳市福田中心停车场管理有限公司');
    expect(await menuItems()).toEqual(['概览', '基础规则', '税控软件', '开票记录', '可开票交易']);
  });
});
