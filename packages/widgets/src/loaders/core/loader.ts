import type { EmbedKind, FrameMessage, LoaderMessage, Placeholder } from '@showroom/contract';
import {
  frameFragment,
  hostEventName,
  launchPx,
  placeholderPath,
  protocolVersion,
  sneakBoxPx,
  text,
} from './constants.ts';

/**
 * The part every loader shares (issue 12, docs/embedding.md). Plain DOM, no framework: it runs on
 * third-party pages, so it costs them a couple of KB and no long task. For each element of its
 * kind it
 *
 * 1. keeps the box the snippet reserved (or reserves it: 16:9 at full width, or the inline Solo's
 *    square), so nothing on the page moves, and never resizes it but when its frame asks;
 * 2. asks the audience host for the widget's placeholder (the only request it makes itself) and
 *    draws it in a Shadow DOM the host's CSS cannot reach: the thumbnail or teaser and a launch
 *    button in the rep's colours, named for screen readers;
 * 3. hands the drawn placeholder to the kind's `activate`: inline.ts (Hero, Sneakpeek, CYOA: the
 *    frame when the box comes near the viewport) or lightbox.ts (Solo: the frame in a lightbox when
 *    the prospect presses the button). The frame loads the demo's media only when the prospect plays;
 * 4. relays the frame's messages, from its own frame and the audience origin only: a resize, the
 *    lightbox's close, and the widget's events as a bubbling `showroom:event` on the element.
 *
 * No cookie (fetch sends none to another origin by default), no storage, nothing written outside its elements but the
 * Solo lightbox while it is open.
 */

/**
 * One element the loader drew. Its own fields start with `$`: the build shortens them (esbuild
 * mangleProps), which the placeholder's fields (JSON from the audience host) must not be.
 */
export type Widget = {
  $el: HTMLElement;
  $frame?: HTMLIFrameElement | undefined;
  /** Set while a lightbox is open: closes it. */
  $close?: (() => void) | undefined;
  /** Inline kinds: the frame's content needs this height (px). */
  $resize?: (height: number) => void;
  /** The snippet's own picture, if it has one. */
  $pic: HTMLImageElement | null;
};

/** Creates the widget's frame in `parent`; `autoplay` starts the demo at once. */
export type MakeFrame = (autoplay: boolean, parent: Element, onLoad?: () => void) => HTMLIFrameElement;

/**
 * A kind's part: makes the drawn placeholder work. `post` sends a message to the widget's frame
 * (audience origin only).
 */
export type Activate = (
  widget: Widget,
  p: Placeholder,
  box: HTMLElement,
  button: HTMLButtonElement,
  frame: MakeFrame,
  post: (message: LoaderMessage) => void,
) => void;

const baseCss =
  // The snippet's style reserves the box; an element without it (a host policy that refuses style
  // attributes) gets the same from these defaults, which the element's own style and the host's CSS override.
  // (64px: sneakBoxPx, written out as the minifier would not.)
  ':host{display:block;width:100%;aspect-ratio:16/9}:host([data-sneak]){display:inline-block;width:64px;height:64px;vertical-align:middle}' +
  '.b{position:relative;width:100%;height:100%;overflow:hidden}' +
  '.p{all:unset;position:absolute;inset:0;display:grid;place-items:center;cursor:pointer;background:#eef0f3}' +
  ':host([data-sneak]) .p{background:none}' +
  '.p:focus-visible{outline:3px solid var(--c);outline-offset:-3px}' +
  '.t,iframe{position:absolute;inset:0;width:100%;height:100%;border:0;object-fit:cover}' +
  // The launch button as the console's preview draws it (teaser/LaunchButton.tsx, issue 29 A): its
  // picture (the contract's launchMarks) or the rep's icon. The rest of a teaser's look (the CTA,
  // the hotspot, the rings, a stroked mark) comes with its placeholder (contract teaserLook).
  '.c{position:relative;display:grid;width:var(--z);height:var(--z)}.c>*{position:relative;width:100%;height:100%;object-fit:contain}' +
  '.f{fill:var(--c)}.p:hover .f{fill:var(--h)}.m{fill:var(--t)}';

/** Styles a shadow root through a constructed sheet: a host's CSP without 'unsafe-inline' allows it. */
export const style = (root: ShadowRoot, css: string) => {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(baseCss + css);
  root.adoptedStyleSheets.push(sheet);
};

export const make = <K extends keyof HTMLElementTagNameMap>(tag: K, className: string, parent: Node) =>
  parent.appendChild(Object.assign(document.createElement(tag), { className }));

/**
 * Starts the loader of `kind` on the page. `audience` is the audience host's address: the built
 * loader carries the audience host's own (written in when the host serves it). `css` is the
 * kind's own styles; `activate` makes the drawn placeholder work.
 */
