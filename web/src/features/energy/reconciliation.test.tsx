import { render, screen } from '@testing-library/react';
import { energySettlementGet, energySettlementPaymentList, type CallDefinition } from '@console/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/render-page';
import { useSession } from '../../shell/session/store';
import { AccountText, periodText, TransferStateTag } from './reconciliation-shared';
import { mockSend } from '../../../test/send';

const send = mockSend();

const { default: SettlementDetailPage } = await import('./settlement-detail-page');

const statement = {
  settle_no: 'JS20261101000001', merchant: 100202, merchant_name: '宝安充电站', period: '2026-11-01', order_count: 2, elec_amount: 3000, service_amount: 2000, amount: 5000, fee: 30, payable: 4970,
  transfer_no: 'DK20261101000001', transfer_state: -1, transfer_time: '', create_time: '2026-11-01T19:00:00Z', fee_rate: 60,
  bank_name: '', account_name: '', account_no: '', transfer_reason: '收款户名与账号不符，银行拒绝入账',
};
const payment = (pay_no: string, amount: number) => ({
  pay_no, order_no: `CD${pay_no.slice(2)}`, station_code: 'ES100003', station_name: '宝安西乡充电站', plate: '', energy_wh: 12_345, elec_amount: amount / 2, service_amount: amount / 2, amount, pay_mode: 1,
  pay_time: '2026-10-31T10:00:00Z', settle_time: '2026-10-31T18:00:00Z',
});

const answer = (call: CallDefinition) => {
  if (call === energySettlementGet) return Promise.resolve(statement);
  if (call === energySettlementPaymentList) return Promise.resolve({ row: [payment('ZF20261031000001', 2000), payment('ZF20261031000002', 3000)], paging_header: { total_count: 2, page_index: 1, page_size: 20 } });
  return Promise.resolve([]);
};

describe('reconciliation labels', () => {
  it('names the statement day with its weekday (UTC+8) and the account masked, or that none is set', () => {
    expect(periodText('2026-11-01')).toBe('2026-11-01（周日）');
    expect(periodText('2026-11-27')).toBe('2026-11-27（周五）');
    render(<AccountText r={{ bank_name: '招商银行', account_name: '南山快充站', account_no: '**** **** 8888' }} />);
    expect(screen.getByText('招商银行 · 南山快充站 · **** **** 8888')).toBeTruthy();
    render(<AccountText r={{ bank_name: '', account_name: '', account_no: '' }} />);
    expect(screen.getByText('未设置提现账户')).toBeTruthy();
    render(<TransferStateTag state={-2} />);
    expect(screen.getByText('已退票')).toBeTruthy();
  });
});

describe('SettlementDetailPage', () => {
  beforeEach(() => send.mockReset().mockImplementation(answer));

  it("the group's statement: its member, the fee rate, the failure and its orders; read-only (no buttons but 返回)", async () => {
    useSession.setState({ permissions: new Set(['energy:group:reconciliation:list']), products: new Set(['energy:group:platform']) });
    renderPage(<SettlementDetailPage />, '/group/energy/reconciliation/settlement/detail?settle_no=JS20261101000001');
    await screen.findByText('结算单 · JS20261101000001');
    expect(send).toHaveBeenCalledWith(energySettlementGet, { settle_no: 'JS20261101000001' });
    expect(screen.getByText('宝安充电站（100202）')).toBeTruthy();
    expect(screen.getByText('¥0.30（费率 0.60%）')).toBeTruthy();
    expect(screen.getByText('打款失败')).toBeTruthy();
    expect(screen.getByText('收款户名与账号不符，银行拒绝入账')).toBeTruthy();
    expect(screen.getByText('未设置提现账户')).toBeTruthy();
    await screen.findByText('ZF20261031000002');
    expect(send).toHaveBeenCalledWith(energySettlementPaymentList, expect.objectContaining({ settle_no: 'JS20261101000001', page_index: 1 }), expect.anything());
    expect(screen.getAllByRole('button').map((b) => b.textContent?.replace(/\s/g, '')).filter((t) => t && !/^\d+$/.test(t))).toEqual(['返回']);
  }, 60_000);
});
