export { LineChart, type LineChartPoint, type LineChartProps } from './LineChart.tsx';
