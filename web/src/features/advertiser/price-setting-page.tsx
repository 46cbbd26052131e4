import { advertiserPriceGet, advertiserPriceUpdate, BID_MAX, DEPOSIT_MAX } from '@console/contract';
import { Form } from 'antd';
import { send } from '../../lib/request';
import { PriceInput } from '../../widgets/price-input/price-input';
import { FormPage, type FormField } from '../../widgets/resource/form-page';
import { STATISTICS } from './paths';

const fen = (v: unknown) => (typeof v === 'number' ? v : 0);

const price = (key: string, label: string, max: number, unit: string): FormField => ({
  kind: 'custom',
  key,
  label,
  extra: unit,
  render: () => (
    <Form.Item name={key} noStyle>
      <PriceInput aria-label={label} max={max / 100} style={{ width: 220 }} />
    </Form.Item>
  ),
});

const fields: FormField[] = [
  price('cpm_price', 'CPM 出价', BID_MAX, '每千次展示愿付的价格；0 为不参与 CPM 竞价。低于广告位底价的出价不会获得展示'),
  price('cpc_price', 'CPC 出价', BID_MAX, '每次点击愿付的价格；0 为不参与 CPC 竞价'),
  price('daily_budget', '日预算', DEPOSIT_MAX, '每天最多消耗的金额；0 为不限（以预存款余额为限）'),
];

/** 出价设置: the advertiser's bids per thousand shows and per click, and its daily budget. */
export default function PriceSettingPage() {
  return (
    <FormPage
      id="advertiser-price"
      fields={fields}
      loadKey={[advertiserPriceGet.path]}
      load={() => send(advertiserPriceGet, {})}
      submit={async (v) => {
        await send(advertiserPriceUpdate, { cpm_price: fen(v.cpm_price), cpc_price: fen(v.cpc_price), daily_budget: fen(v.daily_budget) });
        return '出价设置已保存';
      }}
      back={STATISTICS}
      invalidate={[[advertiserPriceGet.path]]}
    />
  );
}