export function boot(kind: EmbedKind, audience: string, css: string, activate: Activate) {
  const origin = new URL(audience).origin;
  const widgets: Widget[] = [];

  addEventListener('message', (event: MessageEvent) => {
    const widget = widgets.find((w) => w.$frame?.contentWindow === event.source);
    const message = event.data as FrameMessage | null;
    if (event.origin !== origin || !widget || message?.showroom !== protocolVersion) return;
    if (message.type === 'resize') widget.$resize?.(message.height);
    else if (message.type === 'close') widget.$close?.();
    // Else an event: the frame posts only these three types (contract protocol.ts FrameMessage),
    // and only the host events (hostEventTypes) as events.
    else {
      widget.$el.dispatchEvent(
        new CustomEvent(hostEventName, {
          bubbles: true,
          detail: { kind, id: widget.$el.dataset.id, event: message.event, data: message.data },
        }),
      );
    }
  });

  const draw = (widget: Widget, box: HTMLElement, p: Placeholder, sneak: boolean) => {
    const { blinker } = p;
    const colours = blinker.colours;
    const button = make('button', 'p', box);
    // The snippet's own picture, painted from the page's HTML, stays where it is (in the button
    // now, under the launch button) and goes with it. The slot is the box's first child.
    const slot = button.appendChild(box.firstChild as HTMLSlotElement);
    if (!sneak) {
      // `animation` is '' but for the animation teaser (contract placeholder).
      const moving = p.animation && !matchMedia('(prefers-reduced-motion:reduce)').matches;
      const picture = moving ? p.animation : p.thumbnail;
      // Drawn over the snippet's picture only when it is another (the teaser's animation, a
      // thumbnail changed since the code was copied, or a snippet without one): an image is
      // transparent until loaded, so the snippet's shows until the current one covers it.
      if (!picture) slot.remove();
      else if (picture !== widget.$pic?.src)
        // With its size (the placeholder's box): a poster the browser lays out before it arrives.
        Object.assign(make('img', 't', button), { alt: '', src: picture, width: p.width, height: p.height });
    }
    // The rep's colours, CSS colours by the placeholder's schema (checked on the audience host).
    button.style.cssText = `--c:${colours.circle_color};--h:${colours.hover_color};--t:${colours.triangle_color};--s:${colours.hotspot_color};--z:${launchPx[blinker.size] || sneakBoxPx}px`;
    const { cta } = p;
    // The teaser's own rules (contract teaserLook), from the audience host like the placeholder:
    // a constructed sheet in this shadow root only.
    if (p.look) style(box.getRootNode() as ShadowRoot, p.look);
    // The CTA teaser: the rep's words name the button. Else 'Play demo: <name>'.
    if (cta) make('span', cta.type === 'link' ? 'a l' : 'a', button).textContent = cta.text;
    else {
      button.setAttribute('aria-label', `${text.play}: ${p.label}`);
      if (p.teaser === 'hotspot' && !sneak) make('span', 'o', button);
      else {
        const circle = make('span', 'c', button);
        const { icon, mark } = blinker;
        if (blinker.style === 'CUSTOM' && icon) make('img', '', circle).src = icon;
        else if (mark) {
          // Markup of constants only; the placeholder's paths go in as attributes (data, never markup).
          circle.innerHTML = `<svg viewBox="0 0 64 64" aria-hidden=true><path class=f /><path class=${mark.stroke ? 'k' : 'm'} /></svg>`;
          const [shape, path] = circle.querySelectorAll('path');
          shape!.setAttribute('d', mark.shape);
          path!.setAttribute('d', mark.path);
        }
      }
    }
    activate(
      widget,
      p,
      box,
      button,
      (autoplay, parent, onload) => {
        const frame = Object.assign(document.createElement('iframe'), {
          title: p.label,
          allow: 'autoplay; fullscreen',
          src: p.frame + frameFragment(location.origin, autoplay),
          onload,
        });
        // Under the placeholder (first in its box) until it has loaded: no blank box meanwhile.
        parent.prepend(frame);
        widget.$frame = frame;
        return frame;
      },
      (message) => widget.$frame?.contentWindow?.postMessage(message, origin),
    );
  };

  const mount = (el: HTMLElement) => {
    const id = el.dataset.id;
    // A loader pasted twice, or two loaders of one kind, draw an element once: the first takes it.
    if (!id || el.shadowRoot) return;
    // The snippet's picture (contract snippetPicture) first: nothing of ours (Shadow DOM, style,
    // requests) competes with the host page's largest paint until it has loaded.
    const pic = el.querySelector('img');
    if (pic && !pic.complete) {
      pic.onload = pic.onerror = () => mount(el);
      return;
    }
    const sneak = kind === 'solo' && el.dataset.sneak === '1';
    const root = el.attachShadow({ mode: 'open' });
    style(root, css);
    const box = make('div', 'b', root);
    // The snippet's picture (contract snippetPicture), if it has one: shown through a slot from
    // the start, so attaching the Shadow DOM neither hides nor moves it.
    const widget: Widget = { $el: el, $pic: pic };
    make('slot', '', box);
    widgets.push(widget);
    // Without credentials: fetch's default sends cookies only to the page's own origin, never ours.
    fetch(audience + placeholderPath(kind, id))
      .then((reply) => reply.json())
      // The reply is the envelope ({ status, payload }); its payload is the contract's `placeholder`.
      // A refusal's envelope has no payload: `draw` throws before it draws anything.
      .then((reply: { payload: Placeholder }) => draw(widget, box, reply.payload, sneak))
      .catch(() => {
        // Not published, or the host is unreachable: the reserved box stays as it is (empty, or
        // the snippet's picture alone).
      });
  };

  const scan = () => document.querySelectorAll<HTMLElement>(`[data-showroom-embed="${kind}"]`).forEach(mount);
  scan();
  // Elements after the script (a loader in the head, or pasted once above several elements).
  addEventListener('DOMContentLoaded', scan);
}
