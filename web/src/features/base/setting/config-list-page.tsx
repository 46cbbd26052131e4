import { PlusOutlined } from '@ant-design/icons';
import { formatDateTime, storageKvDelete, storageKvList, type CallReply } from '@console/contract';
import { Button, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { send } from '../../../lib/request';
import { useGate } from '../../../shell/session/gate';
import { ListPage } from '../../../widgets/resource/list-page';
import type { Column, FilterField, RowAction } from '../../../widgets/resource/types';
import { useChanged } from '../../../widgets/resource/use-changed';

type Row = CallReply<typeof storageKvList>['row'][number];

export const CONFIG_LIST = '/base/services/setting/config/list';
export const CONFIG_CREATE = '/base/services/setting/config/create';
export const CONFIG_EDIT = '/base/services/setting/config/edit';

const filters: FilterField[] = [{ kind: 'text', key: 'key', label: '配置键', placeholder: '如 platform.service_hotline' }];

const columns: Column<Row>[] = [
  { key: 'key', title: '配置键', width: 240 },
  { key: 'value', title: '配置值', width: 280, render: (row) => <Typography.Text ellipsis={{ tooltip: row.value }} style={{ maxWidth: 260 }}>{row.value || '-'}</Typography.Text> },
  { key: 'remark', title: '说明', width: 200, ellipsis: true, value: (row) => row.remark || '-' },
  { key: 'updated_by', title: '最后修改人', width: 110 },
  { key: 'update_time', title: '更新时间', width: 170, value: (row) => formatDateTime(row.update_time) },
];

/** 配置项: the platform's key-value settings (the operator merchant's own storage/kv). */
export default function ConfigListPage() {
  const navigate = useNavigate();
  const gate = useGate();
  const changed = useChanged(storageKvList);
  const actions: RowAction<Row>[] = [
    { key: 'edit', label: '编辑', permission: ['universal:storage:update'], onClick: (row) => navigate(`${CONFIG_EDIT}?key=${encodeURIComponent(row.key)}`) },
    {
      key: 'delete',
      label: '删除',
      danger: true,
      permission: ['universal:storage:update'],
      confirm: (row) => `确定删除配置「${row.key}」吗？删除后不可恢复。`,
      onClick: async (row) => {
        await send(storageKvDelete, { key: row.key });
        await changed('已删除');
      },
    },
  ];
  return (
    <ListPage
      id="base-setting-config"
      call={storageKvList}
      rowKey="key"
      filters={filters}
      columns={columns}
      actions={actions}
      toolbar={() =>
        gate({ permission: ['universal:storage:update'] }) && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(CONFIG_CREATE)}>
            新增配置
          </Button>
        )
      }
    />
  );
}
