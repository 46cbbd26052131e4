import type { AreaItem } from '@console/contract';

/** A small part of the area tree for component tests, in the shape `region/branch` answers. */
export const regionFixture: AreaItem[] = [
  {
    label: '广东省',
    value: '440000',
    type: 1,
    children: [
      {
        label: '深圳市',
        value: '440300',
        type: 2,
        children: [
          { label: '福田区', value: '440304', type: 3 },
          { label: '南山区', value: '440305', type: 3 },
        ],
      },
      { label: '东莞市', value: '441900', type: 2, children: [{ label: '东莞市', value: '441900', type: 3 }] },
    ],
  },
  {
    label: '北京市',
    value: '110000',
    type: 1,
    children: [{ label: '北京市', value: '110100', type: 2, children: [{ label: '朝阳区', value: '110105', type: 3 }] }],
  },
  {
    label: '吉林省',
    value: '220000',
    type: 1,
    children: [{ label: '长春市', value: '220100', type: 2, children: [{ label: '朝阳区', value: '220104', type: 3 }] }],
  },
];
