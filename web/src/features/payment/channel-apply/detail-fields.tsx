import { ChannelApplyStatus, channelApplyStatusGuide, channelCategoryNames, formatDateTime, type CallReply, type channelApplyDetail } from '@console/contract';
import { QRCode, Space, Typography } from 'antd';
import type { DetailField } from '../../../widgets/resource/detail-page';
import { ApplyStatusTag, contractTypeText, StatusGuideText } from './shared';

// 进件详情's items: the console's detail and audit pages and the external link's detail (/external/payment/channel/detail).

export type Detail = CallReply<typeof channelApplyDetail>;
export type ApplyView = Detail['channel_apply'] & { extra: Detail['extra'] };

const extra = (key: string) => (r: ApplyView) => r.extra.find((e) => e.key === key)?.value ?? '-';

export const applyDetailFields: DetailField<ApplyView>[] = [
  { key: 'apply_no', label: '进件编号' },
  { key: 'status', label: '状态', render: (r) => <ApplyStatusTag status={r.status} /> },
  { key: 'status_guide', label: '状态说明', span: 'filled', when: (r) => !!channelApplyStatusGuide[r.status], render: (r) => <StatusGuideText status={r.status} applyNo={r.apply_no} /> },
  { key: 'reason', label: '驳回或异常原因', when: (r) => !!r.reason, render: (r) => <Typography.Text type="danger">{r.reason}</Typography.Text> },
  { key: 'merchant', label: '进件商户', value: (r) => `${r.merchant.name}（${r.merchant.id}）` },
  { key: 'partner', label: '受理方', value: (r) => r.partner.name },
  { key: 'channel_name', label: '支付通道' },
  { key: 'category_id', label: '通道类型', value: (r) => channelCategoryNames[r.category_id] ?? r.category_id },
  { key: 'contract_type', label: '签约方式', value: (r) => contractTypeText(r.contract_type) },
  { key: 'contract_no', label: '合同编号', when: (r) => !!r.contract_no },
  { key: 'subject_name', label: '主体名称' },
  { key: 'licence_no', label: '统一社会信用代码' },
  { key: 'account_type', label: '账户类型', value: extra('account_type') },
  { key: 'account_name', label: '开户名称', value: extra('account_name') },
  { key: 'account_no', label: '结算账号' },
  { key: 'bank_name', label: '开户银行' },
  { key: 'branch_name', label: '开户支行', value: (r) => (r.branch_cnaps ? `${r.branch_name}（${r.branch_cnaps}）` : r.branch_name) },
  { key: 'contact_name', label: '联系人', value: extra('contact_name') },
  { key: 'contact_telephone', label: '联系电话', value: extra('contact_telephone') },
  { key: 'applicant', label: '提交人' },
  { key: 'create_time', label: '申请时间', value: (r) => formatDateTime(r.create_time) },
  { key: 'audit', label: '最近审核', when: (r) => !!r.auditor, value: (r) => `${r.auditor} ${r.audit_time ? formatDateTime(r.audit_time) : ''}` },
  { key: 'remark', label: '申请说明', span: 'filled', when: (r) => !!r.remark },
  {
    key: 'apply_sign_url',
    label: '签约码',
    span: 'filled',
    when: (r) => r.status === ChannelApplyStatus.signing && !!r.apply_sign_url,
    render: (r) => (
      <Space align="start">
        <QRCode value={r.apply_sign_url} size={120} aria-label="电子合同签约码" />
        <Typography.Text type="secondary" copyable={{ text: r.apply_sign_url }}>
          商户扫码签署电子合同
        </Typography.Text>
      </Space>
    ),
  },
];

/** The same items for someone outside the console (an external link): the guide without its 去签约 link into the console. */
export const externalApplyDetailFields: DetailField<ApplyView>[] = applyDetailFields.map((f) =>
  f.key === 'status_guide' ? { ...f, render: (r: ApplyView) => <StatusGuideText status={r.status} /> } : f,
);
