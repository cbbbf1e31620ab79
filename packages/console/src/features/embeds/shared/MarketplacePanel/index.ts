export { Marketplace } from './Marketplace.tsx';
