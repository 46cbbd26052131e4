import { describe, expect, it } from 'vitest';
import { describeValidationError, makeAjv } from './validation.js';

describe('the validators of document 1 §5 as schema formats', () => {
  const check = makeAjv(false).compile({
    type: 'object',
    properties: {
      mobile: { type: 'string', format: 'mobile', title: '手机号' },
      credit: { type: 'string', format: 'creditCode', title: '统一社会信用代码' },
    },
  });

  it('accepts what the console accepts', () => {
    expect(check({ mobile: '13800138000', credit: '91350100M000100Y43' })).toBe(true);
  });

  it('refuses with the rule\'s own Chinese message, naming the field', () => {
    expect(check({ mobile: '1380013800' })).toBe(false);
    expect(describeValidationError(check.errors![0]!, 'body')).toBe('参数 mobile（手机号）：请输入正确的手机号');
    expect(check({ credit: '91350100M000100Y44' })).toBe(false);
    expect(describeValidationError(check.errors![0]!, 'body')).toBe('参数 credit（统一社会信用代码）：请输入正确的统一社会信用代码');
  });
});
