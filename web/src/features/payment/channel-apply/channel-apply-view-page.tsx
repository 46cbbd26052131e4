import { ALIPAY_CHANNEL, ChannelApplyStatus, channelApplyAuditPass, channelApplyAuditPassNew, channelApplyAuditReject, channelApplyCount, channelApplyDetail, channelApplyList } from '@console/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Input, Radio } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { send } from '../../../lib/request';
import { useGate } from '../../../shell/session/gate';
import { DetailPage, type DetailAction } from '../../../widgets/resource/detail-page';
import { FormDialog } from '../../../widgets/resource/form-dialog';
import { RejectDialog } from '../../../widgets/resource/reject-dialog';
import { useChanged } from '../../../widgets/resource/use-changed';
import { AuditTimeline } from '../../../widgets/timeline/record-timeline';
import { AlipayAuthPanel } from '../channel-auth/alipay-auth-panel';
import { applyLink, CHANNEL_APPLY_AUDIT, CHANNEL_APPLY_EDIT, CHANNEL_APPLY_LIST, MERCHANT_CHANNEL_APPLY_LIST, PARTNER_READ, TODO_KEY } from './paths';
import { applyDetailFields as fields, type ApplyView } from './detail-fields';
import { editable } from './shared';

const CHANGES = [channelApplyList, channelApplyCount, channelApplyDetail];

/**
 * 进件详情 (`/payment/channel/apply/detail?apply_no=`) and 进件审核 (`/payment/channel/audit?apply_no=`): one view of the
 * application with its 操作记录; the audit page adds 审核通过 and 驳回 (the partner, at 待审核) and 登记渠道结果 (the
 * platform, at 渠道审核中 or 待签约).
 */
