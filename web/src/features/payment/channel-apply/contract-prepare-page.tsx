import { APPLY_NO_INSTRUCTION_PATH, awaitsSignature, ChannelApplyStatus, channelApplyDetail, channelApplyStatusGuide, ChannelContractType, formatDateTime } from '@console/contract';
import { ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Descriptions, Result, Row, Space, Steps, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { send } from '../../../lib/request';
import { ErrorPanel } from '../../../shell/layout/error-panel';
import { SignCode } from '../../../widgets/sign-code/sign-code';
import { applyLink, CHANNEL_APPLY_DETAIL } from './paths';
import { ApplyStatusTag, StatusGuideText, type ChannelApply } from './shared';

const APPLY_NO = /^CA[0-9]{14}$/;

const steps = [
  { title: '扫码', description: '用手机扫描右侧签约码（或在手机上打开签约链接）' },
  { title: '核对合同', description: '核对合同编号、签约方与主体名称' },
  { title: '签署', description: '按提示完成身份验证并签署电子合同' },
  { title: '开通', description: '渠道确认后由平台登记，进件变为「已开通」' },
];

/** Why an application shows no signing code: signed already, not there yet, or a channel without a contract. */
function NotAwaiting({ apply }: { apply: ChannelApply }) {
  if (apply.status === ChannelApplyStatus.opened) {
    return <Result status="success" title="已签约" subTitle={apply.contract_type === ChannelContractType.electronic ? `电子合同 ${apply.contract_no || ''} 已签署，通道已开通收款。` : '该通道无需签约，已开通收款。'} />;
  }
  if (apply.contract_type !== ChannelContractType.electronic) {
    return <Result status="info" title="无需签约" subTitle={`「${apply.channel_name}」不需要签署电子合同，审核通过后直接开通。`} />;
  }
  const guide = channelApplyStatusGuide[apply.status];
  return (
    <Result
      status="info"
      title="未到签约环节"
      subTitle={
        <>
          当前状态「{guide?.name ?? apply.status}」：<StatusGuideText status={apply.status} />
        </>
      }
    />
  );
}

/**
 * 合同签约 (/contract/prepare?apply_no=, document 1 §2, signed-in public page): the contract signing page of a payment
 * channel application — its summary and, while it awaits signature (document 2 §2: status 4, contract_type 1,
 * category_id 3, a sign url), the signing code with the steps and a refresh of the status; otherwise why there is
 * nothing to sign. The read is the caller's own (tenant-scoped `payment/channel/apply/detail`).
 */
export default function ContractPreparePage() {
  const [params] = useSearchParams();
  const applyNo = params.get('apply_no')?.trim() ?? '';
  const valid = APPLY_NO.test(applyNo);
  const detail = useQuery({ queryKey: [channelApplyDetail.path, { apply_no: applyNo }], queryFn: () => send(channelApplyDetail, { apply_no: applyNo }, { silent: true }), enabled: valid });
  const apply = detail.data?.channel_apply;

  if (!valid) {
    return (
      <Card>
        <Result
          status="warning"
          title={applyNo ? `进件申请编号「${applyNo}」格式不正确` : '缺少进件申请编号'}
          subTitle="合同签约页面需要进件申请编号（CA 开头的 16 位编号），请从进件列表或签约通知进入。"
          extra={<Link to={APPLY_NO_INSTRUCTION_PATH}>如何查找进件申请编号</Link>}
        />
      </Card>
    );
  }
  if (detail.error) return <ErrorPanel error={detail.error} onRetry={() => void detail.refetch()} />;
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }} data-testid="contract-prepare">
      <Card
        title="合同签约"
        loading={detail.isPending}
        extra={
          <Space>
            <Typography.Text type="secondary">{detail.dataUpdatedAt ? `状态更新于 ${formatDateTime(new Date(detail.dataUpdatedAt).toISOString())}` : ''}</Typography.Text>
            <Button icon={<ReloadOutlined />} loading={detail.isFetching} onClick={() => void detail.refetch()}>
              刷新状态
            </Button>
          </Space>
        }
      >
        {apply && (
          <Descriptions
            size="small"
            column={{ xs: 1, md: 2, xl: 3 }}
            items={[
              { key: 'apply_no', label: '进件申请编号', children: apply.apply_no },
              { key: 'status', label: '状态', children: <ApplyStatusTag status={apply.status} /> },
              { key: 'channel', label: '支付通道', children: apply.channel_name },
              { key: 'merchant', label: '进件商户', children: `${apply.merchant.name}（${apply.merchant.id}）` },
              { key: 'partner', label: '受理服务商', children: apply.partner.name || '-' },
              { key: 'subject', label: '主体名称', children: apply.subject_name },
              { key: 'contract_no', label: '合同编号', children: apply.contract_no || '-' },
              { key: 'detail', label: '进件详情', children: <Link to={applyLink(CHANNEL_APPLY_DETAIL, apply.apply_no)}>查看</Link> },
            ]}
          />
        )}
      </Card>
      {apply && (
        <Card>
          {awaitsSignature(apply) ? (
            <Row gutter={[32, 24]} align="middle">
              <Col xs={24} lg={14}>
                <Typography.Title level={5}>签约步骤</Typography.Title>
                <Steps orientation="vertical" current={0} items={steps} />
                <Typography.Paragraph type="secondary">签署完成后点击「刷新状态」查看进度；平台登记开通后状态变为「已开通」。</Typography.Paragraph>
              </Col>
              <Col xs={24} lg={10}>
                <SignCode url={apply.apply_sign_url} contractNo={apply.contract_no} contractor={apply.merchant.name} subject={apply.subject_name} />
              </Col>
            </Row>
          ) : (
            <NotAwaiting apply={apply} />
          )}
        </Card>
      )}
    </Space>
  );
}
