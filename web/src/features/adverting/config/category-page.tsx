import { PlusOutlined } from '@ant-design/icons';
import { adCategoryCreate, adCategoryDelete, adCategoryList, adCategoryStatus, adCategoryUpdate, AdvertStatus, formatDateTime, type CallReply } from '@console/contract';
import { Button, Form, Input, InputNumber } from 'antd';
import { useState } from 'react';
import { send } from '../../../lib/request';
import { useGate } from '../../../shell/session/gate';
import { FormDialog } from '../../../widgets/resource/form-dialog';
import { ListPage } from '../../../widgets/resource/list-page';
import type { Column, FilterField, RowAction } from '../../../widgets/resource/types';
import { useChanged } from '../../../widgets/resource/use-changed';
import { EnabledTag } from '../../../widgets/status-tag/enabled-tag';
import { categoryReads, statusOptions } from './shared';

type Row = CallReply<typeof adCategoryList>['row'][number];
interface Values {
  name: string;
  sort?: number;
  remark?: string;
}

const filters: FilterField[] = [
  { kind: 'text', key: 'name', label: '分类名称', maxLength: 20 },
  { kind: 'select', key: 'status', label: '状态', options: statusOptions },
];

const columns: Column<Row>[] = [
  { key: 'name', title: '分类名称', width: 180, fixed: 'left' },
  { key: 'sort', title: '排序', width: 90 },
  { key: 'status', title: '状态', width: 90, render: (r) => <EnabledTag enabled={r.status === AdvertStatus.enabled} /> },
  { key: 'remark', title: '备注', width: 240, ellipsis: true, value: (r) => r.remark || '-' },
  { key: 'update_time', title: '更新时间', width: 170, value: (r) => formatDateTime(r.update_time) },
];

/** 新建分类 / 编辑分类. */
function CategoryDialog({ editing, open, onClose }: { editing: Row | null; open: boolean; onClose: () => void }) {
  return (
    <FormDialog<Values>
      open={open}
      title={editing ? '编辑分类' : '新建分类'}
      name="adverting-category"
      initialValues={editing ?? { sort: 0 }}
      changes={categoryReads}
      onClose={onClose}
      onSubmit={async (v) => {
        const body = { name: v.name.trim(), sort: v.sort ?? 0, remark: v.remark?.trim() || undefined };
        if (editing) {
          await send(adCategoryUpdate, { id: editing.id, ...body });
          return '已保存';
        }
        await send(adCategoryCreate, body);
        return '已新建分类';
      }}
    >
      <Form.Item name="name" label="分类名称" rules={[{ required: true, whitespace: true, message: '请输入分类名称' }]}>
        <Input maxLength={20} showCount placeholder="如：汽车、餐饮美食" />
      </Form.Item>
      <Form.Item name="sort" label="排序" extra="0–9999，小的在前">
        <InputNumber min={0} max={9999} precision={0} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="remark" label="备注">
        <Input.TextArea maxLength={200} rows={2} />
      </Form.Item>
    </FormDialog>
  );
}

/** 广告分类: the industries ads are filed under, in the order given; 停用 keeps a category but it can no longer be chosen. */
export default function CategoryPage() {
  const gate = useGate();
  const changed = useChanged(...categoryReads);
  const [dialog, setDialog] = useState<{ editing: Row | null } | null>(null);
  const setStatus = async (row: Row, status: number) => {
    await send(adCategoryStatus, { id: row.id, status });
    await changed(status === AdvertStatus.enabled ? '已启用' : '已停用');
  };
  const actions: RowAction<Row>[] = [
    { key: 'edit', label: '编辑', permission: ['adverting:config:category:update'], onClick: (r) => setDialog({ editing: r }) },
    {
      key: 'disable',
      label: '停用',
      permission: ['adverting:config:category:update'],
      when: (r) => r.status === AdvertStatus.enabled,
      confirm: (r) => `停用分类「${r.name}」后不能再选用。确定停用吗？`,
      onClick: (r) => setStatus(r, AdvertStatus.disabled),
    },
    { key: 'enable', label: '启用', permission: ['adverting:config:category:update'], when: (r) => r.status === AdvertStatus.disabled, onClick: (r) => setStatus(r, AdvertStatus.enabled) },
    {
      key: 'delete',
      label: '删除',
      danger: true,
      permission: ['adverting:config:category:delete'],
      confirm: (r) => `删除分类「${r.name}」后不能恢复（操作日志保留）。确定删除吗？`,
      onClick: async (r) => {
        await send(adCategoryDelete, { id: r.id });
        await changed('已删除');
      },
    },
  ];
  return (
    <>
      <ListPage
        id="adverting-category"
        call={adCategoryList}
        rowKey="id"
        filters={filters}
        columns={columns}
        actions={actions}
        toolbar={() =>
          gate({ permission: ['adverting:config:category:create'] }) && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ editing: null })}>
              新建分类
            </Button>
          )
        }
      />
      <CategoryDialog open={dialog !== null} editing={dialog?.editing ?? null} onClose={() => setDialog(null)} />
    </>
  );
}
