import { formatDateTime, parkingRecordGet, parkingRecordList, parkingReleaseList, parkingReleaseReview, realtimeSpaceGet, ReleaseReviewStatus, type CallReply } from '@console/contract';
import { App } from 'antd';
import { useState } from 'react';
import { send } from '../../../lib/request';
import { useChanged } from '../../../widgets/resource/use-changed';
import { ListPage } from '../../../widgets/resource/list-page';
import { RejectDialog } from '../../../widgets/resource/reject-dialog';
import type { Column, FilterField, RowAction } from '../../../widgets/resource/types';
import { parkAndPlate, plateCell, ReviewStatusTag, reviewStatusOptions } from './shared';

type Row = CallReply<typeof parkingReleaseList>['row'][number];

const filters: FilterField[] = [
  ...parkAndPlate,
  { kind: 'select', key: 'review_status', label: '审核状态', options: reviewStatusOptions },
  { kind: 'dateRange', key: 'release', keys: ['start_date', 'end_date'], label: '放行日期' },
];

const columns: Column<Row>[] = [
  { key: 'plate', title: '车牌号', width: 130, fixed: 'left', render: plateCell },
  { key: 'park_name', title: '停车场', width: 180, ellipsis: true },
  { key: 'gate', title: '放行通道', width: 120, ellipsis: true },
  { key: 'reason', title: '放行原因', width: 120 },
  { key: 'images', title: '抓拍图片', width: 90, value: (r) => (r.images.length ? `${r.images.length} 张` : '无') },
  { key: 'requested_by', title: '放行人', width: 90 },
  { key: 'request_time', title: '放行时间', width: 170, value: (r) => formatDateTime(r.request_time) },
  { key: 'review_status', title: '审核状态', width: 90, render: (r) => <ReviewStatusTag status={r.review_status} /> },
  { key: 'reviewer', title: '审核人', width: 90, value: (r) => r.reviewer || '-' },
  { key: 'review_time', title: '审核时间', width: 170, value: (r) => (r.review_time ? formatDateTime(r.review_time) : '-') },
  { key: 'reject_reason', title: '驳回原因', width: 220, ellipsis: true, value: (r) => r.reject_reason || '-' },
  { key: 'merchant_name', title: '所属商户', width: 180, ellipsis: true, defaultHidden: true },
];

const AUDIT = ['parking:parking:release:audit'];
/** What a review makes stale: the releases, the records (an approval closes one), the spaces and the 停车 to-do. */
const touched = [parkingReleaseList, parkingRecordList, parkingRecordGet, realtimeSpaceGet, 'todo'];

/**
 * 异常放行 (the to-do's 去处理 opens it with `review_status=0`): barriers opened by hand, reviewed once. 通过 asks first
 * (the car's record is closed as exited at the release time), 驳回 asks for a reason.
 */
export default function ReleaseListPage() {
  const { modal } = App.useApp();
  const changed = useChanged(...touched);
  const [rejecting, setRejecting] = useState<Row | null>(null);
  const pending = (r: Row) => r.review_status === ReleaseReviewStatus.pending;
  const actions: RowAction<Row>[] = [
    {
      key: 'approve',
      label: '通过',
      permission: AUDIT,
      when: pending,
      onClick: (r) =>
        void modal.confirm({
          title: `通过异常放行 · ${r.plate || '无牌车'}`,
          content: r.record
            ? `通过后，该车的停车记录按放行时间 ${formatDateTime(r.request_time)} 记为已出场，不能撤回。`
            : '通过后该放行记录审核完成，不能撤回。',
          okText: '通过',
          onOk: async () => {
            await send(parkingReleaseReview, { id: r.id, review_status: ReleaseReviewStatus.passed });
            await changed('已通过');
          },
        }),
    },
    { key: 'reject', label: '驳回', danger: true, permission: AUDIT, when: pending, onClick: (r) => setRejecting(r) },
  ];
  return (
    <>
      <ListPage id="parking-release-list" call={parkingReleaseList} rowKey="id" filters={filters} columns={columns} actions={actions} />
      <RejectDialog
        open={!!rejecting}
        title={`驳回异常放行 · ${rejecting?.plate || '无牌车'}`}
        name="parking-release-reject"
        extra="放行人会看到驳回原因；该车的停车记录保持在场。"
        changes={touched.filter((c) => typeof c !== 'string')}
        reject={async (reason) => {
          await send(parkingReleaseReview, { id: rejecting!.id, review_status: ReleaseReviewStatus.rejected, reason });
          await changed();
        }}
        onClose={() => setRejecting(null)}
      />
    </>
  );
}
