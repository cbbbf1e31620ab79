import { createWidgetEditorMachine } from './widgetEditorMachine.ts';

/** spec 2 §2 Solo editor: the widget editor's flow with Solo's fields, four teasers and custom icon. */
export const soloEditorMachine = createWidgetEditorMachine('soloEditor');
