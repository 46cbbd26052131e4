import { energyCardCreate, energyCardList } from '@console/contract';
import { useMemo } from 'react';
import { send } from '../../lib/request';
import { FormPage, type FormField } from '../../widgets/resource/form-page';
import { ownerField, useCardKind, useEnergyPlatform } from './shared';

const VIN = /^[A-HJ-NPR-Za-hj-npr-z0-9]{17}$/;

/** The holder's fields (create and 编辑持卡人 alike); a VIN also has the vehicle's plate. */
const holderFields = (kind: number): FormField[] => [
  { kind: 'text', key: 'holder_name', label: kind === 2 ? '车主' : '持卡人', required: true, maxLength: 20, rules: [{ whitespace: true, message: '请输入姓名' }, { min: 2, message: '姓名至少 2 个字' }] },
  { kind: 'text', key: 'holder_mobile', label: '手机号', required: true, maxLength: 11, rules: [{ pattern: /^1[3-9][0-9]{9}$/, message: '请输入 11 位手机号' }] },
  ...(kind === 2 ? [{ kind: 'text' as const, key: 'plate', label: '车牌号', maxLength: 10, placeholder: '如 粤B12345（可不填）' }] : []),
];

/** A kind's numbers: a physical card's printed and logical numbers, a vehicle's VIN; a virtual card's is assigned. */
const numberFields = (kind: number): FormField[] =>
  kind === 1
    ? [
        { kind: 'text', key: 'card_no', label: '物理卡号', required: true, maxLength: 20, placeholder: '卡面印刷的 8–20 位数字', rules: [{ pattern: /^[0-9]{8,20}$/, message: '物理卡号为 8–20 位数字' }] },
        { kind: 'text', key: 'logical_no', label: '逻辑卡号', required: true, maxLength: 20, placeholder: '读卡所得的 8–20 位十六进制', rules: [{ pattern: /^[0-9A-Fa-f]{8,20}$/, message: '逻辑卡号为 8–20 位十六进制字符（0–9、A–F）' }] },
      ]
    : kind === 2
      ? [{ kind: 'text', key: 'card_no', label: 'VIN', required: true, maxLength: 17, placeholder: '行驶证上的 17 位车辆识别代号', extra: '字母和数字，不含 I、O、Q', rules: [{ pattern: VIN, message: 'VIN 为 17 位字母和数字，且不含 I、O、Q' }] }]
      : [];

/** 新建充电卡 / 新建VIN / 新建虚拟卡 (…/create): a merchant for itself, a partner or group for a merchant it acts for. */
export default function CardFormPage() {
  const { showsMerchant } = useEnergyPlatform();
  const { kind, paths } = useCardKind();
  const fields = useMemo(() => [...(showsMerchant ? [ownerField('卡')] : []), ...numberFields(kind), ...holderFields(kind)], [showsMerchant, kind]);
  return (
    <FormPage
      id={`energy-card-create-${kind}`}
      fields={fields}
      submit={(values) =>
        send(energyCardCreate, {
          kind,
          ...(values.merchant ? { merchant: Number(values.merchant) } : {}),
          ...(values.card_no ? { card_no: String(values.card_no).trim().toUpperCase() } : {}),
          ...(values.logical_no ? { logical_no: String(values.logical_no).trim().toUpperCase() } : {}),
          holder_name: String(values.holder_name).trim(),
          holder_mobile: String(values.holder_mobile),
          ...(values.plate ? { plate: String(values.plate).trim() } : {}),
        })
      }
      back={paths.list}
      invalidate={[[energyCardList.path]]}
    />
  );
}
