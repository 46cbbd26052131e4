import { formatDateTime, PassportState, passportGet, passportKinds, passportList, passportRevoke, passportStates, type CallReply } from '@console/contract';
import { Descriptions, Drawer, Form, Input, Tag } from 'antd';
import { useState } from 'react';
import { send } from '../../../lib/request';
import { LicencePlate } from '../../../widgets/licence-plate/licence-plate';
import { FormDialog } from '../../../widgets/resource/form-dialog';
import { ListPage } from '../../../widgets/resource/list-page';
import type { Column, FilterField, OptionItem, RowAction } from '../../../widgets/resource/types';
import { parkAndPlate } from '../records/shared';

// 通行证 of the group's 停车管理 (`/group/parking/passport`; document 2 §2 "Group": group parking records › passport; §7
// `parking/passport` list, GET, revoke): the passports of one member's parks. docs/decisions.md, "Parking partner:
// records, data collection, other parks, software, vehicle mock, passports".

type Passport = CallReply<typeof passportList>['row'][number];

const options = (labels: Record<number, string>): OptionItem[] => Object.entries(labels).map(([value, label]) => ({ label, value: Number(value) }));
const kindText = (kind: number) => passportKinds[kind as keyof typeof passportKinds] ?? String(kind);
const stateColours: Record<number, string> = { [PassportState.valid]: 'success', [PassportState.expired]: 'default', [PassportState.revoked]: 'error' };
export const PassportStateTag = ({ state }: { state: number }) => <Tag color={stateColours[state]}>{passportStates[state as keyof typeof passportStates] ?? state}</Tag>;

const filters: FilterField[] = [
  ...parkAndPlate,
  { kind: 'select', key: 'state', label: '状态', options: [PassportState.valid, PassportState.expired, PassportState.revoked].map((value) => ({ label: passportStates[value], value })) },
  { kind: 'select', key: 'kind', label: '类型', options: options(passportKinds) },
];

const period = (p: Passport) => `${formatDateTime(p.start_time)} 至 ${formatDateTime(p.end_time)}`;

function PassportDrawer({ passport, onClose }: { passport: Passport | null; onClose: () => void }) {
  return (
    <Drawer open={!!passport} title={passport ? `通行证 ${passport.passport_no}` : ''} width={560} onClose={onClose} destroyOnHidden>
      {passport && (
        <Descriptions column={1} bordered size="small">
          <Descriptions.Item label="状态"><PassportStateTag state={passport.state} /></Descriptions.Item>
          <Descriptions.Item label="车牌号"><LicencePlate plate={passport.plate} color={passport.plate_color} size="small" /></Descriptions.Item>
          <Descriptions.Item label="类型">{kindText(passport.kind)}</Descriptions.Item>
          <Descriptions.Item label="停车场">{passport.park_name}（{passport.park_code}）</Descriptions.Item>
          <Descriptions.Item label="所属商户">{passport.merchant_name}</Descriptions.Item>
          <Descriptions.Item label="持有人">{[passport.holder, passport.mobile].filter(Boolean).join(' ') || '-'}</Descriptions.Item>
          <Descriptions.Item label="事由">{passport.reason || '-'}</Descriptions.Item>
          <Descriptions.Item label="有效期">{period(passport)}</Descriptions.Item>
          <Descriptions.Item label="签发">{`${passport.issuer} · ${formatDateTime(passport.create_time)}`}</Descriptions.Item>
          {passport.state === PassportState.revoked && (
            <>
              <Descriptions.Item label="撤销">{`${passport.revoker} · ${passport.revoke_time ? formatDateTime(passport.revoke_time) : ''}`}</Descriptions.Item>
              <Descriptions.Item label="撤销原因">{passport.revoke_reason}</Descriptions.Item>
            </>
          )}
        </Descriptions>
      )}
    </Drawer>
  );
}

/** 通行证: a member's passports (newest start first) with their state; 撤销 a valid one with a reason. */
export default function PassportPage() {
  const [open, setOpen] = useState<Passport | null>(null);
  const [revoking, setRevoking] = useState<Passport | null>(null);
  const columns: Column<Passport>[] = [
    { key: 'passport_no', title: '通行证编号', width: 150, fixed: 'left', render: (p) => <a onClick={() => setOpen(p)}>{p.passport_no}</a> },
    { key: 'plate', title: '车牌号', width: 130, render: (p) => <LicencePlate plate={p.plate} color={p.plate_color} size="small" /> },
    { key: 'kind', title: '类型', width: 80, value: (p) => kindText(p.kind) },
    { key: 'park_name', title: '停车场', width: 180, ellipsis: true },
    { key: 'holder', title: '持有人', width: 140, ellipsis: true, value: (p) => p.holder || '-' },
    { key: 'reason', title: '事由', width: 180, ellipsis: true, value: (p) => p.reason || '-' },
    { key: 'period', title: '有效期', width: 320, value: period },
    { key: 'state', title: '状态', width: 90, render: (p) => <PassportStateTag state={p.state} /> },
    { key: 'issuer', title: '签发人', width: 100, defaultHidden: true },
    { key: 'merchant_name', title: '所属商户', width: 160, ellipsis: true, defaultHidden: true },
  ];
  const actions: RowAction<Passport>[] = [
    { key: 'detail', label: '详情', onClick: setOpen },
    { key: 'revoke', label: '撤销', danger: true, permission: ['parking:group:passport:revoke'], when: (p) => p.state === PassportState.valid, onClick: setRevoking },
  ];
  return (
    <>
      <ListPage id="group-parking-passport" call={passportList} rowKey="id" filters={filters} columns={columns} actions={actions} visibleFilters={3} />
      <PassportDrawer passport={open} onClose={() => setOpen(null)} />
      <FormDialog<{ reason: string }>
        open={!!revoking}
        title={`撤销通行证 · ${revoking?.plate ?? ''}`}
        name="passport-revoke"
        okText="确认撤销"
        danger
        changes={[passportList, passportGet]}
        onClose={() => setRevoking(null)}
        onSubmit={async ({ reason }) => {
          await send(passportRevoke, { id: revoking!.id, reason: reason.trim() });
          return `通行证 ${revoking!.passport_no} 已撤销`;
        }}
      >
        <p>撤销后该车辆不能再凭此通行证免费进出「{revoking?.park_name}」，撤销不可恢复。</p>
        <Form.Item name="reason" label="撤销原因" rules={[{ required: true, whitespace: true, message: '请填写撤销原因' }, { min: 2, message: '撤销原因至少 2 个字' }]}>
          <Input.TextArea rows={2} maxLength={100} showCount placeholder="如 施工已结束" />
        </Form.Item>
      </FormDialog>
    </>
  );
}
