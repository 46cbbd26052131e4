import { Type } from '@sinclair/typebox';

/**
 * The data overviews' and dashboards' period (docs/decisions.md, "Data overviews and dashboards"): UTC+8 days, both
 * included, at most ANALYSIS_MAX_DAYS; none given: the last ANALYSIS_DEFAULT_DAYS up to today. One day is drawn by the
 * hour (24 points `00`…`23`), longer periods by the day (`YYYY-MM-DD`).
 */
export const ANALYSIS_MAX_DAYS = 366;
export const ANALYSIS_DEFAULT_DAYS = 30;
/** How many rows a ranking answers (the first by amount). */
export const ANALYSIS_RANK_SIZE = 10;

const DateText = (title: string) => Type.String({ format: 'date', title, description: 'YYYY-MM-DD（北京时间的一天）', examples: ['2026-11-01'] });

export const analysisPeriodQuery = {
  start_date: Type.Optional(DateText('开始日期')),
  end_date: Type.Optional(DateText('结束日期')),
};

export const analysisPeriodReply = {
  start_date: Type.String({ title: '统计开始日期' }),
  end_date: Type.String({ title: '统计结束日期' }),
  unit: Type.Union([Type.Literal('hour'), Type.Literal('day')], { title: '趋势的粒度', description: 'hour：一天按小时（x 为 00…23）；day：按天（x 为 YYYY-MM-DD）' }),
  previous_start_date: Type.String({ title: '上一周期开始日期', description: '紧邻其前、天数相同的周期，用于环比' }),
  previous_end_date: Type.String({ title: '上一周期结束日期' }),
};

export const Count = (title: string) => Type.Integer({ minimum: 0, title });
export const Fen = (title: string) => Type.Integer({ title: `${title}（分）` });
