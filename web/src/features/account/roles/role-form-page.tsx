import { managerList, permissionBranch, presetRoleGet, presetRoleList, roleCreate, roleGet, roleList, roleUpdate } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { App, Card, Form, Select, Skeleton, Typography } from 'antd';
import type { FormInstance } from 'antd';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { send } from '../../../lib/request';
import { ErrorPanel } from '../../../shell/layout/error-panel';
import { FormPage, type FormField } from '../../../widgets/resource/form-page';
import { AuditTimeline } from '../../../widgets/timeline/record-timeline';
import { branchCodes, grantableCodes, PermissionTree, type PermissionBranch } from './permission-tree';
import { ROLE_LIST } from './role-list-page';

const usePermissionBranch = () => useQuery({ queryKey: [permissionBranch.path], queryFn: () => send(permissionBranch, {}, { silent: true }), staleTime: 60_000 });

/** 从预设角色开始: the preset's permissions that the caller may grant replace the ticks. */
function PresetSelect({ form, branch }: { form: FormInstance; branch: PermissionBranch }) {
  const { message } = App.useApp();
  const [loading, setLoading] = useState(false);
  const presets = useQuery({ queryKey: [presetRoleList.path, 'options'], queryFn: () => send(presetRoleList, { page_index: 1, page_size: 100 }, { silent: true }), staleTime: 60_000 });
  return (
    <Select
      aria-label="从预设角色开始"
      allowClear
      showSearch
      optionFilterProp="label"
      loading={presets.isLoading || loading}
      placeholder="选择一个预设角色，用它的权限填充下面的权限树"
      options={(presets.data?.row ?? []).map((preset) => ({ label: `${preset.name}（${preset.permission_count} 项）`, value: preset.id }))}
      onChange={async (id?: number) => {
        if (!id) return;
        setLoading(true);
        try {
          const preset = await send(presetRoleGet, { id });
          const grantable = grantableCodes(branch);
          const taken = preset.permissions.filter((code) => grantable.has(code));
          form.setFieldValue('permissions', taken);
          const left = preset.permissions.length - taken.length;
          message.info(left > 0 ? `已填入 ${taken.length} 项权限；另有 ${left} 项您不能授予，未填入` : `已填入 ${taken.length} 项权限`);
        } catch {
          // Shown by the request layer.
        } finally {
          setLoading(false);
        }
      }}
    />
  );
}

/** 新增角色 and 编辑角色: one form; `?id=` makes it the edit form. */
export default function RoleFormPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || undefined;
  const branch = usePermissionBranch();
  // The codes the role held when loaded: removable though the caller may not hold them; those outside the tree are kept.
  const [kept, setKept] = useState<string[]>([]);

  const fields = useMemo<FormField[]>(() => {
    const tree = branch.data?.row ?? [];
    const offered = branchCodes(tree);
    return [
      { kind: 'text', key: 'name', label: '角色名称', required: true, maxLength: 30, rules: [{ whitespace: true, message: '请输入角色名称' }] },
      { kind: 'textarea', key: 'description', label: '角色描述', maxLength: 200, rows: 3 },
      ...(id
        ? []
        : [
            {
              kind: 'custom',
              key: 'preset_role',
              label: '从预设角色开始',
              permission: ['merchant:preset:role:list', 'merchant:role:create'],
              render: (form: FormInstance) => <PresetSelect form={form} branch={tree} />,
            } satisfies FormField,
          ]),
      {
        kind: 'custom',
        key: 'permissions',
        label: '权限',
        extra: (
          <>
            只能授予您自己持有的权限。
            {kept.some((code) => !offered.has(code)) && (
              <Typography.Text type="warning"> 该角色另有 {kept.filter((code) => !offered.has(code)).length} 项权限当前不可用（产品未开通或已被平台禁用），保存时保留。</Typography.Text>
            )}
          </>
        ),
        render: () => (
          <Form.Item name="permissions" noStyle>
            <PermissionTree branch={tree} kept={kept} />
          </Form.Item>
        ),
      },
    ];
  }, [branch.data, id, kept]);

  if (branch.isLoading) return <Skeleton active paragraph={{ rows: 8 }} style={{ background: '#fff', padding: 24, borderRadius: 8 }} />;
  if (branch.error) return <ErrorPanel error={branch.error} onRetry={() => void branch.refetch()} />;

  return (
    <>
      <FormPage
        id={id ? 'role-edit' : 'role-add'}
        fields={fields}
        initialValues={id ? undefined : { permissions: [] }}
        loadKey={id ? [roleGet.path, id] : undefined}
        load={
          id
            ? async () => {
                const role = await send(roleGet, { id });
                setKept(role.permissions);
                return { name: role.name, description: role.description, permissions: role.permissions };
              }
            : undefined
        }
        submit={(values) => {
          const permissions = [...new Set((values.permissions as string[] | undefined) ?? [])];
          const body = { name: String(values.name), description: (values.description as string | undefined) ?? '' };
          return id ? send(roleUpdate, { id, ...body, permissions }) : send(roleCreate, { ...body, permissions });
        }}
        back={ROLE_LIST}
        invalidate={[[roleList.path], [roleGet.path], [managerList.path]]}
      />
      {id && (
        <Card title="操作记录" style={{ marginTop: 12, maxWidth: 880 }} data-testid="role-timeline">
          <AuditTimeline type="role" id={id} />
        </Card>
      )}
    </>
  );
}
