import {
  bulkIdentifier,
  bulkPollMs,
  bulkProblem,
  bulkRequestProblem,
  outboundLinkProblem,
  outboundMappingData,
  styleTokens,
} from '@showroom/contract';
import type { LinkRules } from '@showroom/machines';

/** The contract's §5 link rules, as the link-generation machine takes them. */
export const linkRules: LinkRules = {
  outboundProblem: outboundLinkProblem,
  bulkProblem,
  bulkRequestProblem,
  mappingData: outboundMappingData,
  identifierOf: bulkIdentifier,
  tokensOf: styleTokens,
  pollMs: bulkPollMs,
};
