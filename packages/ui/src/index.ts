// The library's one entry point. Each component is its own module (sideEffects: false), so a
// bundle that imports one component carries only that one (bench/size.bench.ts checks it).

// Foundations
export * from './theme';

// Actions, forms and overlays
export * from './components/Avatar';
export * from './components/Badge';
export * from './components/BrandMark';
export * from './components/Button';
export * from './components/Card';
export * from './components/Checkbox';
export * from './components/CodeBlock';
export * from './components/ColorPicker';
export * from './components/ComboBox';
export * from './components/ConfirmDialog';
export * from './components/CopyField';
export * from './components/Dialog';
export * from './components/DropdownMenu';
export * from './components/EmptyState';
export * from './components/FileDropzone';
export * from './components/FontSelect';
export * from './components/FormError';
export * from './components/IconButton';
export * from './components/Link';
export * from './components/LoadingText';
export * from './components/NumberBox';
export * from './components/RadioGroup';
export * from './components/Select';
export * from './components/Spinner';
export * from './components/StatusDot';
export * from './components/Stepper';
export * from './components/Switch';
export * from './components/Tabs';
export * from './components/TagInput';
export * from './components/TextArea';
export * from './components/TextField';
export * from './components/Toast';
export * from './components/Tooltip';
export * from './components/UpgradeOverlay';

// Data, navigation and media
export * from './components/BarChart';
export * from './components/BucketChart';
export * from './components/DataTable';
export * from './components/DateRangePicker';
export * from './components/FlowDiagram';
export * from './components/LineChart';
export * from './components/Pagination';
export * from './components/SideNav';
export * from './components/SortableList';
export * from './components/StickyEditorHeader';
export * from './components/VideoFrame';
