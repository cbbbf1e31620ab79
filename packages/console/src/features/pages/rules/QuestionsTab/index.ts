export { QuestionsTab } from './QuestionsTab.tsx';
