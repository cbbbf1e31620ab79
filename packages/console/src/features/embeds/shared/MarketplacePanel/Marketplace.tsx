import { type MarketplaceOptions, useMarketplace } from '../useMarketplace.ts';
import { MarketplacePanel } from './MarketplacePanel.tsx';

/**
 * The marketplace panel with its machine, calls and toasts, ready to mount in an editor's Settings
 * tab. Keyed by the embed: another embed (a new CYOA's first save) starts a fresh panel.
 */
export function Marketplace(props: MarketplaceOptions) {
  return <MarketplaceMachine key={props.embedId} {...props} />;
}

function MarketplaceMachine(props: MarketplaceOptions) {
  const [snapshot, send] = useMarketplace(props);
  return <MarketplacePanel snapshot={snapshot} send={send} />;
}
