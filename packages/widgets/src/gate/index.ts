export { type GateClient, gateClient, newVisitorId } from './client.ts';
export { EmailGate, type EmailGateProps } from './EmailGate.tsx';
export { GateView, type GateViewProps } from './GateView.tsx';
