export { Chart, RankList, type ChartProps, type ChartSeries, type RankItem } from './chart';
