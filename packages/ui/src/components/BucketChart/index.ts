export { BucketChart, type BucketChartProps, VIEW_DURATION_BUCKETS } from './BucketChart.tsx';
