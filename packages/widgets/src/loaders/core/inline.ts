import { protocolVersion } from './constants.ts';
import { type Activate, make } from './loader.ts';

/**
 * Hero, Sneakpeek and CYOA: a facade (issue 29, C.3). Until the prospect shows intent the host
 * page has the loader, the placeholder's data and the poster only: the drawn teaser stays. The
 * frame (its page, scripts and fonts) is created on intent: the pointer over the box, or the focus
 * on its launch button (a keyboard reaching it); under the placeholder, which goes once the frame
 * has loaded (the frame draws its own teaser, and loads the demo's media only on play). A press
 * creates it with autoplay, or asks the loading one to play when it is ready.
 */
export const activateInline: Activate = (widget, p, box, button, frame, post) => {
  // A Hero's headline over its picture, as its frame's teaser shows it (C.3; its look is the placeholder's).
  if (p.headline) make('span', 'h', button).textContent = p.headline;
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
    // fill it at every width and scroll inside it rather than ask for more, issue 29 C.2); it
    // grows only for content that does not fit (a frame of an older build). Width and height both
    // set: the reserved aspect-ratio no longer applies.
    if (height > widget.$el.clientHeight + 1 && height < 1e4)
      widget.$el.style.height = `${Math.ceil(height)}px`;
  };
  box.onpointerover = button.onfocus = () => widget.$frame || create(false);
  button.onclick = () => {
    if (!widget.$frame) create(true);
    else if (loaded) post({ showroom: protocolVersion, type: 'play' });
    else play = true;
  };
};
