import { endOfDayInChina, merchantGet, merchantGrantList, merchantList, productDeprive, productGrant } from '@console/contract';
import { Alert, Checkbox, DatePicker, Form, Skeleton } from 'antd';
import type { Dayjs } from 'dayjs';
import { send } from '../../../lib/request';
import { FormDialog } from '../../../widgets/resource/form-dialog';
import { useGrantableProducts } from './shared';

export interface GrantTarget {
  id: number;
  name: string;
  products: readonly { code: string }[];
}

/**
 * 开通产品: the products the caller may grant, ticked as the merchant holds them; saving grants the newly ticked
 * (with an optional expiry) and takes away the unticked, in two calls, each audited.
 */
export function GrantDialog({ target, onClose }: { target: GrantTarget | null; onClose: () => void }) {
  const grantable = useGrantableProducts(!!target);
  const held = new Set(target?.products.map((p) => p.code) ?? []);
  const options = (grantable.data?.row ?? []).map((p) => ({ label: p.name, value: p.code }));
  return (
    <FormDialog<{ products: string[]; expire?: Dayjs }>
      open={!!target}
      title={`开通产品 · ${target?.name ?? ''}`}
      name="merchant-grant"
      width={560}
      initialValues={{ products: [...held] }}
      changes={[merchantList, merchantGet, merchantGrantList]}
      onClose={onClose}
      onSubmit={async (values) => {
        const chosen = new Set(values.products ?? []);
        const added = [...chosen].filter((code) => !held.has(code));
        const removed = options.map((o) => o.value).filter((code) => held.has(code) && !chosen.has(code));
        if (added.length) await send(productGrant, { merchant: target!.id, products: added, expire_time: values.expire ? endOfDayInChina(values.expire.format('YYYY-MM-DD')) : undefined });
        if (removed.length) await send(productDeprive, { merchant: target!.id, products: removed });
        return added.length || removed.length ? '产品已更新，商户账号下次操作时生效' : '没有变化';
      }}
    >
      {grantable.isLoading ? (
        <Skeleton active />
      ) : (
        <>
          <Alert type="info" showIcon style={{ marginBottom: 16 }} message="只能开通本商户已开通的产品（服务商还可开通同领域的商户、集团平台）；取消勾选即停用该产品。" />
          <Form.Item name="products" label="产品">
            <Checkbox.Group options={options} style={{ display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: 8 }} />
          </Form.Item>
          <Form.Item name="expire" label="新开通产品的到期日" extra="不填为长期有效">
            <DatePicker style={{ width: '100%' }} disabledDate={(day) => day.isBefore(new Date(), 'day')} />
          </Form.Item>
        </>
      )}
    </FormDialog>
  );
}
