import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { DEPARTMENT_MAX_DEPTH, departmentBranch, departmentCreate, departmentDelete, departmentPrivilege, departmentUpdate, loggingTimeline, managerList, type CallReply } from '@console/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Empty, Form, Input, InputNumber, Modal, Skeleton, Space, Tooltip, Tree } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useMemo, useState } from 'react';
import { send } from '../../../lib/request';
import { ErrorPanel } from '../../../shell/layout/error-panel';
import { useGate } from '../../../shell/session/gate';

type Node = CallReply<typeof departmentBranch>['row'][number];
interface AnyNode {
  label: string;
  value: number;
  sort: number;
  children?: AnyNode[];
}

/** A department as the page edits it: a PUT replaces the department, so its parent travels with it. */
export interface DepartmentItem {
  id: number;
  name: string;
  sort: number;
  parent: number | null;
  depth: number;
}

/** Every department of the branch with its parent and depth (1 = top level). */
export const flattenBranch = (nodes: readonly AnyNode[], parent: number | null = null, depth = 1): DepartmentItem[] =>
  nodes.flatMap((node) => [{ id: node.value, name: node.label, sort: node.sort, parent, depth }, ...flattenBranch(node.children ?? [], node.value, depth + 1)]);

type Editing = { mode: 'create'; parent: DepartmentItem | null } | { mode: 'edit'; item: DepartmentItem };

function DepartmentModal({ editing, onClose }: { editing: Editing | null; onClose: () => void }) {
  const [form] = Form.useForm<{ name: string; sort?: number }>();
  const [saving, setSaving] = useState(false);
  const { message } = App.useApp();
  const client = useQueryClient();
  const title = !editing ? '' : editing.mode === 'edit' ? `编辑部门：${editing.item.name}` : editing.parent ? `新增下级部门（上级：${editing.parent.name}）` : '新增顶级部门';
  const submit = async () => {
    if (!editing) return;
    const values = await form.validateFields();
    const body = { name: values.name.trim(), sort: values.sort ?? 0 };
    setSaving(true);
    try {
      if (editing.mode === 'edit') await send(departmentUpdate, { id: editing.item.id, ...body, parent: editing.item.parent ?? undefined });
      else await send(departmentCreate, { ...body, parent: editing.parent?.id });
      message.success('保存成功');
      await Promise.all([departmentBranch.path, departmentPrivilege.path, managerList.path, loggingTimeline.path].map((path) => client.invalidateQueries({ queryKey: [path] })));
      onClose();
    } catch {
      // Shown by the request layer; the modal keeps what was typed.
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal title={title} open={!!editing} onCancel={onClose} onOk={() => void submit()} confirmLoading={saving} destroyOnHidden>
      <Form
        form={form}
        name="department-edit"
        layout="vertical"
        preserve={false}
        initialValues={editing?.mode === 'edit' ? { name: editing.item.name, sort: editing.item.sort } : { sort: 0 }}
        onFinish={() => void submit()}
      >
        <Form.Item name="name" label="部门名称" rules={[{ required: true, whitespace: true, message: '请输入部门名称' }]}>
          <Input maxLength={50} showCount placeholder="请输入部门名称" />
        </Form.Item>
        <Form.Item name="sort" label="排序" extra="数字小的在前">
          <InputNumber min={0} max={100000} precision={0} style={{ width: 200 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** 部门: the merchant's department tree (at most five levels) with 新增下级, 编辑 and 删除 on each node. */
export default function DepartmentPage() {
  const gate = useGate();
  const { message, modal } = App.useApp();
  const client = useQueryClient();
  const [editing, setEditing] = useState<Editing | null>(null);
  const branch = useQuery({ queryKey: [departmentBranch.path], queryFn: () => send(departmentBranch, {}, { silent: true }) });
  const canCreate = gate({ permission: ['merchant:department:create'] });
  const canUpdate = gate({ permission: ['merchant:department:update'] });

  const items = useMemo(() => new Map(flattenBranch(branch.data?.row ?? []).map((item) => [item.id, item])), [branch.data]);

  const remove = (item: DepartmentItem) =>
    modal.confirm({
      title: `确定删除部门「${item.name}」吗？`,
      content: '有下级部门或账号的部门不能删除。',
      okText: '删除',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: async () => {
        try {
          await send(departmentDelete, { id: item.id });
        } catch {
          return; // The request layer shows why (1409: 该部门下还有…).
        }
        message.success('已删除');
        await Promise.all([departmentBranch.path, departmentPrivilege.path, loggingTimeline.path].map((path) => client.invalidateQueries({ queryKey: [path] })));
      },
    });

  const treeData = useMemo(() => {
    const toData = (nodes: readonly Node[] | readonly AnyNode[]): DataNode[] =>
      (nodes as readonly AnyNode[]).map((node) => {
        const item = items.get(node.value)!;
        return {
          key: node.value,
          title: (
            <Space size={4} className="department-node">
              <span>{node.label}</span>
              {canCreate && item.depth < DEPARTMENT_MAX_DEPTH && (
                <Tooltip title="新增下级">
                  <Button type="link" size="small" aria-label={`新增「${node.label}」的下级部门`} icon={<PlusOutlined />} onClick={(event) => (event.stopPropagation(), setEditing({ mode: 'create', parent: item }))} />
                </Tooltip>
              )}
              {canUpdate && (
                <Tooltip title="编辑">
                  <Button type="link" size="small" aria-label={`编辑部门「${node.label}」`} icon={<EditOutlined />} onClick={(event) => (event.stopPropagation(), setEditing({ mode: 'edit', item }))} />
                </Tooltip>
              )}
              {canUpdate && (
                <Tooltip title="删除">
                  <Button type="link" size="small" danger aria-label={`删除部门「${node.label}」`} icon={<DeleteOutlined />} onClick={(event) => (event.stopPropagation(), remove(item))} />
                </Tooltip>
              )}
            </Space>
          ),
          children: node.children?.length ? toData(node.children) : undefined,
        };
      });
    return toData(branch.data?.row ?? []);
  }, [branch.data, items, canCreate, canUpdate]);

  return (
    <Card
      title="部门"
      extra={
        canCreate && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ mode: 'create', parent: null })}>
            新增顶级部门
          </Button>
        )
      }
    >
      {branch.isLoading ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : branch.error ? (
        <ErrorPanel error={branch.error} onRetry={() => void branch.refetch()} />
      ) : treeData.length ? (
        <Tree data-testid="department-tree" blockNode selectable={false} defaultExpandAll treeData={treeData} />
      ) : (
        <Empty description="还没有部门" />
      )}
      <DepartmentModal editing={editing} onClose={() => setEditing(null)} />
    </Card>
  );
}
