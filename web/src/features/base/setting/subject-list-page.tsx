import { PlusOutlined } from '@ant-design/icons';
import { formatDateTime, subjectApplying, subjectGet, subjectRevoke, SubjectStatus, subjectStatusNames, subjectTypeNames, type CallReply } from '@console/contract';
import { Button, Image } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { send } from '../../../lib/request';
import { useGate } from '../../../shell/session/gate';
import { ListPage } from '../../../widgets/resource/list-page';
import type { Column, FilterField, RowAction } from '../../../widgets/resource/types';
import { useChanged } from '../../../widgets/resource/use-changed';
import { MERCHANT_DETAIL, SubjectStatusTag } from '../../account/merchants/shared';
import { SubjectAuditDialog, type Subject } from '../../account/merchants/subject-panel';

type Row = CallReply<typeof subjectApplying>['row'][number];

export const SUBJECT_CREATE = '/base/services/setting/subject/create';
export const SUBJECT_EDIT = '/base/services/setting/subject/edit';

const filters: FilterField[] = [
  { kind: 'text', key: 'keywords', label: '主体', placeholder: '主体名称、信用代码或商户名称' },
  { kind: 'select', key: 'status', label: '认证状态', options: Object.entries(subjectStatusNames).map(([value, label]) => ({ label, value: Number(value) })) },
];

const columns: Column<Row>[] = [
  { key: 'name', title: '主体名称', width: 220, ellipsis: true },
  { key: 'type', title: '类型', width: 110, value: (s) => subjectTypeNames[s.type] ?? s.type },
  { key: 'credit_code', title: '统一社会信用代码', width: 190 },
  { key: 'legal_person', title: '法定代表人', width: 110 },
  { key: 'merchant_name', title: '商户', width: 200, ellipsis: true, value: (s) => `${s.merchant_name}（${s.merchant}）` },
  { key: 'licence_image', title: '营业执照', width: 100, render: (s) => <Image src={s.licence_image} width={48} height={32} style={{ objectFit: 'cover' }} alt="营业执照" /> },
  { key: 'status', title: '认证状态', width: 100, render: (s) => <SubjectStatusTag status={s.status} /> },
  { key: 'audit_remark', title: '审核意见', width: 180, ellipsis: true, value: (s) => s.audit_remark || '-', defaultHidden: true },
  { key: 'update_time', title: '提交时间', width: 170, value: (s) => formatDateTime(s.update_time) },
];

/**
 * 主体信息 (platform settings): every merchant's subject with its audit state; 审核 works through the queue
 * (filter 待审核, oldest first), 撤销认证 takes an approval back.
 */
export default function SubjectListPage() {
  const navigate = useNavigate();
  const gate = useGate();
  const changed = useChanged(subjectApplying, subjectGet);
  const [auditing, setAuditing] = useState<Subject | null>(null);
  const actions: RowAction<Row>[] = [
    { key: 'audit', label: '审核', permission: ['merchant:subject:audit'], when: (s) => s.status === SubjectStatus.applying, onClick: (s) => setAuditing(s) },
    { key: 'merchant', label: '商户详情', permission: ['merchant:merchant:list'], onClick: (s) => navigate(`${MERCHANT_DETAIL}?id=${s.merchant}`) },
    {
      key: 'edit',
      label: '编辑',
      permission: ['merchant:subject:update'],
      when: (s) => s.status !== SubjectStatus.approved,
      onClick: (s) => navigate(`${SUBJECT_EDIT}?id=${s.id}&merchant=${s.merchant}`),
    },
    {
      key: 'revoke',
      label: '撤销认证',
      danger: true,
      permission: ['merchant:subject:audit'],
      when: (s) => s.status === SubjectStatus.approved,
      confirm: (s) => `撤销「${s.name}」的认证？商户需重新提交主体信息。`,
      onClick: async (s) => {
        await send(subjectRevoke, { id: s.id });
        await changed('已撤销认证');
      },
    },
  ];
  return (
    <>
      <ListPage
        id="setting-subject"
        call={subjectApplying}
        rowKey="id"
        filters={filters}
        columns={columns}
        actions={actions}
        toolbar={() =>
          gate({ permission: ['merchant:subject:update'] }) && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(SUBJECT_CREATE)}>
              新增主体
            </Button>
          )
        }
      />
      <SubjectAuditDialog subject={auditing} onClose={() => setAuditing(null)} />
    </>
  );
}
