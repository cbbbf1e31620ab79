import { pageRulesKit } from '@showroom/contract';
import { createRulesEditor, type RulesEditorKit } from '@showroom/machines';

/** spec 3 §2.10, §5, §9: the contract's question and mapping rules, handed to the editing logic. */
const kit: RulesEditorKit = pageRulesKit;

/**
 * The Questions and Mapping tabs' pure editing (packages/machines/src/pages/rulesEditor.ts). The
 * editor shell uses the same to refuse a save (`mappingProblems`, `questions.problem`) or a publish
 * (`publishProblem`).
 */
export const rulesEditor = createRulesEditor(kit);
