import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  energyBlacklistCreate,
  energyBlacklistList,
  energyBlacklistStatus,
  energyEmapApplyAudit,
  energyEmapApplyList,
  energyWhitelistList,
  type CallDefinition,
} from '@console/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/render-page';
import { useSession } from '../../shell/session/store';
import { mockSend } from '../../../test/send';

const send = mockSend();

const { UserList, normalIdentity } = await import('./user-list-page');
const { ExpiryCell, TrafficCell } = await import('./sim-list-page');
const { default: EmapApplyPage } = await import('./emap-apply-page');

const entry = (id: number, overrides: Record<string, unknown> = {}) => ({
  id, kind: 1, merchant: 100201, merchant_name: '南山快充站', station_code: null, station_name: null, identity_type: 1, identity: '13912340001', name: '刘先生', reason: '占位不挪车',
  expire_date: null, status: 1, state: 1, operator: '孙强', create_time: '2026-10-01T02:00:00Z', update_time: '2026-10-01T02:00:00Z', ...overrides,
});
const entries = [entry(1), entry(2, { identity_type: 3, identity: 'LSGBC5345HS123457', station_code: 'ES100002', station_name: '南山后海充电站', expire_date: '2026-01-01', state: 2 }), entry(3, { identity: '15011112222', status: 0, state: 0 })];
const apply = (id: number, status: number, platform: string) => ({
  id, apply_no: `EM2026112700${id}`, merchant: 100201, merchant_name: '南山快充站', station_code: 'ES100001', station_name: '南山科技园充电站', station_address: '科技南十路 6 号', platform,
  contact_name: '孙强', contact_mobile: '13800000201', note: '申请上架', status, audit_note: '', auditor: '', audit_time: null, create_time: '2026-11-25T02:00:00Z',
});
const applies = [apply(1, 0, 'baidu'), apply(2, 1, 'amap')];
const list = (row: unknown[]) => Promise.resolve({ row, paging_header: { total_count: row.length, page_index: 1, page_size: 20 } });

const answer = (call: CallDefinition) => {
  if (call === energyBlacklistList || call === energyWhitelistList) return list(entries);
  if (call === energyEmapApplyList) return list(applies);
  if (call === energyBlacklistCreate || call === energyBlacklistStatus || call === energyEmapApplyAudit) return Promise.resolve({ id: 9 });
  return Promise.resolve([]);
};
const rowOf = (text: string) => screen.getByText(text).closest('tr')!;
const merchantCodes = ['energy:acl:list', 'energy:acl:create', 'energy:acl:update', 'energy:emap:list'];

