export {
  FlowDiagram,
  type FlowDiagramProps,
  type FlowEdge,
  type FlowNode,
  layoutFlow,
  ZOOM_IN,
  ZOOM_OUT,
} from './FlowDiagram.tsx';
