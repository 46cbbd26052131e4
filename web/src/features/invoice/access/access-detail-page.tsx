import { formatDateTime, invoiceAccessGet, maskPhone, subjectStatusNames, subjectTypeNames } from '@console/contract';
import { Space } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { send } from '../../../lib/request';
import { DetailPage } from '../../../widgets/resource/detail-page';
import { AuditTimeline } from '../../../widgets/timeline/record-timeline';
import { ApplyStatusTag } from '../../account/business/shared';
import { ACCESS_EDIT, ACCESS_LIST, MANAGE, manageLink } from '../paths';
import { AUDIT, isPending, RejectDialog, type Access } from './shared';

/** 接入申请详情 (?id=): the application, the applicant's subject as submitted, its invoicing set-up once opened, 操作记录. */
export default function AccessDetailPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const navigate = useNavigate();
  const [rejecting, setRejecting] = useState<Access | null>(null);
  return (
    <>
      <DetailPage<Access>
        loadKey={[invoiceAccessGet.path, id]}
        load={() => send(invoiceAccessGet, { id })}
        title={(a) => (
          <Space>
            接入申请 · {a.id}
            <ApplyStatusTag status={a.status} />
          </Space>
        )}
        back={ACCESS_LIST}
        actions={[
          { key: 'approve', label: '审核开通', primary: true, permission: AUDIT, when: isPending, onClick: (a) => navigate(`${ACCESS_EDIT}?id=${a.id}`) },
          { key: 'reject', label: '驳回', danger: true, permission: AUDIT, when: isPending, onClick: setRejecting },
          { key: 'manage', label: '管理发票商户', permission: ['invoice:partner:merchant:list'], when: (a) => a.status === 1, onClick: (a) => navigate(manageLink(MANAGE, a.merchant)) },
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
              { key: 'software_code', label: '税控软件', value: (a) => a.software_code || '未设置' },
              { key: 'rule_configured', label: '基础规则', value: (a) => (a.rule_configured ? '已设置' : '未设置') },
              { key: 'audit', label: '审核', when: (a) => !!a.auditor, value: (a) => `${a.auditor} · ${formatDateTime(a.audit_time ?? '')}` },
              { key: 'audit_remark', label: '审核意见', when: (a) => !!a.audit_remark },
              { key: 'remark', label: '申请说明', span: 'filled' },
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
            ],
          },
          {
            key: 'timeline',
            label: '操作记录',
            render: (a) => <AuditTimeline type="business_apply" id={a.id} />,
          },
        ]}
      />
      <RejectDialog apply={rejecting} onClose={() => setRejecting(null)} />
    </>
  );
}
