export * from './MatrixScreen.tsx';
