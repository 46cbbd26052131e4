import { InputNumber, type InputNumberProps } from 'antd';

type Amount = number | string | null | undefined;

/** The number of zeros of a base that is a power of ten (1, 10, 100…), else undefined. */
const zerosOf = (base: number) => (/^10*$/.test(String(base)) ? String(base).length - 1 : undefined);

/**
 * The stored value divided by the base as shown: `1999` → `'19.99'`. Exact (digit shifting, no float division)
 * for integer values and a power-of-ten base; '' and non-numbers give null (an empty input).
 */
export function toDisplay(value: Amount, base = 100, precision = 2): string | null {
  if (value === null || value === undefined || value === '') return null;
  const number = Number(value);
  if (!Number.isFinite(number)) return null;
  const zeros = zerosOf(base);
  if (zeros === undefined || zeros > precision || !Number.isSafeInteger(number)) return (number / base).toFixed(precision);
  const digits = String(Math.abs(number)).padStart(zeros + 1, '0');
  const whole = digits.slice(0, digits.length - zeros);
  const fraction = digits.slice(digits.length - zeros).padEnd(precision, '0');
  return `${number < 0 ? '-' : ''}${whole}${precision > 0 ? `.${fraction}` : ''}`;
}

/**
 * The typed amount times the base as an integer: `'19.99'` → `1999` with decimal arithmetic (never
 * `19.99 * 100 = 1998.9999…`); a remainder rounds half away from zero. Empty or unreadable text gives null.
 */
export function fromDisplay(text: string | number | null | undefined, base = 100): number | null {
  if (text === null || text === undefined) return null;
  const match = /^\s*([+-])?([0-9]*)(?:\.([0-9]*))?\s*$/.exec(String(text));
  if (!match || (!match[2] && !match[3])) return null;
  if (!Number.isInteger(base)) return Math.round(Number(text) * base);
  const [, sign, whole = '', fraction = ''] = match;
  const scale = 10n ** BigInt(fraction.length);
  const scaled = BigInt(`${whole}${fraction}` || '0') * BigInt(base);
  let product = scaled / scale;
  if ((scaled % scale) * 2n >= scale) product += 1n;
  const result = Number(product);
  return sign === '-' && result !== 0 ? -result : result;
}

export interface PriceInputProps extends Omit<InputNumberProps<string>, 'value' | 'defaultValue' | 'onChange' | 'stringMode' | 'min' | 'max' | 'precision'> {
  /** The stored amount (fen by default); a numeric string (bigint columns) is read too. */
  value?: Amount;
  /** The typed amount times the base, an integer; null when cleared. */
  onChange?: (value: number | null) => void;
  /** What the value is divided by for display; default 100 (fen ↔ yuan). */
  base?: number;
  /** Decimals shown and accepted; default 2. */
  precision?: number;
  /** Bounds in displayed units (yuan). */
  min?: number;
  max?: number;
}

/**
 * Price input (document 1 §2): shows the value divided by the base (default 100) with 2 decimals behind ¥ and
 * emits the product, so forms hold integer fen while people type yuan.
 */
export function PriceInput({ value, onChange, base = 100, precision = 2, min = 0, max, prefix = '¥', style, ...rest }: PriceInputProps) {
  return (
    <InputNumber<string>
      {...rest}
      stringMode
      prefix={prefix}
      min={String(min)}
      max={max === undefined ? undefined : String(max)}
      precision={precision}
      value={toDisplay(value, base, precision)}
      onChange={(text) => {
        const next = fromDisplay(text, base);
        const current = value === null || value === undefined || value === '' ? null : Number(value);
        if (next !== current) onChange?.(next);
      }}
      style={{ width: '100%', ...style }}
    />
  );
}