describe('用户黑名单', () => {
  beforeEach(() => {
    send.mockReset().mockImplementation(answer);
    useSession.setState({ permissions: new Set(merchantCodes), products: new Set(['energy:merchant:platform']) });
  });

  it('shows where and how long each entry applies, and offers 移除 or 恢复 by its state', async () => {
    renderPage(<UserList />, '/energy/merchant/config/blacklist');
    await screen.findByText('手机号 13912340001');
    expect(within(rowOf('手机号 13912340001')).getByText('全部电站')).toBeTruthy();
    expect(within(rowOf('手机号 13912340001')).getByText('长期有效')).toBeTruthy();
    expect(within(rowOf('VIN LSGBC5345HS123457')).getByText('已过期')).toBeTruthy();
    expect(within(rowOf('手机号 15011112222')).queryByText('移除')).toBeNull();
    fireEvent.click(within(rowOf('手机号 15011112222')).getByText('恢复'));
    const confirm = await waitFor(() => document.querySelector('.ant-modal-confirm') as HTMLElement);
    expect(confirm.textContent).toContain('将 15011112222 恢复到黑名单？');
    fireEvent.click(within(confirm).getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(send).toHaveBeenCalledWith(energyBlacklistStatus, { id: 3, status: 1 }));
  });

  it('adds a VIN in capitals, refusing a malformed one as the server would', { timeout: 120_000 }, async () => {
    renderPage(<UserList />, '/energy/merchant/config/blacklist');
    await screen.findByText('手机号 13912340001');
    fireEvent.click(screen.getByRole('button', { name: /添加黑名单用户/ }));
    const dialog = (await screen.findByText('添加黑名单用户', { selector: '.ant-modal-title' })).closest('.ant-modal') as HTMLElement;
    fireEvent.click(within(dialog).getByLabelText('VIN'));
    const vin = await within(dialog).findByRole('textbox', { name: /车辆 VIN/ });
    fireEvent.change(vin, { target: { value: 'lgbh52e05ky12345o' } });
    fireEvent.change(within(dialog).getByLabelText('拉黑原因'), { target: { value: '多次占用车位' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await within(dialog).findByText('请输入正确的VIN');
    fireEvent.change(vin, { target: { value: 'lgbh52e05ky123456' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith(energyBlacklistCreate, { identity_type: 3, identity: 'LGBH52E05KY123456', reason: '多次占用车位', permanent: true }),
    );
  });

  it('normalises identities as the server checks them', () => {
    expect(normalIdentity(3, ' lfv3a23c8k3012345 ')).toBe('LFV3A23C8K3012345');
    expect(normalIdentity(1, '138 0013 8000')).toBe('13800138000');
  });
});

describe('SIM cells', () => {
  it('marks expired and expiring cards and the traffic against the plan', () => {
    const { container } = render(
      <>
        <ExpiryCell row={{ expire_date: '2026-11-19', days_left: -8 }} />
        <ExpiryCell row={{ expire_date: '2026-12-15', days_left: 18 }} />
        <ExpiryCell row={{ expire_date: '2027-08-01', days_left: 247 }} />
        <TrafficCell row={{ used_mb: 600, plan_mb: 500 }} />
      </>,
    );
    expect(screen.getByText('2026-11-19 已过期')).toBeTruthy();
    expect(screen.getByText('2026-12-15（剩 18 天）')).toBeTruthy();
    expect(screen.getByText('2027-08-01')).toBeTruthy();
    expect(screen.getByText('600 / 500 MB')).toBeTruthy();
    expect(container.querySelector('.ant-progress-status-exception')).toBeTruthy();
  });
});

describe('地图引流申请', () => {
  beforeEach(() => send.mockReset().mockImplementation(answer));

  it('offers the merchant no 审核', async () => {
    useSession.setState({ permissions: new Set(merchantCodes), products: new Set(['energy:merchant:platform']) });
    renderPage(<EmapApplyPage />, '/energy/merchant/emap-apply/list');
    await screen.findByText('EM20261127001');
    expect(screen.queryByText('审核')).toBeNull();
  });

  it('lets the partner reject a pending application only with a reason', async () => {
    useSession.setState({ permissions: new Set(['energy:partner:emap:list', 'energy:partner:emap:audit']), products: new Set(['energy:partner:platform']) });
    renderPage(<EmapApplyPage />, '/energy/emap-apply/list');
    await screen.findByText('EM20261127001');
    expect(within(rowOf('EM20261127002')).queryByText('审核')).toBeNull();
    fireEvent.click(within(rowOf('EM20261127001')).getByText('审核'));
    const dialog = (await screen.findByText('审核地图引流申请', { selector: '.ant-modal-title' })).closest('.ant-modal') as HTMLElement;
    fireEvent.click(within(dialog).getByLabelText('驳回'));
    fireEvent.click(within(dialog).getByRole('button', { name: /提交审核/ }));
    await within(dialog).findByText('请填写驳回原因');
    fireEvent.change(within(dialog).getByLabelText('驳回原因'), { target: { value: '门头照片不清晰' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /提交审核/ }));
    await waitFor(() => expect(send).toHaveBeenCalledWith(energyEmapApplyAudit, { id: 1, status: 2, note: '门头照片不清晰' }));
  });
});
