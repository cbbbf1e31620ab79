import type { EmbedKind } from './messages.ts';

/**
 * spec 2 §2 'Copy this Embed Code': the snippet a prospect site pastes. It loads the kind's
 * loader from the per-kind static host (spec 2 §1) and marks the element it fills. The shape is
 * fixed here so the console, the docs (docs/embedding.md) and the prospect-side loader agree:
 *
 *   <div data-showroom-embed="<kind>" data-id="<id>" data-company="<companyId>" style="<box>"></div>
 *   <script async src="<static>/<kind>/loader.js?v=<version>" integrity="sha384-..." crossorigin="anonymous"></script>
 *
 * Any number of snippets, of any kinds, may share a page: each loader finds its own elements, and
 * a loader pasted twice never draws an element twice. A Solo with is_sneak 1 is a span with
 * data-sneak="1" (an inline-block element the size of its launch button, at home in a paragraph).
 *
 * The element's `style` reserves the widget's box before the loader runs, so the page does not
 * move when it arrives (issue 12: no layout shift): the full width at the demo's proportions, or a
 * square the size of the large launch button for an inline Solo. The loader draws inside that box.
 *
 * `version` and `integrity` come from GET /web/embed/loaders (contract prospect/loaders.ts): the
 * address is versioned by the loader's own hash, so the static host can cache it for a year
 * (immutable), and the browser refuses a loader whose bytes are not the ones the rep copied.
 *
 * With a `picture` (the widget's placeholder thumbnail and box, contract `placeholder`), the
 * element holds the thumbnail as a plain `<img>`, so the browser paints it from the HTML, as early
 * as any picture of the page, before the loader has arrived (issue 12: the host page's largest
 * paint). The loader shows that same element in its drawing (a slot of its Shadow DOM): no second
 * download, nothing moves. When the rep has since changed the thumbnail, the loader draws the
 * current one over it once loaded. Without a picture (an inline Solo, a snippet copied before
 * pictures, a widget not yet published) the loader draws the thumbnail itself, as before.
 */
export type SnippetInput = {
  kind: EmbedKind;
  id: string;
  companyId: string;
  staticUrl: string;
  sneak?: boolean;
  /** The loader's Subresource Integrity hash (`sha384-...`). */
  integrity?: string;
  /** The loader's version (a hash of its bytes): `?v=` in its address. */
  version?: string;
  /** The demo's proportions, when known (16:9 otherwise). */
  ratio?: { width: number; height: number };
  /**
   * The widget's thumbnail as the audience host's placeholder gives it (an http(s) address on the
   * media or audience host) and its box: written into the element as an `<img>`. Ignored for an
   * inline Solo (a launch button alone) and for an address that is not http(s).
   */
  picture?: { thumbnail: string; width: number; height: number };
  /**
   * The widget is the first thing of the page (near its top): its picture is fetched with
   * `fetchpriority="high"`, as a site would mark its own hero image. Leave it out for a widget
   * further down, so it does not compete with the page's own first picture.
   */
  priority?: boolean;
};

const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export const loaderAddress = (staticUrl: string, kind: EmbedKind, version?: string) =>
  `${staticUrl.replace(/\/$/, '')}/${kind}/loader.js${version ? `?v=${encodeURIComponent(version)}` : ''}`;

/** The edge, in px, of an inline (is_sneak) Solo's box: its LARGE launch button; a SMALL one sits centred in it. */
export const sneakBoxPx = 64;
/** The proportions a box takes before its demo's are known. */
export const defaultRatio = { width: 16, height: 9 } as const;

/** A whole positive number, or 0. */
const whole = (n: number) => (Number.isFinite(n) && n > 0 ? Math.round(n) : 0);

/** The inline style that reserves a widget's box (the loader applies the same when it is missing). */
export const snippetBox = (sneak: boolean, ratio: { width: number; height: number } = defaultRatio) => {
  if (sneak) return `display:inline-block;width:${sneakBoxPx}px;height:${sneakBoxPx}px;vertical-align:middle`;
  const [width, height] = [whole(ratio.width), whole(ratio.height)];
  const [w, h] = width && height ? [width, height] : [defaultRatio.width, defaultRatio.height];
  return `display:block;width:100%;aspect-ratio:${w}/${h}`;
};

/**
 * The picture inside the element: laid over the whole reserved box by its own style (the
 * snippet's, like the box; out of the flow, so a thumbnail of other proportions never stretches
 * the box), with the box's size as its width and height attributes, fetched at once (not lazily:
 * it is what the visitor sees first). The loader keeps this element in its drawing.
 */
export const snippetPicture = (
  picture: { thumbnail: string; width: number; height: number },
  priority = false,
) => {
  if (!/^https?:\/\//i.test(picture.thumbnail)) return '';
  const [width, height] = [whole(picture.width), whole(picture.height)];
  const size = width && height ? ` width="${width}" height="${height}"` : '';
  return `<img src="${attribute(picture.thumbnail)}" alt=""${size} loading="eager"${priority ? ' fetchpriority="high"' : ''} style="position:absolute;inset:0;width:100%;height:100%;object-fit:cover">`;
};

export const embedSnippet = ({
  kind,
  id,
  companyId,
  staticUrl,
  sneak,
  integrity,
  version,
  ratio,
  picture,
  priority,
}: SnippetInput) => {
  const inline = Boolean(sneak) && kind === 'solo';
  // An inline Solo is a span, so the snippet may stand inside a paragraph.
  const tag = inline ? 'span' : 'div';
  const inside = picture && !inline ? snippetPicture(picture, priority) : '';
  // The box keeps its proportions (the frame lays the demo out in it, a portrait one too); the
  // picture covers it, as the loader's own drawing does, the box its containing block.
  const box = inside
    ? snippetBox(false, ratio).replace(';', ';position:relative;')
    : snippetBox(inline, ratio);
  const element = `<${tag} data-showroom-embed="${attribute(kind)}" data-id="${attribute(id)}" data-company="${attribute(companyId)}"${inline ? ' data-sneak="1"' : ''} style="${attribute(box)}">${inside}</${tag}>`;
  const check = integrity ? ` integrity="${attribute(integrity)}"` : '';
  const script = `<script async src="${attribute(loaderAddress(staticUrl, kind, version))}"${check} crossorigin="anonymous"></script>`;
  return `${element}\n${script}`;
};
