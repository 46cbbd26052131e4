import { addDays, periodEnd, todayInChina, type CallReply, type vipGet, type vipList } from '@console/contract';
import { Alert, Col, DatePicker, Descriptions, Form, Input, InputNumber, Row, Select, Typography, type FormInstance } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { send, useIdempotencyKey } from '../../../lib/request';
import { ParkPicker } from '../../../widgets/park-picker';
import { FormDialog } from '../../../widgets/resource/form-dialog';
import { useVehicles } from './platform';
import { mobileRules, money, packageText, payTypeOptions, PlateColourField, PlatesInput, platesRules, ReasonField, useVipPackages } from './shared';

export type VipRow = CallReply<typeof vipList>['row'][number];
export type VipDetail = CallReply<typeof vipGet>;

/** What a change of a card makes stale: the list and the card's detail (and its timeline, always refreshed). */
const useTouched = () => {
  const { cards } = useVehicles();
  return [cards.list, cards.get, cards.counts];
};
const day = (value: Dayjs) => value.format('YYYY-MM-DD');

interface CardValues {
  park_code: string;
  package: number;
  plates: string[];
  plate_color: number;
  holder_name: string;
  mobile: string;
  space_no?: string;
  start?: Dayjs;
  end?: Dayjs;
}

/**
 * 新增月卡 (no card) or 编辑月卡 (the card with its whole mobile): plates, holder, mobile, package of the park, space; a new
 * card also its park and period (the end follows the package until changed by hand). An edit leaves the dates to 续费.
 */
export function VipFormDialog({ open, card, onClose }: { open: boolean; card?: VipDetail; onClose: () => void }) {
  const editing = !!card;
  const { cards } = useVehicles();
  const touched = useTouched();
  return (
    <FormDialog<CardValues>
      open={open}
      title={editing ? `编辑月卡 · ${card.plates.join('、')}` : '新增月卡'}
      name="parking-vip-form"
      width={720}
      initialValues={
        card
          ? { park_code: card.park_code, package: card.package, plates: card.plates, plate_color: card.plate_color, holder_name: card.holder_name, mobile: card.mobile, space_no: card.space_no }
          : { plate_color: 1, plates: [], start: dayjs(todayInChina()) }
      }
      changes={touched}
      onClose={onClose}
      onSubmit={async (v) => {
        const fields = { plates: v.plates, plate_color: v.plate_color, holder_name: v.holder_name.trim(), mobile: v.mobile, package: v.package, space_no: v.space_no?.trim() ?? '' };
        if (card) {
          await send(cards.update, { id: card.id, ...fields });
          return '月卡已保存';
        }
        await send(cards.create, { park_code: v.park_code, ...fields, start_date: day(v.start!), end_date: day(v.end!) });
        return '月卡已新增';
      }}
    >
      {(form) => <CardFields form={form} editing={editing} />}
    </FormDialog>
  );
}

function CardFields({ form, editing }: { form: FormInstance<CardValues>; editing: boolean }) {
  const parkCode = Form.useWatch('park_code', form);
  const packages = useVipPackages(parkCode || '');
  const options = (packages.data ?? []).map((p) => ({ label: packageText(p), value: p.id }));
  /** The end of one period of the chosen package from the start. */
  const fillEnd = () => {
    const chosen = packages.data?.find((p) => p.id === form.getFieldValue('package'));
    const start: Dayjs | undefined = form.getFieldValue('start');
    if (chosen && start) form.setFieldValue('end', dayjs(periodEnd(day(start), chosen.period_months)));
  };
  return (
    <Row gutter={16}>
      <Col span={12} hidden={editing}>
        <Form.Item name="park_code" label="停车场" rules={[{ required: true, message: '请选择停车场' }]}>
          <ParkPicker allowAll={false} disabled={editing} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col span={editing ? 24 : 12}>
        <Form.Item name="package" label="月卡套餐" rules={[{ required: true, message: '请选择月卡套餐' }]} extra={parkCode ? undefined : '先选择停车场'}>
          <Select options={options} loading={packages.isFetching} disabled={!parkCode} onChange={fillEnd} notFoundContent="该停车场没有月卡套餐" />
        </Form.Item>
      </Col>
      <Col span={16}>
        <Form.Item name="plates" label="车牌号" rules={platesRules} extra="一张月卡 1–3 个车牌，共用一个车位">
          <PlatesInput />
        </Form.Item>
      </Col>
      <Col span={8}>
        <PlateColourField />
      </Col>
      <Col span={12}>
        <Form.Item name="holder_name" label="车主姓名" rules={[{ required: true, whitespace: true, message: '请输入车主姓名' }, { min: 2, message: '车主姓名至少 2 个字' }]}>
          <Input maxLength={30} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="mobile" label="手机号" rules={mobileRules}>
          <Input maxLength={11} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="space_no" label="车位号">
          <Input maxLength={20} placeholder="如 B1-023，可不填" />
        </Form.Item>
      </Col>
      {!editing && (
        <>
          <Col span={12} />
          <Col span={12}>
            <Form.Item name="start" label="开始日期" rules={[{ required: true, message: '请选择开始日期' }]}>
              <DatePicker style={{ width: '100%' }} onChange={fillEnd} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="end"
              label="到期日期"
              dependencies={['start']}
              rules={[
                { required: true, message: '请选择到期日期' },
                { validator: async (_, value?: Dayjs) => (value && form.getFieldValue('start') && value.isBefore(form.getFieldValue('start'), 'day') ? Promise.reject(new Error('到期日期不能早于开始日期')) : undefined) },
              ]}
            >
              <DatePicker style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Typography.Text type="secondary">到期日期按套餐周期自动计算，可修改；以后的周期通过续费延长。</Typography.Text>
          </Col>
        </>
      )}
    </Row>
  );
}

