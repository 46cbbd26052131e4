import { departmentPrivilege, isPassword, roleList, type CallReply } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { App, Form, Input, Typography } from 'antd';
import { formRule } from '../../../widgets/resource/form-page';
import type { FormField } from '../../../widgets/resource/form-page';
import { send } from '../../../lib/request';
import { CopyText } from '../../../widgets/copy-text/copy-text';

export const ACCOUNT_LIST = '/account/role-permission/sub-account/list';
export const ACCOUNT_ADD = '/account/role-permission/sub-account/add';
export const ACCOUNT_EDIT = '/account/role-permission/sub-account/edit';

type DepartmentNode = CallReply<typeof departmentPrivilege>['row'][number];
interface AnyNode {
  label: string;
  value: number;
  children?: AnyNode[];
}

export interface DepartmentTreeItem {
  title: string;
  value: number;
  key: number;
  children?: DepartmentTreeItem[];
}

/** The department branch as antd TreeSelect / Tree data. */
export const departmentTreeData = (nodes: readonly DepartmentNode[] | readonly AnyNode[]): DepartmentTreeItem[] =>
  (nodes as readonly AnyNode[]).map((node) => ({
    title: node.label,
    value: node.value,
    key: node.value,
    children: node.children?.length ? departmentTreeData(node.children) : undefined,
  }));

/** The branch flattened into select options, indented by level (the list's department filter). */
export const departmentOptions = (nodes: readonly AnyNode[], depth = 0): { label: string; value: number }[] =>
  nodes.flatMap((node) => [{ label: `${'\u3000'.repeat(depth)}${node.label}`, value: node.value }, ...departmentOptions(node.children ?? [], depth + 1)]);

/** The departments the caller may put accounts in. */
export function usePrivilegeDepartments() {
  return useQuery({ queryKey: [departmentPrivilege.path], queryFn: () => send(departmentPrivilege, {}, { silent: true }), staleTime: 60_000 });
}

/** The merchant's roles (at most 100: the list's largest page) as select options. */
export function useRoleOptions() {
  return useQuery({
    queryKey: [roleList.path, 'options'],
    queryFn: () => send(roleList, { page_index: 1, page_size: 100 }, { silent: true }),
    select: (data) => data.row.map((role) => ({ label: role.name, value: role.id })),
    staleTime: 60_000,
  });
}

const ALPHABET_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz';
const ALPHABET_DIGITS = '23456789';

/** 12 characters without look-alikes (no 0/O, 1/l/I), at least one letter and one digit (the password rule). */
export function generatePassword(length = 12): string {
  const alphabet = ALPHABET_LETTERS + ALPHABET_DIGITS;
  for (;;) {
    const bytes = crypto.getRandomValues(new Uint32Array(length));
    const password = Array.from(bytes, (n) => alphabet[n % alphabet.length]).join('');
    if (isPassword(password) && /\d/.test(password)) return password;
  }
}

/** Shows a password once, with a copy button: it is not stored in clear and cannot be shown again. */
export function showPasswordOnce(modal: ReturnType<typeof App.useApp>['modal'], account: string, password: string, title = '初始密码') {
  modal.info({
    title,
    width: 460,
    okText: '我已记下',
    content: (
      <div data-testid="initial-password">
        <p>
          账号「{account}」的密码如下，仅显示这一次，请复制后转交给使用人：
        </p>
        <Typography.Text code style={{ fontSize: 16 }}>
          <CopyText text={password} label="复制密码" />
        </Typography.Text>
      </div>
    ),
  });
}

/** A login account (登录账号): what the server's AccountName accepts. */
export const accountField = (key = 'account'): FormField => ({
  kind: 'text',
  key,
  label: '登录账号',
  required: true,
  maxLength: 32,
  extra: '4-32 位字母、数字或 _ . @ -，以字母或数字开头；全平台唯一，创建后不能修改',
  rules: [{ pattern: /^[A-Za-z0-9][A-Za-z0-9_.@-]{3,31}$/, message: '登录账号须为 4-32 位字母、数字或 _ . @ -，以字母或数字开头' }],
});

/** 初始密码: typed (the password rule) or left empty for the server to generate and show once. */
export const initialPasswordField = (): FormField => ({
  kind: 'custom',
  key: 'password',
  label: '初始密码',
  extra: '不填则由系统生成，保存后显示一次',
  render: () => (
    <Form.Item name="password" noStyle rules={[formRule('password')]}>
      <Input.Password aria-label="初始密码" maxLength={20} autoComplete="new-password" placeholder="8-20 位，含字母和非字母字符；可留空" />
    </Form.Item>
  ),
});
