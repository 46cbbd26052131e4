import { BusinessApplyStatus, businessApplyGet, formatDateTime, type CallReply } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Result, Skeleton, Space, Tag } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { HOME_REDIRECT } from '../../../lib/paths';
import { send } from '../../../lib/request';
import { ErrorPanel } from '../../../shell/layout/error-panel';
import { useSession } from '../../../shell/session/store';
import { StepBar, type StepBarItem } from '../../../widgets/step-bar/step-bar';
import { INVITE_PATHS, invitePath, type InviteBusiness } from './invite';
import { APPLY_DETAIL, APPLY_FORM, APPLY_LIST, ApplyStatusTag } from './shared';

type Apply = CallReply<typeof businessApplyGet>;

/** 已提交 → 审核中 → 已通过 / 已驳回 (已撤销 when the applicant withdrew it). */
function steps(a: Apply): { items: StepBarItem[]; current: number; status?: 'error' | 'finish' } {
  const decided = a.status !== BusinessApplyStatus.pending;
  const last = a.status === BusinessApplyStatus.approved ? '已通过' : a.status === BusinessApplyStatus.rejected ? '已驳回' : a.status === BusinessApplyStatus.cancelled ? '已撤销' : '审核结果';
  return {
    items: [
      { title: '已提交', description: formatDateTime(a.create_time) },
      { title: '审核中', description: decided ? `${a.target_name}` : `等待「${a.target_name}」审核` },
      { title: last, description: a.audit_time ? formatDateTime(a.audit_time) : undefined },
    ],
    current: decided ? 2 : 1,
    status: a.status === BusinessApplyStatus.approved ? 'finish' : decided ? 'error' : undefined,
  };
}

const resultStatus = (status: number) => (status === BusinessApplyStatus.approved ? 'success' : status === BusinessApplyStatus.pending ? 'info' : status === BusinessApplyStatus.rejected ? 'error' : 'warning');
const resultTitle: Record<number, string> = { 0: '申请已提交，等待审核', 1: '申请已通过', [-1]: '申请已驳回', [-2]: '申请已撤销' };

/**
 * 申请结果 (`/group/merchant/apply/result?id=`): one business application as its applicant (or the merchant applied to)
 * sees it after applying — the steps, the reason of a rejection, what was (or will be) granted; 进入控制台 and 重新申请.
 */
export default function ApplyResultPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const navigate = useNavigate();
  const own = useSession((s) => s.user?.merchant);
  const query = useQuery({ queryKey: [businessApplyGet.path, id], queryFn: () => send(businessApplyGet, { id }, { silent: true }), enabled: id > 0, retry: false });
  let body;
  if (!(id > 0)) body = <Result status="warning" title="缺少申请编号" extra={<Button onClick={() => navigate(APPLY_LIST)}>我的申请</Button>} />;
  else if (query.isLoading) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (query.error || !query.data) body = <ErrorPanel error={query.error} onRetry={() => void query.refetch()} />;
  else {
    const a = query.data;
    const step = steps(a);
    const mine = a.merchant === own;
    const again = a.status === BusinessApplyStatus.rejected || a.status === BusinessApplyStatus.cancelled;
    const againPath = a.business in INVITE_PATHS ? invitePath(a.business as InviteBusiness, a.target) : APPLY_FORM;
    body = (
      <>
        <StepBar steps={step.items} current={step.current} status={step.status} />
        <Result
          status={resultStatus(a.status)}
          title={resultTitle[a.status] ?? '申请结果'}
          subTitle={a.status === BusinessApplyStatus.rejected ? `驳回原因：${a.audit_remark}` : a.status === BusinessApplyStatus.approved && a.products.length ? '产品已开通，重新进入控制台后可见新的菜单' : undefined}
          extra={
            <Space wrap style={{ justifyContent: 'center' }}>
              <Button type="primary" onClick={() => navigate(HOME_REDIRECT)}>
                进入控制台
              </Button>
              {mine && again && <Button onClick={() => navigate(againPath)}>重新申请</Button>}
              <Button onClick={() => navigate(mine ? APPLY_LIST : `${APPLY_DETAIL}?id=${a.id}`)}>{mine ? '我的申请' : '申请详情'}</Button>
            </Space>
          }
        />
        <Descriptions column={{ xs: 1, md: 2 }} bordered size="small" styles={{ label: { width: 120 } }}>
          <Descriptions.Item label="申请编号">{a.id}</Descriptions.Item>
          <Descriptions.Item label="状态">
            <ApplyStatusTag status={a.status} />
          </Descriptions.Item>
          <Descriptions.Item label="申请业务">{a.business_name}</Descriptions.Item>
          <Descriptions.Item label="受理方">{`${a.target_name}（${a.target}）`}</Descriptions.Item>
          <Descriptions.Item label="申请商户">{`${a.merchant_name}（${a.merchant}）`}</Descriptions.Item>
          <Descriptions.Item label="申请时间">{formatDateTime(a.create_time)}</Descriptions.Item>
          <Descriptions.Item label={a.status === BusinessApplyStatus.approved ? '已开通产品' : '通过后开通'}>
            {a.products.length ? a.products.map((p) => <Tag key={p.code}>{p.name}</Tag>) : '无（建立合作关系）'}
          </Descriptions.Item>
          {a.auditor && <Descriptions.Item label="审核人">{`${a.auditor} · ${formatDateTime(a.audit_time ?? '')}`}</Descriptions.Item>}
          {a.audit_remark && <Descriptions.Item label={a.status === BusinessApplyStatus.rejected ? '驳回原因' : '审核意见'}>{a.audit_remark}</Descriptions.Item>}
        </Descriptions>
      </>
    );
  }
  return (
    <Card style={{ maxWidth: 920, margin: '0 auto' }} title="申请结果">
      {body}
    </Card>
  );
}
