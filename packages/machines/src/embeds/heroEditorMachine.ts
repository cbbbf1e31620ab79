import { createWidgetEditorMachine } from './widgetEditorMachine.ts';

/** spec 2 §2 Hero editor: the widget editor's flow with Hero's fields and teasers (the page's rules). */
export const heroEditorMachine = createWidgetEditorMachine('heroEditor');
