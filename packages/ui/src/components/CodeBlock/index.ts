export { CodeBlock, type CodeBlockProps } from './CodeBlock';
