import type { EmbedKind } from './messages.ts';

/**
 * spec 2 §2 'Copy this Embed Code': the snippet a prospect site pastes. It loads the kind's
 * loader from the per-kind static host (spec 2 §1) and marks the element it fills. The shape is
 * fixed here so the console, the docs and the prospect-side loader agree:
 *
 *   <div data-showroom-embed="<kind>" data-id="<id>" data-company="<companyId>"></div>
 *   <script async src="<static>/<kind>/loader.js" integrity="..." crossorigin="anonymous"></script>
 *
 * Any number of snippets, of any kinds, may share a page: each loader finds its own elements. A
 * Solo with is_sneak 1 adds data-sneak="1" (an inline-block element). `integrity` is the loader's
 * Subresource Integrity hash once the prospect side publishes it.
 */
export type SnippetInput = {
  kind: EmbedKind;
  id: string;
  companyId: string;
  staticUrl: string;
  sneak?: boolean;
  integrity?: string;
};

const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export const loaderAddress = (staticUrl: string, kind: EmbedKind) =>
  `${staticUrl.replace(/\/$/, '')}/${kind}/loader.js`;

export const embedSnippet = ({ kind, id, companyId, staticUrl, sneak, integrity }: SnippetInput) => {
  const element = `<div data-showroom-embed="${attribute(kind)}" data-id="${attribute(id)}" data-company="${attribute(companyId)}"${sneak ? ' data-sneak="1"' : ''}></div>`;
  const check = integrity ? ` integrity="${attribute(integrity)}"` : '';
  const script = `<script async src="${attribute(loaderAddress(staticUrl, kind))}"${check} crossorigin="anonymous"></script>`;
  return `${element}\n${script}`;
};