/**
 * 续费: N periods of the card's package; the amount and the new end date are shown before confirming. A money operation:
 * one Idempotency-Key per renewal, the same for a retry, renewed after success.
 */
export function RenewalDialog({ card, onClose }: { card: Pick<VipRow, 'id' | 'plates' | 'package_name' | 'period_months' | 'price' | 'end_date'> | null; onClose: () => void }) {
  const [key, renew] = useIdempotencyKey();
  const { cards } = useVehicles();
  const touched = useTouched();
  return (
    <FormDialog<{ periods: number; pay_type: number }>
      open={!!card}
      title={`月卡续费 · ${card?.plates.join('、') ?? ''}`}
      name="parking-vip-renewal"
      okText="确认续费"
      initialValues={{ periods: 1, pay_type: 2 }}
      changes={touched}
      onClose={onClose}
      onSubmit={async ({ periods, pay_type }) => {
        const reply = await send(cards.renewal, { id: card!.id, periods, pay_type, amount: card!.price * periods }, { idempotencyKey: key });
        renew();
        return `续费成功，收款 ${money(reply.amount)}，有效期至 ${reply.end_date}`;
      }}
    >
      {(form) => card && <RenewalFields card={card} form={form} />}
    </FormDialog>
  );
}

function RenewalFields({ card, form }: { card: Pick<VipRow, 'package_name' | 'period_months' | 'price' | 'end_date'>; form: FormInstance<{ periods: number; pay_type: number }> }) {
  const periods = Form.useWatch('periods', form) || 1;
  const today = todayInChina();
  const start = card.end_date < today ? today : addDays(card.end_date, 1);
  const end = periodEnd(start, card.period_months * periods);
  return (
    <>
      <Form.Item name="periods" label={`续费周期数（每周期 ${card.period_months} 个月）`} rules={[{ required: true, message: '请输入续费周期数' }]}>
        <InputNumber min={1} max={12} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="pay_type" label="支付方式" rules={[{ required: true, message: '请选择支付方式' }]}>
        <Select options={payTypeOptions} />
      </Form.Item>
      <Descriptions
        size="small"
        column={1}
        bordered
        items={[
          { key: 'package', label: '套餐', children: `${card.package_name}（${money(card.price)} / 周期）` },
          { key: 'amount', label: '应收金额', children: <strong data-testid="renewal-amount">{money(card.price * periods)}</strong> },
          { key: 'period', label: '续费后有效期', children: `${start} 至 ${end}` },
        ]}
      />
    </>
  );
}

/** 暂停 or 恢复 a card with a reason (kept in its 操作记录). */
export function PauseDialog({ card, restoring, onClose }: { card: Pick<VipRow, 'id' | 'plates'> | null; restoring: boolean; onClose: () => void }) {
  const verb = restoring ? '恢复' : '暂停';
  const { cards } = useVehicles();
  const touched = useTouched();
  return (
    <FormDialog<{ reason: string }>
      open={!!card}
      title={`${verb}月卡 · ${card?.plates.join('、') ?? ''}`}
      name="parking-vip-pause"
      okText={verb}
      danger={!restoring}
      changes={touched}
      onClose={onClose}
      onSubmit={async ({ reason }) => {
        await send((restoring ? cards.restore : cards.pause)!, { id: card!.id, reason: reason.trim() });
        return `月卡已${verb}`;
      }}
    >
      {!restoring && <Alert type="warning" showIcon style={{ marginBottom: 16 }} message="暂停期间该车按临时车计费；有效期不顺延。" />}
      <ReasonField label={`${verb}原因`} />
    </FormDialog>
  );
}
