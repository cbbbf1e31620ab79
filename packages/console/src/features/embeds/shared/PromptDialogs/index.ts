export { PromptDialogs, type PromptsSnapshot, promptsBusy } from './PromptDialogs.tsx';
