import { couponCreate, couponDetail, couponList, couponUpdate } from '@console/contract';
import { useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { send } from '../../../lib/request';
import { FormPage } from '../../../widgets/resource/form-page';
import { COUPON_EDIT, COUPON_LIST } from '../paths';
import { couponBody, couponDefaults, couponFormFields, couponFormValues } from './coupon-fields';

/** 新建优惠券 and 编辑优惠券 (?id=): one form; editing keeps the coupon's status. */
export default function CouponFormPage() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const id = pathname === COUPON_EDIT ? Number(params.get('id')) : undefined;
  const fields = useMemo(() => couponFormFields(), []);
  return (
    <FormPage
      id={id ? 'coupon-edit' : 'coupon-create'}
      fields={fields}
      initialValues={id ? undefined : couponDefaults}
      {...(id ? { loadKey: [couponDetail.path, id], load: async () => couponFormValues(await send(couponDetail, { id })) } : {})}
      submit={(values) => (id ? send(couponUpdate, { id, ...couponBody(values) }) : send(couponCreate, couponBody(values)))}
      back={COUPON_LIST}
      invalidate={[[couponList.path], [couponDetail.path]]}
    />
  );
}
