import { fireEvent, screen, waitFor } from '@testing-library/react';
import { departmentPrivilege, managerCreate, managerGet, managerUpdate, roleList, type CallDefinition } from '@console/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../../../test/render-page';
import { mockSend } from '../../../../test/send';

const send = mockSend();

const { default: AccountFormPage } = await import('./account-form-page');

const answer = (call: CallDefinition, input: Record<string, unknown>) => {
  if (call === departmentPrivilege) return Promise.resolve({ row: [{ label: '运营部', value: 3, sort: 0 }] });
  if (call === roleList) return Promise.resolve({ row: [{ id: 9, name: '收费员' }], paging_header: { total_count: 1 } });
  if (call === managerCreate) return Promise.resolve({ id: 42, initial_password: input.password ? undefined : 'Kx7pQ2mZr9Ta' });
  if (call === managerGet)
    return Promise.resolve({ id: 42, account: 'zhangsan', name: '张三', mobile: '13800138000', department: 3, department_name: '运营部', identity: 'manager', status: 1, roles: [{ id: 9, name: '收费员' }], create_time: '', update_time: '' });
  if (call === managerUpdate) return Promise.resolve({ id: 42 });
  return Promise.resolve({ row: [], paging_header: { total_count: 0 } });
};

const renderAt = (address: string) => renderPage(<AccountFormPage />, address);

describe('AccountFormPage', () => {
  beforeEach(() => {
    send.mockReset();
    send.mockImplementation(answer);
  });

  it('creates an account without a password and shows the generated one once', async () => {
    renderAt('/account/role-permission/sub-account/add');
    fireEvent.change(screen.getByLabelText('登录账号'), { target: { value: 'zhangsan' } });
    fireEvent.change(screen.getByLabelText('姓名'), { target: { value: '张三' } });
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '13800138000' } });
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(send).toHaveBeenCalledWith(managerCreate, { account: 'zhangsan', name: '张三', mobile: '13800138000', department: 0, roles: [], password: undefined }));
    const shown = await screen.findByTestId('initial-password');
    expect(shown.textContent).toContain('Kx7pQ2mZr9Ta');
    expect(screen.getByRole('button', { name: '复制密码' })).toBeTruthy();
  });

  it('refuses a password that breaks the rule', async () => {
    renderAt('/account/role-permission/sub-account/add');
    fireEvent.change(screen.getByLabelText('初始密码'), { target: { value: 'abcdefgh' } });
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await screen.findByText('密码须为 8-20 位，且同时包含字母和非字母字符');
    expect(send).not.toHaveBeenCalledWith(managerCreate, expect.anything());
  });

  it('edits without the account field and sends only what changed', async () => {
    renderAt('/account/role-permission/sub-account/edit?id=42');
    await waitFor(() => expect((screen.getByLabelText('姓名') as HTMLInputElement).value).toBe('张三'));
    expect(screen.queryByLabelText('登录账号')).toBeNull();
    fireEvent.change(screen.getByLabelText('姓名'), { target: { value: '张三丰' } });
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(send).toHaveBeenCalledWith(managerUpdate, { id: 42, name: '张三丰', mobile: undefined, department: undefined, roles: undefined }));
  });
});
