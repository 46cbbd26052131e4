/**
 * 人民币大写 (the amount in Chinese capitals, as printed on an invoice): `moneyInCapitals(1_000_001)` →
 * `壹万元零壹分`; `0` → `零元整`; negative amounts (a red invoice) start with 负. Fen in, as every amount of the wire.
 * The 整 follows 元 only (after 角 it is optional and left out; never after 分). Up to 9,999 万亿元.
 */
const DIGITS = ['零', '壹', '贰', '叁', '肆', '伍', '陆', '柒', '捌', '玖'];
const UNITS = ['', '拾', '佰', '仟'];
const SECTIONS = ['', '万', '亿', '万亿'];

/** The yuan part (positive) in capitals, without 元: one 零 for each run of zeros between figures. */
function yuanInCapitals(yuan: bigint): string {
  const text = yuan.toString();
  if (text.length > 16) throw new RangeError('金额超出大写范围');
  let out = '';
  let zero = false;
  for (let i = 0; i < text.length; i++) {
    const digit = Number(text[i]);
    const position = text.length - 1 - i;
    if (digit === 0) zero = true;
    else {
      if (zero && out) out += '零';
      zero = false;
      out += DIGITS[digit]! + UNITS[position % 4]!;
    }
    const section = Math.floor(position / 4);
    // The end of a 4-digit section: its unit, when any of its figures is not zero.
    if (position % 4 === 0 && section > 0 && /[1-9]/.test(text.slice(Math.max(0, i - 3), i + 1))) out += SECTIONS[section]!;
  }
  return out;
}

export function moneyInCapitals(fen: number | bigint): string {
  if (typeof fen === 'number' && !Number.isSafeInteger(fen)) throw new RangeError('金额须为整数（分）');
  const amount = BigInt(fen);
  const magnitude = amount < 0n ? -amount : amount;
  const yuan = magnitude / 100n;
  const jiao = Number((magnitude / 10n) % 10n);
  const cents = Number(magnitude % 10n);
  const sign = amount < 0n ? '负' : '';
  if (magnitude === 0n) return '零元整';
  const whole = yuan > 0n ? `${yuanInCapitals(yuan)}元` : '';
  if (jiao === 0 && cents === 0) return `${sign}${whole}整`;
  const fraction = (jiao > 0 ? `${DIGITS[jiao]}角` : whole ? '零' : '') + (cents > 0 ? `${DIGITS[cents]}分` : '');
  return `${sign}${whole}${fraction}`;
}
