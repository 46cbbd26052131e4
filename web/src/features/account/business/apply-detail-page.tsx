import { BusinessApplyStatus, businessApplyList, formatDateTime, maskPhone, subjectStatusNames, subjectTypeNames } from '@console/contract';
import { Image, Space } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { send } from '../../../lib/request';
import { useSession } from '../../../shell/session/store';
import { DetailPage } from '../../../widgets/resource/detail-page';
import { AuditTimeline } from '../../../widgets/timeline/record-timeline';
import { ShardingPanel } from '../../payment/sharding/sharding-panel';
import { WithdrawPanel } from '../../payment/transfer/withdraw-panel';
import { APPLY_LIST, ApplyStatusTag, AUDIT_LIST, DecisionDialog, isPending, type Apply } from './shared';

/**
 * 申请详情: one application — what was applied for, the applicant's subject as it was when it applied, the
 * decision, and the record's 操作记录. The merchant applied to decides here too.
 */
export default function ApplyDetailPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const own = useSession((s) => s.user?.merchant);
  const [decision, setDecision] = useState<{ apply: Apply; approve: boolean } | null>(null);
  const settled = (a: Apply) => a.status === BusinessApplyStatus.approved && a.target === own;
  const load = async () => {
    // Found on either side: the applicant's list, else the auditor's.
    for (const side of ['apply', 'audit'] as const) {
      const reply = await send(businessApplyList, { side, id }, { silent: true }).catch(() => undefined);
      if (reply?.row[0]) return reply.row[0];
    }
    throw new Error('申请不存在或无权查看');
  };
  return (
    <>
      <DetailPage<Apply>
        loadKey={[businessApplyList.path, 'detail', id]}
        load={load}
        title={(a) => (
          <Space>
            {a.business_name}申请 · {a.id}
            <ApplyStatusTag status={a.status} />
          </Space>
        )}
        back={APPLY_LIST}
        actions={[
          { key: 'approve', label: '通过', primary: true, permission: ['merchant:business:audit'], when: (a) => isPending(a) && a.merchant !== own, onClick: (a) => setDecision({ apply: a, approve: true }) },
          { key: 'reject', label: '驳回', danger: true, permission: ['merchant:business:audit'], when: (a) => isPending(a) && a.merchant !== own, onClick: (a) => setDecision({ apply: a, approve: false }) },
        ]}
        tabs={[
          {
            key: 'info',
            label: '申请信息',
            fields: [
              { key: 'id', label: '申请编号' },
              { key: 'business_name', label: '申请业务' },
              { key: 'status', label: '状态', render: (a) => <ApplyStatusTag status={a.status} /> },
              { key: 'merchant_name', label: '申请商户', value: (a) => `${a.merchant_name}（${a.merchant}）` },
              { key: 'target_name', label: '受理方', value: (a) => `${a.target_name}（${a.target}）` },
              { key: 'contact', label: '联系人', value: (a) => `${a.contact_name} ${maskPhone(a.contact_mobile)}` },
              { key: 'create_time', label: '申请时间', value: (a) => formatDateTime(a.create_time) },
              { key: 'audit', label: '审核', when: (a) => !!a.auditor, value: (a) => `${a.auditor} · ${formatDateTime(a.audit_time ?? '')}` },
              { key: 'audit_remark', label: '审核意见', when: (a) => !!a.audit_remark },
              { key: 'remark', label: '申请说明', span: 'filled' },
              {
                key: 'attachments',
                label: '附件',
                span: 'filled',
                render: (a) => (a.attachments.length ? <Image.PreviewGroup>{a.attachments.map((src) => <Image key={src} src={src} width={96} alt="附件" />)}</Image.PreviewGroup> : ''),
              },
            ],
          },
          {
            key: 'subject',
            label: '主体信息',
            fields: [
              { key: 'subject_name', label: '主体名称', value: (a) => a.subject?.name ?? '申请时未提交主体信息' },
              { key: 'subject_type', label: '主体类型', when: (a) => !!a.subject, value: (a) => subjectTypeNames[a.subject!.type] ?? a.subject!.type },
              { key: 'credit_code', label: '统一社会信用代码', when: (a) => !!a.subject, value: (a) => a.subject!.credit_code },
              { key: 'legal_person', label: '法定代表人', when: (a) => !!a.subject, value: (a) => a.subject!.legal_person },
              { key: 'subject_status', label: '申请时认证状态', when: (a) => !!a.subject, value: (a) => subjectStatusNames[a.subject!.status] ?? '' },
              { key: 'licence', label: '营业执照', span: 'filled', when: (a) => !!a.subject?.licence_image, render: (a) => <Image src={a.subject!.licence_image} width={200} alt="营业执照" /> },
            ],
          },
          // Once approved, the applicant is the auditor's customer (or member): set up its profit sharing and payouts here.
          { key: 'sharding', label: '分账', permission: ['payment:sharding:rt:list'], when: (a) => settled(a), render: (a) => <ShardingPanel merchant={a.merchant} manage /> },
          { key: 'withdraw', label: '提现', permission: ['payment:transfer:rt:list'], when: (a) => settled(a), render: (a) => <WithdrawPanel merchant={a.merchant} /> },
          {
            key: 'timeline',
            label: '操作记录',
            render: (a) => <AuditTimeline type="business_apply" id={a.id} />,
          },
        ]}
      />
      <DecisionDialog decision={decision} onClose={() => setDecision(null)} />
    </>
  );
}

export { AUDIT_LIST };
