import { paymentMerchantList, paymentMerchantSummary, paymentRouteChannelList, paymentRouteCreate, paymentRouteGet, paymentRouteList, paymentRouteUpdate, payModeText } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Form, Radio, Select, Typography } from 'antd';
import { useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { send } from '../../../lib/request';
import { FormPage, type FormField } from '../../../widgets/resource/form-page';
import { merchantDetailLink, ROUTE_EDIT } from './paths';
import { channelOptions, routablePayModeOptions, statusOptions } from './shared';

type Values = Record<string, unknown>;

/**
 * 新建路由 (?merchant=) and 编辑路由 (?id=): the pay method (fixed once set) and its channel — only channels that carry
 * the method and are open for the merchant can be chosen; the others show why they cannot.
 */
export default function RouteFormPage() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const id = pathname === ROUTE_EDIT ? Number(params.get('id')) : undefined;
  const editing = id !== undefined;
  const route = useQuery({ queryKey: [paymentRouteGet.path, id], queryFn: () => send(paymentRouteGet, { id: id! }), enabled: editing });
  const merchant = editing ? route.data?.merchant : Number(params.get('merchant'));
  const channels = useQuery({
    queryKey: [paymentRouteChannelList.path, merchant],
    queryFn: () => send(paymentRouteChannelList, { merchant: merchant! }, { silent: true }),
    enabled: Boolean(merchant),
  });
  // The merchant's name (the route's own on edit): the form shows who the route is for.
  const summary = useQuery({
    queryKey: [paymentMerchantSummary.path, merchant],
    queryFn: () => send(paymentMerchantSummary, { merchant: merchant! }, { silent: true }),
    enabled: Boolean(merchant),
  });
  const merchantName = summary.data ? `${summary.data.merchant_name}（${summary.data.merchant}）` : String(merchant ?? '');
  const fields = useMemo<FormField[]>(
    () => [
      { kind: 'custom', key: 'merchant_name', label: '商户', render: () => <Typography.Text strong>{merchantName}</Typography.Text> },
      editing
        ? { kind: 'custom', key: 'pay_mode_name', label: '支付方式', render: (form) => <Typography.Text>{payModeText(Number(form.getFieldValue('pay_mode')))}</Typography.Text> }
        : { kind: 'select', key: 'pay_mode', label: '支付方式', required: true, options: routablePayModeOptions },
      {
        kind: 'custom',
        key: 'channel',
        label: '支付通道',
        required: true,
        extra: '只能选择该商户已开通（进件已开通）且支持该支付方式的通道',
        render: (form) => (
          <Form.Item noStyle shouldUpdate={(a, b) => a.pay_mode !== b.pay_mode}>
            {() => {
              const payMode = form.getFieldValue('pay_mode') as number | undefined;
              if (payMode === undefined) return <Typography.Text type="secondary">请先选择支付方式</Typography.Text>;
              const options = channelOptions(channels.data?.row ?? [], payMode);
              return (
                <>
                  <Form.Item name="channel" noStyle rules={[{ required: true, message: '请选择支付通道' }]}>
                    <Select aria-label="支付通道" options={options} loading={channels.isPending} style={{ width: 300 }} placeholder="选择支付通道" />
                  </Form.Item>
                  {!channels.isPending && !options.some((o) => !o.disabled) && (
                    <Alert style={{ marginTop: 8 }} type="warning" showIcon message="该商户尚无可用于此支付方式的已开通通道，请先提交进件" />
                  )}
                </>
              );
            }}
          </Form.Item>
        ),
      },
      ...(editing
        ? [
            {
              kind: 'custom',
              key: 'status',
              label: '状态',
              render: () => (
                <Form.Item name="status" noStyle>
                  <Radio.Group aria-label="状态" options={statusOptions} />
                </Form.Item>
              ),
            } as FormField,
          ]
        : []),
      { kind: 'textarea', key: 'remark', label: '备注', maxLength: 200, rows: 3 },
    ],
    [editing, merchantName, channels.data, channels.isPending],
  );
  if (!editing && !(merchant! > 0)) return <Alert type="warning" showIcon message="缺少商户号" />;
  const back = merchant ? merchantDetailLink(merchant, 'routes') : '/service/payment/merchant/list';
  return (
    <FormPage
      id={editing ? 'payment-route-edit' : 'payment-route-create'}
      fields={fields}
      {...(editing
        ? {
            loadKey: [paymentRouteGet.path, id],
            load: async () => {
              const r = await send(paymentRouteGet, { id: id! });
              return { pay_mode: r.pay_mode, channel: r.channel, status: r.status, remark: r.remark };
            },
          }
        : {})}
      submit={(v: Values) => {
        const remark = (v.remark as string | undefined)?.trim() || undefined;
        return editing
          ? send(paymentRouteUpdate, { id: id!, channel: v.channel as 'wxpay', status: v.status as 1 | 0, remark })
          : send(paymentRouteCreate, { merchant: merchant!, pay_mode: v.pay_mode as 3, channel: v.channel as 'wxpay', remark });
      }}
      back={back}
      invalidate={[[paymentRouteList.path], [paymentRouteGet.path], [paymentMerchantList.path], [paymentMerchantSummary.path]]}
    />
  );
}
