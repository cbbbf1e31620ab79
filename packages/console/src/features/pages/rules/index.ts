/**
 * spec 3 §2.10 the page editor's Questions and Mapping tabs, and a preview of the mapping, as
 * controlled components the editor shell renders in its tabs; `rulesEditor` is their pure editing,
 * which the shell also uses to refuse a save or a publish.
 */
export { rulesEditor } from './kit.ts';
export { MappingTab, type MappingTabProps, ModalCardEditor, PdfCardEditor } from './MappingTab/index.ts';
export { QuestionsTab, type QuestionsTabProps } from './QuestionsTab/index.ts';
export { RulePreview, type RulePreviewProps } from './RulePreview/index.ts';
