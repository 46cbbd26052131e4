import { PlusOutlined } from '@ant-design/icons';
import { ParkApplyStatus, parkApplyList, type CallReply } from '@console/contract';
import { Button } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useGate } from '../../../shell/session/gate';
import { ListPage } from '../../../widgets/resource/list-page';
import type { FilterField, RowAction } from '../../../widgets/resource/types';
import { applyColumns, applyStatusOptions, ReviewDialog, useApplySide, type Decision } from './shared';

type Row = CallReply<typeof parkApplyList>['row'][number];

const filters: FilterField[] = [
  { kind: 'text', key: 'keywords', label: '停车场名称', placeholder: '停车场名称' },
  { kind: 'select', key: 'status', label: '审核状态', options: applyStatusOptions },
  { kind: 'remote', key: 'merchant', label: '申请商户', source: 'merchant-below', placeholder: '商户名称或商户号', permission: ['parking:partner:park:apply:list'] },
];

/** Who may create an application on each side: a parking merchant for itself, a partner for its customer. */
export const createPermission = { partner: 'parking:partner:park:apply:create', merchant: 'parking:park:apply' } as const;

/**
 * 停车场申请: on the partner platform its customers' applications (the platform: all) with 通过 and 驳回; on the parking
 * merchant platform its own. Both may create one.
 */
export default function ParkApplyListPage() {
  const navigate = useNavigate();
  const gate = useGate();
  const { side, paths } = useApplySide();
  const [review, setReview] = useState<{ row: Row; decision: Decision } | null>(null);
  const open = (row: Row) => navigate(`${paths.detail}?id=${row.id}`);
  const pending = (row: Row) => row.status === ParkApplyStatus.pending;
  const actions: RowAction<Row>[] = [
    { key: 'detail', label: '详情', onClick: open },
    ...(side === 'partner'
      ? [
          { key: 'approve', label: '通过', permission: ['parking:partner:park:apply:audit'], when: pending, onClick: (row: Row) => setReview({ row, decision: 'approve' }) },
          { key: 'reject', label: '驳回', danger: true, permission: ['parking:partner:park:apply:audit'], when: pending, onClick: (row: Row) => setReview({ row, decision: 'reject' }) },
        ]
      : []),
  ];
  return (
    <>
      <ListPage
        id={`park-apply-list-${side}`}
        call={parkApplyList}
        rowKey="id"
        filters={side === 'partner' ? filters : filters.slice(0, 2)}
        columns={applyColumns(open, side)}
        actions={actions}
        toolbar={() =>
          gate({ permission: [createPermission[side]] }) && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(paths.create)}>
              {side === 'partner' ? '代客户申请' : '申请新停车场'}
            </Button>
          )
        }
      />
      <ReviewDialog application={review?.row ?? null} decision={review?.decision ?? 'approve'} onClose={() => setReview(null)} />
    </>
  );
}
