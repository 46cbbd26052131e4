/** The fee rate is entered in percent (0.38) and travels in 万分之一 (38): rounded, so 0.29 × 100 is 29, not 28.999…. */
export const feeRateOf = (percent: unknown) => Math.round(Number(percent) * 100);
export const percentOf = (rate: number) => rate / 100;
