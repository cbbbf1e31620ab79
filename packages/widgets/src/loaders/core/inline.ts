import { protocolVersion } from './constants.ts';
import type { Activate } from './loader.ts';

/**
 * Hero, Sneakpeek and CYOA: the frame is created when the box comes within 200 px of the
 * viewport and the placeholder's picture has painted, under the placeholder, which goes once the frame has loaded (the frame draws its own
 * teaser, and loads the demo's media only on play). A press before that creates the frame with
 * autoplay, or asks the loading one to play when it is ready.
 */
export const activateInline: Activate = (widget, _p, box, button, frame, post) => {
  let loaded = false;
  let play = false;
  const create = (autoplay: boolean) =>
    frame(autoplay, box, () => {
      loaded = true;
      const focused = (box.getRootNode() as ShadowRoot).activeElement === button;
      button.remove();
      if (focused) widget.$frame?.focus();
      if (play) post({ showroom: protocolVersion, type: 'play' });
    });
  widget.$resize = (height) => {
    // The snippet's box is kept while the frame's content fits in it (no layout shift: the frames
    // lay out inside it); it grows only for content that does not fit, such as a Hero's text
    // stacked under its demo on a narrow page. Width and height both set: the reserved
    // aspect-ratio no longer applies.
    if (height > widget.$el.clientHeight + 1 && height < 1e4)
      widget.$el.style.height = `${Math.ceil(height)}px`;
  };
  button.onclick = () => {
    if (!widget.$frame) create(true);
    else if (loaded) post({ showroom: protocolVersion, type: 'play' });
    else play = true;
  };
  new IntersectionObserver(
    ([entry], seen) => {
      if (!entry?.isIntersecting) return;
      seen.disconnect();
      // Only once the placeholder's picture has painted (decoded, then a frame later): the
      // frame's page and scripts never compete with the host page's largest paint. The snippet's
      // own picture has loaded before anything was drawn (loader.ts); this is the drawn one.
      Promise.resolve(box.querySelector<HTMLImageElement>('.t')?.decode())
        .catch(() => {})
        .then(() => requestAnimationFrame(() => setTimeout(() => widget.$frame || create(false))));
    },
    { rootMargin: '200px' },
  ).observe(widget.$el);
};
