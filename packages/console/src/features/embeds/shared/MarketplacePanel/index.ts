export { Marketplace } from './Marketplace.tsx';
export { MarketplacePanel, type MarketplaceSnapshot, mappingText } from './MarketplacePanel.tsx';
