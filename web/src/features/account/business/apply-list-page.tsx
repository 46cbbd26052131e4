import { PlusOutlined } from '@ant-design/icons';
import { BusinessApplyStatus, businessApplyCancel, businessApplyDelete, businessApplyList } from '@console/contract';
import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { send } from '../../../lib/request';
import { useGate } from '../../../shell/session/gate';
import { ListPage } from '../../../widgets/resource/list-page';
import type { RowAction } from '../../../widgets/resource/types';
import { useChanged } from '../../../widgets/resource/use-changed';
import { APPLY_DETAIL, APPLY_FORM, applyColumns, applyFilters, isPending, type Apply } from './shared';

const columns = applyColumns('apply');

/** 我的申请: the business applications the merchant submitted — 详情, 撤销 while pending, 删除 once rejected or cancelled. */
export default function ApplyListPage() {
  const navigate = useNavigate();
  const gate = useGate();
  const changed = useChanged(businessApplyList);
  const actions: RowAction<Apply>[] = [
    { key: 'detail', label: '详情', onClick: (a) => navigate(`${APPLY_DETAIL}?id=${a.id}`) },
    {
      key: 'cancel',
      label: '撤销',
      permission: ['merchant:business:apply'],
      when: isPending,
      confirm: '撤销后受理方将不再审核该申请。确定撤销吗？',
      onClick: async (a) => {
        await send(businessApplyCancel, { id: a.id });
        await changed('已撤销');
      },
    },
    {
      key: 'delete',
      label: '删除',
      danger: true,
      permission: ['merchant:business:apply'],
      when: (a) => a.status === BusinessApplyStatus.rejected || a.status === BusinessApplyStatus.cancelled,
      confirm: '确定删除该申请吗？删除后不可恢复。',
      onClick: async (a) => {
        await send(businessApplyDelete, { id: a.id });
        await changed('已删除');
      },
    },
  ];
  return (
    <ListPage
      id="business-apply"
      call={businessApplyList}
      fixedQuery={{ side: 'apply' }}
      rowKey="id"
      filters={applyFilters}
      columns={columns}
      actions={actions}
      toolbar={() =>
        gate({ permission: ['merchant:business:apply'] }) && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(APPLY_FORM)}>
            新建申请
          </Button>
        )
      }
    />
  );
}
