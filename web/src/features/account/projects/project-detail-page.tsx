import { PlusOutlined } from '@ant-design/icons';
import { formatDateTime, managerMatching, projectAclCreate, projectAclDelete, projectAclList, projectDisable, projectEnable, projectGet, projectGrantDelete, projectGrantList, projectList, ProjectStatus, roleList, type CallBody } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Modal, Radio, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { send } from '../../../lib/request';
import { useGate } from '../../../shell/session/gate';
import { CallTable } from '../../../widgets/resource/call-table';
import { DetailPage, type DetailField } from '../../../widgets/resource/detail-page';
import { useChanged } from '../../../widgets/resource/use-changed';
import { AuditTimeline } from '../../../widgets/timeline/record-timeline';
import { kindName } from '../merchants/shared';
import { periodText, ProjectGrantDialog, useProjectPaths, ProjectStatusTag, relationName, type GrantTarget, type Project } from './shared';

const infoFields: DetailField<Project>[] = [
  { key: 'name', label: '项目名称' },
  { key: 'code', label: '项目编码' },
  { key: 'type_name', label: '项目类型' },
  { key: 'merchant_name', label: '所属商户', value: (p) => `${p.merchant_name}（${p.merchant}）` },
  { key: 'status', label: '状态', render: (p) => <ProjectStatusTag status={p.status} /> },
  { key: 'period', label: '项目周期', value: periodText },
  { key: 'region_name', label: '所在地区' },
  { key: 'address', label: '详细地址' },
  { key: 'contact', label: '联系人', value: (p) => `${p.contact_name} ${p.contact_mobile}`.trim() },
  { key: 'create_time', label: '创建时间', value: (p) => formatDateTime(p.create_time) },
  { key: 'update_time', label: '更新时间', value: (p) => formatDateTime(p.update_time) },
  { key: 'remark', label: '备注', span: 'filled' },
];

type SubjectType = CallBody<typeof projectAclCreate>['subject_type'];

/** 添加可访问对象: accounts or roles of the merchant, several at once. */
function AclDialog({ project, open, onClose }: { project: number; open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<{ subject_type: SubjectType; subject_ids: number[] }>();
  const type = Form.useWatch('subject_type', form) ?? 'manager';
  const [saving, setSaving] = useState(false);
  const changed = useChanged(projectAclList, projectGet, projectList);
  const accounts = useQuery({ queryKey: [managerMatching.path, 'acl'], queryFn: () => send(managerMatching, { limit: 100 }, { silent: true }), enabled: open && type === 'manager' });
  const roles = useQuery({ queryKey: [roleList.path, 'acl'], queryFn: () => send(roleList, { page_size: 100 }, { silent: true }), enabled: open && type === 'role' });
  const options = type === 'manager' ? (accounts.data?.row ?? []).map((a) => ({ value: Number(a.value), label: a.label })) : (roles.data?.row ?? []).map((r) => ({ value: r.id, label: r.name }));
  const source = type === 'manager' ? accounts : roles;
  const submit = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      const { added } = await send(projectAclCreate, { project, subject_type: values.subject_type, subject_ids: values.subject_ids });
      await changed(added ? `已添加 ${added} 项` : '所选对象都已在列表中');
      onClose();
    } catch {
      // The request layer has shown why.
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal open={open} title="添加可访问的账号或角色" onCancel={onClose} onOk={submit} okText="添加" confirmLoading={saving} destroyOnHidden width={520}>
      <Form form={form} layout="vertical" name="project-acl" preserve={false} initialValues={{ subject_type: 'manager' }}>
        <Form.Item name="subject_type" label="对象类型">
          <Radio.Group
            aria-label="对象类型"
            options={[
              { label: '账号', value: 'manager' },
              { label: '角色', value: 'role' },
            ]}
            onChange={() => form.setFieldValue('subject_ids', [])}
          />
        </Form.Item>
        <Form.Item name="subject_ids" label={type === 'manager' ? '账号' : '角色'} rules={[{ required: true, type: 'array', min: 1, message: type === 'manager' ? '请选择账号' : '请选择角色' }]}>
          <Select
            aria-label={type === 'manager' ? '账号' : '角色'}
            mode="multiple"
            showSearch
            optionFilterProp="label"
            loading={source.isLoading}
            options={options}
            placeholder={type === 'manager' ? '搜索姓名或账号' : '选择角色'}
            notFoundContent={source.isLoading ? '加载中…' : source.error ? '加载失败，请关闭后重试' : '暂无数据'}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function GrantsPanel({ project }: { project: Project }) {
  const gate = useGate();
  const [granting, setGranting] = useState<GrantTarget | null>(null);
  const changed = useChanged(projectGrantList, projectGet, projectList);
  return (
    <>
      <CallTable
        id="project-grants"
        call={projectGrantList}
        query={{ project: project.id }}
        rowKey="id"
        toolbar={
          gate({ permission: ['merchant:project:grant'] }) && project.status === ProjectStatus.enabled ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setGranting(project)}>
              授权给合作商户
            </Button>
          ) : undefined
        }
        columns={[
          { key: 'grantee_name', title: '被授权商户', width: 220, value: (g) => `${g.grantee_name}（${g.grantee}）` },
          { key: 'grantee_kind', title: '商户类型', width: 100, value: (g) => kindName(g.grantee_kind) },
          { key: 'relation', title: '合作关系', width: 120, render: (g) => (g.relation ? <Tag color="blue">{relationName(g.relation)}</Tag> : <Tag color="warning">已无直接关系</Tag>) },
          { key: 'remark', title: '备注', width: 200, ellipsis: true, value: (g) => g.remark || '-' },
          { key: 'creator', title: '授权人', width: 100 },
          { key: 'create_time', title: '授权时间', width: 170, value: (g) => formatDateTime(g.create_time) },
        ]}
        actions={[
          {
            key: 'revoke',
            label: '取消授权',
            danger: true,
            permission: ['merchant:project:grant'],
            confirm: (g) => `取消后「${g.grantee_name}」将不能再查看「${project.name}」。确定取消授权吗？`,
            onClick: async (g) => {
              await send(projectGrantDelete, { id: g.id });
              await changed('已取消授权');
            },
          },
        ]}
      />
      <ProjectGrantDialog target={granting} onClose={() => setGranting(null)} />
    </>
  );
}

