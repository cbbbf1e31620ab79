import { text } from './constants.ts';
import { type Activate, make, style } from './loader.ts';

export const lightboxCss =
  'dialog{padding:0;border:0;background:none;overflow:visible}dialog::backdrop{background:#000c}' +
  '.d{position:relative;width:min(92vw,150vh);aspect-ratio:16/9}' +
  '.x{all:unset;position:absolute;right:0;bottom:100%;padding:8px;color:#fff;font:16px sans-serif;cursor:pointer}' +
  '.x:focus-visible{outline:2px solid}';

/**
 * Solo: the launch button opens a lightbox, a modal `<dialog>` (its own element at the end of the
 * body, in its own Shadow DOM) with the frame playing at once. Shown modal, the page under it is
 * inert and Esc closes it; so do Close, a click outside and the frame's own
 * close (FrameClose: Esc pressed inside the frame). Focus then returns to the launch button.
 */
export const activateLightbox: Activate = (widget, p, _box, button, frame) => {
  button.setAttribute('aria-haspopup', 'dialog');
  button.onclick = () => {
    const host = make('div', '', document.body);
    const shadow = host.attachShadow({ mode: 'open' });
    style(shadow, lightboxCss);
    const dialog = make('dialog', '', shadow);
    dialog.setAttribute('aria-label', p.label);
    // Focus stays in the dialog even where the browser would let Tab leave the page's document
    // (a host page that is itself framed): Tab past the frame comes back to Close, Shift+Tab
    // before Close goes to the frame.
    const edge = () => Object.assign(make('span', '', dialog), { tabIndex: 0 });
    const first = edge();
    const close = make('button', 'x', dialog);
    close.textContent = text.close;
    const content = frame(true, make('div', 'd', dialog));
    edge().onfocus = () => close.focus();
    first.onfocus = () => content.focus();
    dialog.onclose = () => {
      // Its frame is gone: no message of it is relayed any more (`$close` then has no caller).
      widget.$frame = undefined;
      host.remove();
      button.focus();
    };
    widget.$close = close.onclick = () => dialog.close();
    // A click on the backdrop lands on the dialog itself; its content is the button and the frame.
    dialog.onclick = (event) => event.target === dialog && dialog.close();
    dialog.showModal();
    close.focus();
  };
};
