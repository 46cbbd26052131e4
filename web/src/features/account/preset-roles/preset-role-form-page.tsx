import { permissionBranch, presetRoleCreate, presetRoleGet, presetRoleList, presetRoleUpdate } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Card, Form, Skeleton } from 'antd';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { send } from '../../../lib/request';
import { ErrorPanel } from '../../../shell/layout/error-panel';
import { FormPage, type FormField } from '../../../widgets/resource/form-page';
import { AuditTimeline } from '../../../widgets/timeline/record-timeline';
import { PermissionTree } from '../roles/permission-tree';
import { PRESET_ROLE_LIST } from './preset-role-list-page';

/** 新增预设角色 and 编辑预设角色 (`?id=` edits): name, description and the permissions ticked in the tree. */
export default function PresetRoleFormPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || undefined;
  const branch = useQuery({ queryKey: [permissionBranch.path], queryFn: () => send(permissionBranch, {}, { silent: true }), staleTime: 60_000 });
  const [kept, setKept] = useState<string[]>([]);

  const fields = useMemo<FormField[]>(
    () => [
      { kind: 'text', key: 'name', label: '预设角色名称', required: true, maxLength: 30, rules: [{ whitespace: true, message: '请输入预设角色名称' }] },
      { kind: 'textarea', key: 'description', label: '描述', maxLength: 200, rows: 3 },
      {
        kind: 'custom',
        key: 'permissions',
        label: '权限',
        required: true,
        extra: '适用产品由所选权限决定：商户须开通其中每个产品才能看到该预设角色。',
        render: () => (
          <Form.Item name="permissions" noStyle rules={[{ type: 'array', min: 1, message: '请至少选择一项权限' }]}>
            <PermissionTree branch={branch.data?.row ?? []} kept={kept} />
          </Form.Item>
        ),
      },
    ],
    [branch.data, kept],
  );

  if (branch.isLoading) return <Skeleton active paragraph={{ rows: 8 }} style={{ background: '#fff', padding: 24, borderRadius: 8 }} />;
  if (branch.error) return <ErrorPanel error={branch.error} onRetry={() => void branch.refetch()} />;

  return (
    <>
      <FormPage
        id={id ? 'preset-role-edit' : 'preset-role-add'}
        fields={fields}
        initialValues={id ? undefined : { permissions: [] }}
        loadKey={id ? [presetRoleGet.path, id] : undefined}
        load={
          id
            ? async () => {
                const preset = await send(presetRoleGet, { id });
                setKept(preset.permissions);
                return { name: preset.name, description: preset.description, permissions: preset.permissions };
              }
            : undefined
        }
        submit={(values) => {
          const body = {
            name: String(values.name),
            description: (values.description as string | undefined) || undefined,
            permissions: [...new Set((values.permissions as string[] | undefined) ?? [])],
          };
          return id ? send(presetRoleUpdate, { id, ...body }) : send(presetRoleCreate, body);
        }}
        back={PRESET_ROLE_LIST}
        invalidate={[[presetRoleList.path], [presetRoleGet.path]]}
      />
      {id && (
        <Card title="操作记录" style={{ marginTop: 12, maxWidth: 880 }}>
          <AuditTimeline type="preset_role" id={id} />
        </Card>
      )}
    </>
  );
}