export default function ChannelApplyViewPage() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const gate = useGate();
  const auditing = pathname === CHANNEL_APPLY_AUDIT;
  const applyNo = params.get('apply_no') ?? '';
  const changed = useChanged(...CHANGES, ...TODO_KEY);
  const client = useQueryClient();
  const refreshTodo = () => client.invalidateQueries({ queryKey: TODO_KEY });
  const [dialog, setDialog] = useState<'reject' | 'channel'>();
  const [current, setCurrent] = useState<ApplyView>();
  const mayAudit = gate({ permission: ['payment:partner:channel:apply:audit'] });
  const mayRecord = gate({ permission: ['payment:channel:apply:audit'] });
  const atChannel = (r: ApplyView) => r.status === ChannelApplyStatus.channel || r.status === ChannelApplyStatus.signing;

  const actions: DetailAction<ApplyView>[] = auditing
    ? [
        {
          key: 'pass',
          label: '审核通过，提交渠道',
          primary: true,
          when: (r) => r.status === ChannelApplyStatus.pending && mayAudit,
          confirm: (r) => `确定审核通过「${r.merchant.name}」的${r.channel_name}进件，并提交渠道审核吗？`,
          onClick: async (r) => {
            await send(channelApplyAuditPass, { apply_no: r.apply_no });
            await changed('已提交渠道审核');
          },
        },
        {
          key: 'channel',
          label: '登记渠道结果',
          primary: true,
          when: (r) => atChannel(r) && mayRecord,
          onClick: (r) => {
            setCurrent(r);
            setDialog('channel');
          },
        },
        {
          key: 'reject',
          label: '驳回',
          danger: true,
          when: (r) => (r.status === ChannelApplyStatus.pending && mayAudit) || (r.status === ChannelApplyStatus.channel && mayRecord),
          onClick: (r) => {
            setCurrent(r);
            setDialog('reject');
          },
        },
      ]
    : [{ key: 'edit', label: '编辑', primary: true, permission: ['payment:partner:channel:apply:update'], when: editable, onClick: (r) => navigate(applyLink(CHANNEL_APPLY_EDIT, r.apply_no)) }];

  return (
    <>
      <DetailPage<ApplyView>
        loadKey={[channelApplyDetail.path, applyNo]}
        load={async () => {
          const d = await send(channelApplyDetail, { apply_no: applyNo });
          return { ...d.channel_apply, extra: d.extra };
        }}
        title={(r) => `${r.merchant.name} · ${r.channel_name}${auditing ? ' · 进件审核' : ''}`}
        fields={fields}
        back={gate({ permission: PARTNER_READ }) ? CHANNEL_APPLY_LIST : MERCHANT_CHANNEL_APPLY_LIST}
        actions={actions}
        tabs={[
          {
            key: 'alipay-auth',
            label: '支付宝授权',
            when: (r) => r.channel === ALIPAY_CHANNEL,
            render: (r) => <AlipayAuthPanel applyNo={r.apply_no} status={r.status} />,
          },
          {
            key: 'timeline',
            label: '操作记录',
            render: (r) => <AuditTimeline type="payment_channel_apply" id={r.apply_no} />,
          },
        ]}
      />
      <RejectDialog
        open={dialog === 'reject'}
        title={`驳回进件 ${current?.apply_no ?? ''}`}
        name="channel-apply-reject"
        extra={current?.status === ChannelApplyStatus.channel ? '登记渠道的驳回：服务商修改后可重新提交' : '服务商修改后可重新提交'}
        changes={CHANGES}
        reject={async (reason) => {
          await send(channelApplyAuditReject, { apply_no: current!.apply_no, reason });
          await refreshTodo();
        }}
        onClose={() => setDialog(undefined)}
      />
      <FormDialog<{ result: 1 | -1; reason?: string; apply_sign_url?: string; contract_no?: string }>
        open={dialog === 'channel'}
        title={`登记渠道结果 · ${current?.channel_name ?? ''}`}
        name="channel-apply-result"
        okText="登记"
        initialValues={{ result: 1 }}
        changes={CHANGES}
        onClose={() => setDialog(undefined)}
        onSubmit={async (v) => {
          const reply = await send(channelApplyAuditPassNew, {
            apply_no: current!.apply_no,
            result: v.result,
            reason: v.result === -1 ? v.reason?.trim() : undefined,
            apply_sign_url: v.result === 1 ? v.apply_sign_url?.trim() || undefined : undefined,
            contract_no: v.result === 1 ? v.contract_no?.trim() || undefined : undefined,
          });
          await refreshTodo();
          return reply.status === ChannelApplyStatus.signing ? '已登记，等待商户签约' : reply.status === ChannelApplyStatus.opened ? '已登记，进件已开通' : '已登记为异常';
        }}
      >
        {(form) => (
          <>
            <Form.Item name="result" label="渠道结果" rules={[{ required: true }]}>
              <Radio.Group options={[{ label: current?.status === ChannelApplyStatus.signing ? '已签约，开通' : '通过', value: 1 }, { label: '异常', value: -1 }]} />
            </Form.Item>
            <Form.Item noStyle shouldUpdate={(a, b) => a.result !== b.result}>
              {() =>
                form.getFieldValue('result') === -1 ? (
                  <Form.Item name="reason" label="异常原因" rules={[{ required: true, whitespace: true, message: '请填写异常原因' }]}>
                    <Input.TextArea rows={3} maxLength={200} showCount />
                  </Form.Item>
                ) : current?.status === ChannelApplyStatus.channel && current.contract_type === 1 ? (
                  <>
                    <Form.Item name="apply_sign_url" label="签约地址" rules={[{ required: true, type: 'url', message: '请填写渠道返回的签约链接' }]}>
                      <Input maxLength={500} placeholder="https://" />
                    </Form.Item>
                    <Form.Item name="contract_no" label="合同编号" extra="不填则按进件编号生成">
                      <Input maxLength={40} />
                    </Form.Item>
                  </>
                ) : null
              }
            </Form.Item>
          </>
        )}
      </FormDialog>
    </>
  );
}
