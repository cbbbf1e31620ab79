export { QuestionsTab, type QuestionsTabProps } from './QuestionsTab.tsx';