function AclPanel({ project }: { project: Project }) {
  const gate = useGate();
  const [adding, setAdding] = useState(false);
  const changed = useChanged(projectAclList, projectGet, projectList);
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      <Alert
        type="info"
        showIcon
        message={
          project.acl_count
            ? '只有列表中的账号、拥有列表中角色的账号，以及主账号和可设置访问控制的账号能看到此项目。'
            : '列表为空：本商户所有有项目权限的账号都能看到此项目。添加账号或角色后，只有它们（以及主账号）能看到。'
        }
      />
      <CallTable
        id="project-acl"
        call={projectAclList}
        query={{ project: project.id }}
        rowKey="id"
        toolbar={
          gate({ permission: ['merchant:project:acl'] }) ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
              添加账号或角色
            </Button>
          ) : undefined
        }
        columns={[
          { key: 'subject_type', title: '类型', width: 80, render: (a) => (a.subject_type === 'role' ? <Tag color="purple">角色</Tag> : <Tag color="cyan">账号</Tag>) },
          { key: 'subject_name', title: '名称', width: 180, value: (a) => a.subject_name || `（已删除 ${a.subject_id}）` },
          { key: 'subject_detail', title: '登录账号 / 说明', width: 220, ellipsis: true, value: (a) => a.subject_detail || '-' },
          { key: 'creator', title: '添加人', width: 100 },
          { key: 'create_time', title: '添加时间', width: 170, value: (a) => formatDateTime(a.create_time) },
        ]}
        actions={[
          {
            key: 'remove',
            label: '移除',
            danger: true,
            permission: ['merchant:project:acl'],
            confirm: (a) => `移除后「${a.subject_name}」将按其他条目决定能否看到此项目（列表为空时全员可见）。确定移除吗？`,
            onClick: async (a) => {
              await send(projectAclDelete, { id: a.id });
              await changed('已移除');
            },
          },
        ]}
      />
      <AclDialog project={project.id} open={adding} onClose={() => setAdding(false)} />
    </Space>
  );
}

/**
 * 授权详情 of a project (?id=): its record, the cooperating merchants it is authorised to, its access control and
 * its 操作记录. A project another merchant authorised to the caller shows read-only.
 */
export default function ProjectDetailPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const paths = useProjectPaths();
  const id = Number(params.get('id'));
  return (
    <DetailPage<Project>
      loadKey={[projectGet.path, id]}
      load={() => send(projectGet, { id })}
      title={(p) => (
        <Space>
          {p.name}
          <ProjectStatusTag status={p.status} />
          {!p.owned && <Tag color="blue">合作商户授权</Tag>}
        </Space>
      )}
      back={paths.list}
      fields={infoFields}
      actions={[
        { key: 'edit', label: '编辑', primary: true, permission: ['merchant:project:update'], when: (p) => p.owned, onClick: (p) => navigate(`${paths.edit}?id=${p.id}`) },
        {
          key: 'disable',
          label: '停用',
          danger: true,
          permission: ['merchant:project:update'],
          when: (p) => p.owned && p.status === ProjectStatus.enabled,
          confirm: (p) => `停用「${p.name}」后，它不再出现在项目选择中，也不能再授权。确定停用吗？`,
          onClick: (p) => send(projectDisable, { id: p.id }),
        },
        { key: 'enable', label: '启用', permission: ['merchant:project:update'], when: (p) => p.owned && p.status === ProjectStatus.disabled, onClick: (p) => send(projectEnable, { id: p.id }) },
      ]}
      tabs={[
        { key: 'grants', label: '授权商户', render: (p) => (p.owned ? <GrantsPanel project={p} /> : <Alert type="info" showIcon message={`此项目由「${p.merchant_name}」授权给本商户，只能查看。`} />) },
        { key: 'acl', label: '访问控制', render: (p) => (p.owned ? <AclPanel project={p} /> : <Alert type="info" showIcon message="访问控制由项目所属商户设置。" />) },
        {
          key: 'timeline',
          label: '操作记录',
          render: (p) =>
            p.owned ? (
              <AuditTimeline type="project" id={p.id} />
            ) : (
              <Alert type="info" showIcon message="操作记录由项目所属商户查看。" />
            ),
        },
      ]}
    />
  );
}
