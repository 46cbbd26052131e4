import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { monitorContactDelete, monitorContactDisable, monitorContactList, type CallDefinition } from '@console/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../../../test/render-page';
import { useSession } from '../../../shell/session/store';
import { mockSend } from '../../../../test/send';

const send = mockSend();

const { default: ContactListPage } = await import('./contact-list-page');

const contact = (id: number, name: string, groups: { id: number; name: string }[], status = 1) => ({
  id, name, mobile: `1391234${String(id).padStart(4, '0')}`, email: '', remark: '', status, groups, create_time: '2026-02-01T01:00:00Z', update_time: '2026-02-01T01:00:00Z',
});
const rows = [contact(1, '王磊', [{ id: 5, name: '值班组' }, { id: 6, name: '管理层' }]), contact(2, '陈静', []), contact(3, '黄涛', [{ id: 5, name: '值班组' }], 0)];

const answer = (call: CallDefinition) => {
  if (call === monitorContactList) return Promise.resolve({ row: rows, paging_header: { total_count: 3, page_index: 1, page_size: 20 } });
  if (call === monitorContactDelete || call === monitorContactDisable) return Promise.resolve({ id: 1, left_groups: [], status: 0 });
  return Promise.reject(new Error(`unexpected call ${call.path}`));
};

const rowOf = (name: string) => screen.getByText(name).closest('tr')!;
const confirmTitle = () => document.querySelector('.ant-modal-confirm-title')?.textContent;
const confirm = () => fireEvent.click(within(document.querySelector('.ant-modal-confirm') as HTMLElement).getByRole('button', { name: /确\s*定|OK/ }));

// A whole list page in jsdom (search panel, table, confirmations) takes several seconds on a loaded machine.
describe('ContactListPage', () => {
  beforeEach(() => {
    send.mockReset();
    send.mockImplementation(answer);
    useSession.setState({
      permissions: new Set(['merchant:monitor:contact:list', 'merchant:monitor:contact:update', 'merchant:monitor:contact:delete']),
      products: new Set(['energy:partner:platform']),
    });
    renderPage(<ContactListPage />, '/account/monitor/contact');
  });

  it('masks mobiles, lists groups, marks a disabled contact as receiving nothing, and says it stays in its groups before disabling', async () => {
    await screen.findByText('王磊');
    expect(within(rowOf('王磊')).getByText('139****0001')).toBeTruthy();
    expect(within(rowOf('王磊')).getByText('管理层')).toBeTruthy();
    expect(within(rowOf('黄涛')).getByText('停用（不接收告警）')).toBeTruthy();
    expect(screen.getByText(/停用的联系人仍在所属联系人组中，但不接收任何告警/)).toBeTruthy();
    // No create permission: no 新建 button.
    expect(screen.queryByRole('button', { name: /新建联系人/ })).toBeNull();

    fireEvent.click(within(rowOf('王磊')).getByRole('button', { name: '停用' }));
    await waitFor(() => expect(confirmTitle()).toBe('停用「王磊」后，它仍在联系人组「值班组」、「管理层」中，但不再接收任何告警。确定停用吗？'));
    confirm();
    await waitFor(() => expect(send).toHaveBeenCalledWith(monitorContactDisable, { id: 1 }));
  });

  it('names the groups a contact leaves before deleting it and confirms that to the server; one in no group needs no flag', async () => {
    await screen.findByText('王磊');
    fireEvent.click(within(rowOf('王磊')).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(confirmTitle()).toBe('「王磊」在联系人组「值班组」、「管理层」中，删除后将移出这些组（组本身保留）。确定删除吗？'));
    confirm();
    await waitFor(() => expect(send).toHaveBeenCalledWith(monitorContactDelete, { id: 1, leave_groups: 1 }));
    await waitFor(() => expect(document.querySelector('.ant-modal-confirm')).toBeNull());

    fireEvent.click(within(rowOf('陈静')).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(confirmTitle()).toBe('删除「陈静」后不能恢复（操作日志保留）。确定删除吗？'));
    confirm();
    await waitFor(() => expect(send).toHaveBeenCalledWith(monitorContactDelete, { id: 2, leave_groups: undefined }));
  });
});
