import { accountTypeNames, bankAccountApplyGet, formatDateTime, formatMoney, maskBankAccount, maskPhone, transferRuntime, transferRuntimeApprove, WithdrawApplyStatus, withdrawApplyStatusNames, withdrawScheduleText, type CallReply } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Descriptions, Empty, Image, Skeleton, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { send } from '../../../lib/request';
import { ErrorPanel } from '../../../shell/layout/error-panel';
import { useGate } from '../../../shell/session/gate';
import { RejectDialog } from '../../../widgets/resource/reject-dialog';
import { useChanged } from '../../../widgets/resource/use-changed';
import { AuditTimeline } from '../../../widgets/timeline/record-timeline';
import { WithdrawDialog, type WithdrawApply } from './withdraw-dialog';

type InForce = NonNullable<CallReply<typeof transferRuntime>['setting']>;

const statusColors: Record<number, string> = { 0: 'processing', 1: 'success', [-1]: 'error', [-2]: 'default' };
export const WithdrawApplyStatusTag = ({ status }: { status: number }) => <Tag color={statusColors[status]}>{withdrawApplyStatusNames[status] ?? status}</Tag>;

/** 银行账号 masked, with 显示 to read it whole (the reviewer compares it with the proof). */
function AccountNumber({ value }: { value: string }) {
  const [shown, setShown] = useState(false);
  return (
    <Space size={4}>
      <span style={{ fontFamily: 'monospace' }}>{shown ? value : maskBankAccount(value)}</span>
      <Button type="link" size="small" onClick={() => setShown(!shown)}>
        {shown ? '隐藏' : '显示'}
      </Button>
    </Space>
  );
}

/** The settings of a submission or of the settings in force, as a description list. */
function SettingDescriptions({ s }: { s: InForce | WithdrawApply }) {
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, sm: 2 }}
      items={[
        { key: 'account_type', label: '账户类型', children: accountTypeNames[s.account_type] ?? s.account_type },
        { key: 'account_name', label: '开户名称', children: s.account_name },
        { key: 'account_no', label: '银行账号', children: <AccountNumber value={s.account_no} /> },
        { key: 'bank', label: '开户银行', children: s.bank_name },
        { key: 'branch', label: '开户支行', children: `${s.branch_name}${s.branch_cnaps ? `（联行号 ${s.branch_cnaps}）` : ''}` },
        ...(s.reserved_mobile ? [{ key: 'mobile', label: '预留手机号', children: maskPhone(s.reserved_mobile) }] : []),
        { key: 'schedule', label: '提现方式', children: withdrawScheduleText(s) },
        { key: 'min_amount', label: '起提金额', children: formatMoney(s.min_amount) },
        { key: 'retain_amount', label: '留存金额', children: formatMoney(s.retain_amount) },
        {
          key: 'proof',
          label: '证明材料',
          children: (
            <Image.PreviewGroup>
              <Space>{s.proof.map((src) => <Image key={src} src={src} width={72} height={72} style={{ objectFit: 'cover' }} alt="证明材料" />)}</Space>
            </Image.PreviewGroup>
          ),
        },
      ]}
    />
  );
}

/**
 * A merchant's 提现 (withdrawal settings): the settings in force, the latest submission with its review (通过 / 驳回
 * for the platform), 提现设置 to submit new ones, and the record of changes.
 */
export function WithdrawPanel({ merchant }: { merchant: number }) {
  const gate = useGate();
  const { modal } = App.useApp();
  const changed = useChanged(bankAccountApplyGet, transferRuntime);
  const [editing, setEditing] = useState(false);
  const [rejecting, setRejecting] = useState<WithdrawApply | null>(null);
  const rt = useQuery({ queryKey: [transferRuntime.path, merchant], queryFn: () => send(transferRuntime, { merchant }, { silent: true }) });
  const latest = useQuery({ queryKey: [bankAccountApplyGet.path, merchant], queryFn: () => send(bankAccountApplyGet, { merchant }, { silent: true }) });
  if (rt.isLoading || latest.isLoading) return <Skeleton active />;
  if (rt.error || latest.error) return <ErrorPanel error={rt.error ?? latest.error} onRetry={() => void Promise.all([rt.refetch(), latest.refetch()])} />;
  const setting = rt.data?.setting ?? null;
  const apply = latest.data ?? null;
  // The latest submission is news unless it is what is in force.
  const news = apply && apply.id !== setting?.apply ? apply : null;
  const pending = news?.status === WithdrawApplyStatus.pending;
  const mayApprove = gate({ permission: ['payment:transfer:rt:approve'] });
  const approve = (a: WithdrawApply) =>
    modal.confirm({
      title: '通过提现设置',
      content: `通过后，该商户的结算款将按此设置提现到 ${a.bank_name} ${maskBankAccount(a.account_no)}（${a.account_name}）。请确认已核对证明材料。`,
      okText: '通过',
      onOk: async () => {
        await send(transferRuntimeApprove, { merchant, apply: a.id, approve: true });
        await changed('已通过，新的提现设置已生效');
      },
    });
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card
        size="small"
        title="生效中的提现设置"
        extra={
          gate({ permission: ['payment:transfer:rt:update'] }) && (
            <Button type="primary" onClick={() => setEditing(true)}>
              {setting ? '修改提现设置' : '设置提现账户'}
            </Button>
          )
        }
      >
        {setting ? (
          <>
            <SettingDescriptions s={setting} />
            <Typography.Text type="secondary">
              {setting.approver} 于 {formatDateTime(setting.approve_time)} 审核通过（申请编号 {setting.apply}）
            </Typography.Text>
          </>
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="尚未设置提现账户：结算款留在商户账户中，不会提现" />
        )}
      </Card>
      {news && (
        <Card
          size="small"
          data-testid="withdraw-latest"
          title={
            <Space>
              最近一次申请 · {news.id}
              <WithdrawApplyStatusTag status={news.status} />
            </Space>
          }
          extra={
            pending &&
            mayApprove && (
              <Space>
                <Button type="primary" onClick={() => approve(news)}>
                  通过
                </Button>
                <Button danger onClick={() => setRejecting(news)}>
                  驳回
                </Button>
              </Space>
            )
          }
        >
          {news.status === WithdrawApplyStatus.rejected && <Typography.Paragraph type="danger">驳回原因：{news.reason}</Typography.Paragraph>}
          <SettingDescriptions s={news} />
          <Typography.Text type="secondary">
            {news.applicant} 于 {formatDateTime(news.create_time)} 提交{news.remark ? `：${news.remark}` : ''}
            {news.auditor ? `；${news.auditor} 于 ${formatDateTime(news.audit_time ?? '')} 审核` : pending ? '；等待平台审核' : ''}
          </Typography.Text>
        </Card>
      )}
      <Card size="small" title="变更记录">
        <AuditTimeline type="withdraw_setting" id={merchant} />
      </Card>
      <WithdrawDialog merchant={merchant} start={apply ?? setting} open={editing} onClose={() => setEditing(false)} />
      <RejectDialog
        open={!!rejecting}
        title="驳回提现设置"
        name="withdraw-reject"
        extra="提交方会看到，便于修改后重新提交"
        changes={[bankAccountApplyGet, transferRuntime]}
        reject={(reason) => send(transferRuntimeApprove, { merchant, apply: rejecting!.id, approve: false, reason })}
        onClose={() => setRejecting(null)}
      />
    </Space>
  );
}
