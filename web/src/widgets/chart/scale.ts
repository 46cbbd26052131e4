// The arithmetic of the chart widget, kept apart from React so that it is tested on its own (scale.test.ts).

/** Ticks from 0 to a "nice" top (1, 2, 2.5 or 5 × 10^n per step) covering `max`; `count` steps at most. */
export function niceTicks(max: number, count = 5): number[] {
  if (!(max > 0) || !Number.isFinite(max)) return [0, 1];
  const rough = max / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? 10 * power;
  const ticks: number[] = [];
  for (let t = 0; t < max + step / 2 && ticks.length <= count + 1; t += step) ticks.push(Number(t.toPrecision(12)));
  if (ticks.at(-1)! < max) ticks.push(Number((ticks.at(-1)! + step).toPrecision(12)));
  return ticks;
}

/** Which x labels to print so that no two stand closer than `minGap` pixels: every k-th, the last always kept. */
export function labelsShown(count: number, width: number, minGap = 56): Set<number> {
  const every = Math.max(1, Math.ceil((count * minGap) / Math.max(width, 1)));
  const shown = new Set<number>();
  for (let i = 0; i < count; i += every) shown.add(i);
  if (count > 0 && !shown.has(count - 1)) {
    shown.delete(count - 1 - ((count - 1) % every));
    shown.add(count - 1);
  }
  return shown;
}

/** The x index nearest to a pointer's offset in a plot of `count` equal bands `width` wide. */
export function indexAt(offset: number, width: number, count: number): number {
  if (count <= 0) return -1;
  return Math.min(count - 1, Math.max(0, Math.floor((offset / Math.max(width, 1)) * count)));
}

/** Per x index, the running totals of stacked series (each series' bar starts where the one before ended). */
export function stackBases(series: readonly (readonly number[])[], length: number): number[][] {
  const bases: number[][] = [];
  const running = new Array<number>(length).fill(0);
  for (const values of series) {
    bases.push([...running]);
    for (let i = 0; i < length; i++) running[i]! += Math.max(0, values[i] ?? 0);
  }
  return bases;
}
