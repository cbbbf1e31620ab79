export {
  formatDay,
  LineChart,
  type LineChartPoint,
  type LineChartProps,
} from './LineChart.tsx';
