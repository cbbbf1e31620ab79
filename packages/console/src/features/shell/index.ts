export * from './ConsentPopup/index.ts';
export * from './FeaturePlaceholder.tsx';
export * from './messages.ts';
export * from './NotFoundScreen/index.ts';
export * from './Shell/index.ts';
