import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { energyCardList, energyCardStatus, type CallDefinition } from '@console/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/render-page';
import { useSession } from '../../shell/session/store';
import { mockSend } from '../../../test/send';

const send = mockSend();

const { default: CardListPage } = await import('./card-list-page');

const card = (kind: number, card_no: string, merchant: number, status: number, acl_count = 0) => ({
  kind, card_no, logical_no: kind === 1 ? 'A1B2C3D0' : '', merchant, merchant_name: merchant === 100201 ? '南山快充站' : '宝安充电站', holder_name: '王*', holder_mobile: '139****0100',
  plate: kind === 2 ? '粤B12345' : '', balance: 12_345, status, acl_count, create_time: '2026-07-01T02:00:00Z', update_time: '2026-07-01T02:00:00Z',
});

const answer = (call: CallDefinition, query: { kind?: number }) => {
  if (call === energyCardList) {
    const rows = query.kind === 2 ? [card(2, 'LFV3A23C8K3012345', 100201, 1, 1)] : [card(1, '880020100001', 100201, 1), card(1, '880020200001', 100202, 2, 1)];
    return Promise.resolve({ row: rows, paging_header: { total_count: rows.length, page_index: 1, page_size: 20 } });
  }
  if (call === energyCardStatus) return Promise.resolve({ kind: 2, card_no: 'LFV3A23C8K3012345', status: 2 });
  // The merchant filter's options.
  return Promise.resolve([]);
};

const rowOf = (text: string) => screen.getByText(text).closest('tr')!;

// One set of pages for three platforms: the kind and the platform come from the address.
describe('CardListPage', () => {
  beforeEach(() => send.mockReset().mockImplementation(answer));

  it("the merchant's VIN list: kind 2 asked for, no merchant column, 新建VIN, 挂失 asked first", async () => {
    useSession.setState({ permissions: new Set(['energy:card:list', 'energy:card:create', 'energy:card:update']), products: new Set(['energy:merchant:platform']) });
    renderPage(<CardListPage />, '/energy/merchant/vin/list');
    await screen.findByText('LFV3A23C8K3012345');
    expect(send).toHaveBeenCalledWith(energyCardList, expect.objectContaining({ kind: 2 }), expect.anything());
    expect(within(rowOf('LFV3A23C8K3012345')).getByText('粤B12345')).toBeTruthy();
    expect(within(rowOf('LFV3A23C8K3012345')).getByText('1 个')).toBeTruthy();
    expect(screen.queryByText('所属商户')).toBeNull();
    expect(screen.getByRole('button', { name: /新建VIN/ })).toBeTruthy();
    fireEvent.click(within(rowOf('LFV3A23C8K3012345')).getByRole('button', { name: '挂失' }));
    await waitFor(() => expect(document.querySelector('.ant-modal-confirm-title')?.textContent).toBe('挂失后VIN「LFV3A23C8K3012345」立即不能使用，找回后可解除挂失。确定挂失吗？'));
    fireEvent.click(within(document.querySelector('.ant-modal-confirm') as HTMLElement).getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(send).toHaveBeenCalledWith(energyCardStatus, { kind: 2, card_no: 'LFV3A23C8K3012345', status: 2 }));
  });

  it("the group's card list with list-only codes: both members' cards with their merchant, no create or status actions", async () => {
    useSession.setState({ permissions: new Set(['energy:group:card:list']), products: new Set(['energy:group:platform']) });
    renderPage(<CardListPage />, '/group/energy/card/list');
    await screen.findByText('880020200001');
    expect(send).toHaveBeenCalledWith(energyCardList, expect.objectContaining({ kind: 1 }), expect.anything());
    expect(within(rowOf('880020200001')).getByText('宝安充电站（100202）')).toBeTruthy();
    expect(within(rowOf('880020200001')).getByText('挂失')).toBeTruthy();
    expect(within(rowOf('880020100001')).getByText('全部电站')).toBeTruthy();
    expect(within(rowOf('880020100001')).getByText('123.45')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /新建充电卡/ })).toBeNull();
    expect(within(rowOf('880020100001')).queryByRole('button', { name: '停用' })).toBeNull();
  });
});
