export { MappingTab, type MappingTabProps } from './MappingTab.tsx';
export {
  ModalCardEditor,
  type ModalCardEditorProps,
  PdfCardEditor,
  type PdfCardEditorProps,
} from './ResultCards.tsx';
