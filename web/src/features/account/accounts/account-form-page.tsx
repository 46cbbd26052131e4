import { managerCreate, managerGet, managerList, managerUpdate } from '@console/contract';
import { App, Card, Form, Select, TreeSelect } from 'antd';
import { useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { send } from '../../../lib/request';
import { FormPage, type FormField } from '../../../widgets/resource/form-page';
import { AuditTimeline } from '../../../widgets/timeline/record-timeline';
import { ACCOUNT_LIST, accountField, departmentTreeData, initialPasswordField, showPasswordOnce, usePrivilegeDepartments, useRoleOptions } from './shared';

function DepartmentField() {
  const departments = usePrivilegeDepartments();
  const treeData = useMemo(() => departmentTreeData(departments.data?.row ?? []), [departments.data]);
  return (
    <Form.Item name="department" noStyle>
      <TreeSelect
        aria-label="部门"
        allowClear
        showSearch
        treeNodeFilterProp="title"
        treeDefaultExpandAll
        loading={departments.isLoading}
        treeData={treeData}
        placeholder="不选则不属于任何部门"
        style={{ width: '100%' }}
      />
    </Form.Item>
  );
}

function RolesField() {
  const roles = useRoleOptions();
  return (
    <Form.Item name="roles" noStyle>
      <Select aria-label="角色" mode="multiple" allowClear optionFilterProp="label" loading={roles.isLoading} options={roles.data ?? []} placeholder="请选择角色" />
    </Form.Item>
  );
}

const fields = (editing: boolean): FormField[] => [
  ...(editing ? [] : [accountField()]),
  { kind: 'text', key: 'name', label: '姓名', required: true, maxLength: 50, rules: [{ whitespace: true, message: '请输入姓名' }] },
  { kind: 'text', key: 'mobile', label: '手机号', required: true, maxLength: 11, validate: ['mobile'] },
  { kind: 'custom', key: 'department', label: '部门', render: () => <DepartmentField /> },
  { kind: 'custom', key: 'roles', label: '角色', render: () => <RolesField />, extra: '只能分配您自己拥有其全部权限的角色' },
  ...(editing ? [] : [initialPasswordField()]),
];

/** 新增子账号 and 编辑子账号: one form; `?id=` makes it the edit form. */
export default function AccountFormPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || undefined;
  const { modal } = App.useApp();
  const formFields = useMemo(() => fields(!!id), [id]);
  // What was loaded: an edit sends only what changed (one's own roles and department are not changeable, 1403).
  const loaded = useRef<{ name: string; mobile: string; department: number; roles: number[] } | null>(null);
  return (
    <>
      <FormPage
        id={id ? 'sub-account-edit' : 'sub-account-add'}
        fields={formFields}
        loadKey={id ? [managerGet.path, id] : undefined}
        load={
          id
            ? async () => {
                const record = await send(managerGet, { id });
                loaded.current = { name: record.name, mobile: record.mobile, department: record.department ?? 0, roles: record.roles.map((role) => role.id) };
                return { name: record.name, mobile: record.mobile, department: record.department || undefined, roles: record.roles.map((role) => role.id) };
              }
            : undefined
        }
        submit={async (values) => {
          const department = (values.department as number | undefined) ?? 0;
          const roles = (values.roles as number[] | undefined) ?? [];
          const body = { name: String(values.name), mobile: String(values.mobile), department, roles };
          if (id) {
            const before = loaded.current;
            const sameRoles = !!before && [...before.roles].sort().join() === [...roles].sort().join();
            return send(managerUpdate, {
              id,
              name: before?.name === body.name ? undefined : body.name,
              mobile: before?.mobile === body.mobile ? undefined : body.mobile,
              department: before?.department === department ? undefined : department,
              roles: sameRoles ? undefined : roles,
            });
          }
          const password = (values.password as string | undefined) || undefined;
          const account = String(values.account);
          const reply = await send(managerCreate, { ...body, account, password });
          if (reply.initial_password) showPasswordOnce(modal, account, reply.initial_password);
          return reply;
        }}
        back={ACCOUNT_LIST}
        invalidate={[[managerList.path]]}
      />
      {id && (
        <Card title="操作记录" style={{ marginTop: 12, maxWidth: 880 }} data-testid="sub-account-timeline">
          <AuditTimeline type="manager" id={id} />
        </Card>
      )}
    </>
  );
}
