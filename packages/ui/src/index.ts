// The library's one entry point. Each component is its own module (sideEffects: false), so a
// bundle that imports one component carries only that one (bench/size.bench.ts checks it).

// Foundations
export * from './theme/index.ts';

// Actions, forms and overlays
export * from './components/Avatar/index.ts';
export * from './components/Badge/index.ts';
export * from './components/BrandMark/index.ts';
export * from './components/Button/index.ts';
export * from './components/Card/index.ts';
export * from './components/Checkbox/index.ts';
export * from './components/CodeBlock/index.ts';
export * from './components/ColorPicker/index.ts';
export * from './components/ComboBox/index.ts';
export * from './components/ConfirmDialog/index.ts';
export * from './components/CopyField/index.ts';
export * from './components/Dialog/index.ts';
export * from './components/DropdownMenu/index.ts';
export * from './components/EmptyState/index.ts';
export * from './components/FileDropzone/index.ts';
export * from './components/FontSelect/index.ts';
export * from './components/FormError/index.ts';
export * from './components/IconButton/index.ts';
export * from './components/Link/index.ts';
export * from './components/LoadingText/index.ts';
export * from './components/NumberBox/index.ts';
export * from './components/RadioGroup/index.ts';
export * from './components/ScreenHeader/index.ts';
export * from './components/Select/index.ts';
export * from './components/Spinner/index.ts';
export * from './components/StatusDot/index.ts';
export * from './components/Stepper/index.ts';
export * from './components/Switch/index.ts';
export * from './components/Tabs/index.ts';
export * from './components/TagInput/index.ts';
export * from './components/TextArea/index.ts';
export * from './components/TextField/index.ts';
export * from './components/Toast/index.ts';
export * from './components/Tooltip/index.ts';
export * from './components/UpgradeOverlay/index.ts';

// Data, navigation and media
export * from './components/BarChart/index.ts';
export * from './components/BucketChart/index.ts';
export * from './components/DataTable/index.ts';
export * from './components/DateRangePicker/index.ts';
export * from './components/FlowDiagram/index.ts';
export * from './components/LineChart/index.ts';
export * from './components/Pagination/index.ts';
export * from './components/SideNav/index.ts';
export * from './components/SortableList/index.ts';
export * from './components/StickyEditorHeader/index.ts';
export * from './components/VideoFrame/index.ts';
