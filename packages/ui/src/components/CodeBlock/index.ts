export { CodeBlock, type CodeBlockProps } from './CodeBlock.tsx';
