/**
 * spec 3 §2.10 the page editor's Questions and Mapping tabs, as controlled components the editor
 * shell renders in its tabs (their pure editing, `rulesEditor`, is kit.ts).
 */
export { MappingTab } from './MappingTab/index.ts';
export { QuestionsTab } from './QuestionsTab/index.ts';
