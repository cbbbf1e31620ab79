import { embedSnippet, hostEventName } from '@showroom/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { activateInline } from './core/inline.ts';
import { activateLightbox, lightboxCss } from './core/lightbox.ts';
import { boot } from './core/loader.ts';

/**
 * The loaders in real Chromium. The audience host is stood in for by files beside this test:
 * testing/embed/<kind>/<id>.json are placeholders (contract prospect/frame.ts), testing/frame.html
 * a frame that posts what the real one posts. The frame is on this page's origin, which the loader
 * is told is the audience's; a message from elsewhere is made with the origin it claims.
 */
const audience = new URL('./testing', import.meta.url).href;
const hero = () => boot('hero', audience, '', activateInline);
const cyoa = () => boot('cyoa', audience, '', activateInline);
const solo = () => boot('solo', audience, lightboxCss, activateLightbox);

const place = (html: string) => {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  return container;
};
const shadow = (el: Element) => el.shadowRoot!;
const frameOf = (el: Element) => shadow(el).querySelector('iframe');
/** Frames load and post across origins: on a busy 2-core CI machine that takes far more than waitFor's default second. */
const eventually = (assertion: () => void) => vi.waitFor(assertion, { timeout: 10_000 });
const drawn = (el: Element) => eventually(() => expect(shadow(el).querySelector('button')).not.toBeNull());
/** The prospect's intent: the pointer over the drawn box (issue 29, C.3: the frame comes only then). */
const intend = (el: Element) =>
  shadow(el)
    .querySelector('.b')!
    .dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));

afterEach(async () => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
  window.scrollTo(0, 0);
  // The real pointer a test moved (userEvent.hover) stays where it was: over the box the next test
  // draws there, it is the prospect's intent, and the frame comes (and the placeholder goes)
  // before that test looks. Park it in the corner below every single box a test draws.
  const corner = document.createElement('div');
  corner.setAttribute('style', 'position:fixed;right:0;bottom:0;width:2px;height:2px');
  document.body.append(corner);
  await userEvent.hover(corner);
  corner.remove();
});

describe('the loaders', () => {
  it("keeps the snippet's box from before the data arrives to after the frame has loaded: nothing moves", async () => {
    const code = embedSnippet({ kind: 'hero', id: 'one.json', companyId: 'c', staticUrl: audience });
    const container = place(`${code.split('\n')[0]}<p id="after">After the widget</p>`);
    const el = container.querySelector<HTMLElement>('[data-showroom-embed]')!;
    const after = document.getElementById('after')!;
    const before = { box: el.getBoundingClientRect().toJSON(), after: after.getBoundingClientRect().top };
    // Reserved by the snippet's style alone: the full width at 16:9.
    expect(before.box.width).toBeGreaterThan(0);
    expect(before.box.height).toBeCloseTo((before.box.width * 9) / 16, 0);
    const shifts: number[] = [];
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
    });
    observer.observe({ type: 'layout-shift' });
    hero();
    // Before the placeholder's reply: the same box.
    expect(el.getBoundingClientRect().toJSON()).toEqual(before.box);
    await drawn(el);
    intend(el);
    await eventually(() => expect(frameOf(el)).not.toBeNull());
    await eventually(() => expect(shadow(el).querySelector('button')).toBeNull());
    expect(el.getBoundingClientRect().toJSON()).toEqual(before.box);
    expect(after.getBoundingClientRect().top).toBe(before.after);
    observer.disconnect();
    expect(shifts).toEqual([]);
  });

  it('reserves 16:9 at full width for an element without the snippet style, and the launch button for an inline Solo', () => {
    const container = place(
      '<div style="width:640px"><div data-showroom-embed="cyoa" data-id="one.json"></div></div>' +
        '<p>Text with <span data-showroom-embed="solo" data-id="sneak.json" data-sneak="1"></span> inline</p>',
    );
    cyoa();
    solo();
    const inline = container.querySelector('[data-showroom-embed="cyoa"]')!.getBoundingClientRect();
    expect([inline.width, inline.height]).toEqual([640, 360]);
    const sneak = container.querySelector<HTMLElement>('[data-showroom-embed="solo"]')!;
    expect(getComputedStyle(sneak).display).toBe('inline-block');
    expect([sneak.getBoundingClientRect().width, sneak.getBoundingClientRect().height]).toEqual([64, 64]);
  });

  it('draws an element once when its loader is pasted twice, with several kinds on one page', async () => {
    const fetches = vi.spyOn(window, 'fetch');
    // Narrow, so all three are in view and each gets its frame.
    const container = place(
      '<div data-showroom-embed="hero" data-id="one.json" style="width:200px"></div>' +
        '<div data-showroom-embed="cyoa" data-id="one.json" style="width:200px"></div>' +
        '<div data-showroom-embed="hero" data-id="one.json" style="width:200px"></div>',
    );
    hero();
    hero();
    cyoa();
    const [first, cyoaEl, second] = [...container.children];
    for (const el of [first!, cyoaEl!, second!]) await drawn(el);
    // Nothing added to the page itself: all is in each element's shadow root.
    expect(container.querySelectorAll('*')).toHaveLength(3);
    for (const el of [first!, cyoaEl!, second!]) {
      intend(el);
      intend(el);
      await eventually(() => expect(shadow(el).querySelectorAll('iframe')).toHaveLength(1));
      expect(shadow(el).querySelectorAll('.b')).toHaveLength(1);
    }
    // One placeholder request per element, to the audience host only.
    const asked = fetches.mock.calls.map(([url]) => String(url));
    expect(asked).toEqual([
      `${audience}/embed/hero/one.json`,
      `${audience}/embed/hero/one.json`,
      `${audience}/embed/cyoa/one.json`,
    ]);
    fetches.mockRestore();
  });

  it('draws the placeholder at once, and creates the frame only on intent: never for being in view (issue 29, C.3)', async () => {
    const container = place(
      '<div style="height:3000px"></div><div data-showroom-embed="hero" data-id="one.json"></div>',
    );
    hero();
    const el = container.lastElementChild!;
    await drawn(el);
    const button = shadow(el).querySelector('button')!;
    expect(button.getAttribute('aria-label')).toBe('Play demo: Sample Hero');
    expect(shadow(el).querySelector('img')?.getAttribute('alt')).toBe('');
    el.scrollIntoView();
    await new Promise((resolve) => setTimeout(resolve, 500));
    // In view, drawn, and still the facade: the host page has paid for the loader, its data and the poster.
    expect(frameOf(el)).toBeNull();
    await userEvent.hover(button);
    await eventually(() => expect(frameOf(el)).not.toBeNull());
    const frame = frameOf(el)!;
    expect(frame.title).toBe('Sample Hero');
    expect(frame.getAttribute('allow')).toBe('autoplay; fullscreen');
    expect(frame.src).toMatch(new RegExp(`#host=${encodeURIComponent(location.origin)}$`));
  });

  it("relays the frame's events as a bubbling showroom:event, and grows when its content does not fit", async () => {
    const container = place(
      '<div data-showroom-embed="hero" data-id="resizing.json" data-company="c"></div>',
    );
    const events: CustomEvent[] = [];
    document.addEventListener(hostEventName, (event) => events.push(event as CustomEvent));
    hero();
    const el = container.firstElementChild as HTMLElement;
    await drawn(el);
    intend(el);
    await eventually(() => expect(events.map((event) => event.detail.event)).toContain('render'));
    expect(events[0]!.target).toBe(el);
    expect(events[0]!.detail).toEqual({
      kind: 'hero',
      id: 'resizing.json',
      event: 'render',
      data: { autoplay: false },
    });
    // The fixture frame loads, then asks: give it time on a busy machine.
    await eventually(() => expect(el.getBoundingClientRect().height).toBe(2321));
    // A press on the frame's own controls is the frame's; the loader's 'play' reaches it once loaded.
    frameOf(el)!.contentWindow!.postMessage({ showroom: 1, type: 'play' }, location.origin);
    await eventually(() => expect(events.map((event) => event.detail.event)).toContain('play'));
  });

  it('drops a message from another origin, or from a window that is not its frame', async () => {
    const container = place('<div data-showroom-embed="cyoa" data-id="one.json"></div>');
    const events: CustomEvent[] = [];
    document.addEventListener(hostEventName, (event) => events.push(event as CustomEvent));
    cyoa();
    const el = container.firstElementChild!;
    await drawn(el);
    intend(el);
    await eventually(() => expect(events).toHaveLength(1));
    const frame = frameOf(el)!.contentWindow!;
    const data = { showroom: 1, type: 'event', kind: 'cyoa', id: 'x', event: 'cta', data: { forged: true } };
    const resize = { showroom: 1, type: 'resize', height: 5000 };
    const height = el.getBoundingClientRect().height;
    window.dispatchEvent(
      new MessageEvent('message', { data, origin: 'https://evil.example', source: frame }),
    );
    window.dispatchEvent(
      new MessageEvent('message', { data: resize, origin: 'https://evil.example', source: frame }),
    );
    window.dispatchEvent(new MessageEvent('message', { data, origin: location.origin, source: window }));
    window.dispatchEvent(
      new MessageEvent('message', { data: { ...data, showroom: 2 }, origin: location.origin, source: frame }),
    );
    expect(events).toHaveLength(1);
    expect(el.getBoundingClientRect().height).toBe(height);
    // From its own frame, content that fits in the reserved box leaves the box as it is.
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { ...resize, height: 10 },
        origin: location.origin,
        source: frame,
      }),
    );
    expect(el.getBoundingClientRect().height).toBe(height);
    // The same message from its frame and the audience origin is relayed.
    window.dispatchEvent(new MessageEvent('message', { data, origin: location.origin, source: frame }));
    expect(events.map((event) => event.detail.event)).toEqual(['render', 'cta']);
  });

  /** The placeholder of testing/embed/hero/one.json with its thumbnail at `thumbnail` (an absolute address). */
  const withThumbnail = async (thumbnail: string) => {
    const reply = await (await fetch(`${audience}/embed/hero/one.json`)).json();
    reply.payload.thumbnail = thumbnail;
    return vi
      .spyOn(window, 'fetch')
      .mockImplementation(async () => new Response(JSON.stringify(reply), { status: 200 }));
  };
  // Built from the folder's address: Vite would inline `new URL('./x.svg', import.meta.url)` as data.
  const thumbnail = `${audience}/thumbnail.svg`;
  const painted = (image: HTMLImageElement) =>
    eventually(() => expect(image.complete && image.naturalWidth > 0).toBe(true));

  it("paints the snippet's picture from the HTML, then keeps that very picture in its drawing: one download, nothing moves", async () => {
    const fetches = await withThumbnail(thumbnail);
    const code = embedSnippet({
      kind: 'hero',
      id: 'one.json',
      companyId: 'c',
      staticUrl: audience,
      picture: { thumbnail, width: 1280, height: 720 },
      priority: true,
    });
    // Below the fold, so no frame comes to replace the drawing while it is looked at.
    const container = place(
      `<div style="height:3000px"></div>${code.split('\n')[0]}<p id="after">After the widget</p>`,
    );
    const el = container.querySelector<HTMLElement>('[data-showroom-embed]')!;
    const picture = el.querySelector('img')!;
    expect(picture.getAttribute('fetchpriority')).toBe('high');
    expect(picture.getAttribute('loading')).toBe('eager');
    // Before any loader: the picture fills the reserved box.
    await painted(picture);
    const box = el.getBoundingClientRect().toJSON();
    expect(box.height).toBeCloseTo((box.width * 9) / 16, 0);
    expect(picture.getBoundingClientRect().toJSON()).toEqual(box);
    const after = document.getElementById('after')!.getBoundingClientRect().top;
    const shifts: number[] = [];
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
    });
    observer.observe({ type: 'layout-shift' });
    hero();
    // The Shadow DOM shows it through a slot at once, before the placeholder's reply.
    const slot = shadow(el).querySelector('slot')!;
    expect(slot.assignedElements()).toEqual([picture]);
    expect(picture.getBoundingClientRect().toJSON()).toEqual(box);
    await drawn(el);
    // Drawn: the same element under the launch button, no picture of the loader's own.
    const button = shadow(el).querySelector('button')!;
    expect(button.contains(slot)).toBe(true);
    expect(slot.assignedElements()).toEqual([picture]);
    expect(shadow(el).querySelector('img.t')).toBeNull();
    expect(picture.getBoundingClientRect().toJSON()).toEqual(box);
    expect(performance.getEntriesByName(thumbnail)).toHaveLength(1);
    expect(frameOf(el)).toBeNull();
    // A press on it is a press of the launch button (it is inside it).
    picture.click();
    expect(frameOf(el)!.src).toMatch(/&autoplay=1$/);
    expect(el.getBoundingClientRect().toJSON()).toEqual(box);
    expect(document.getElementById('after')!.getBoundingClientRect().top).toBe(after);
    observer.disconnect();
    expect(shifts).toEqual([]);
    fetches.mockRestore();
  });

  it("leaves the page to its largest paint: nothing is drawn or asked for before the snippet's picture has loaded", async () => {
    const late = `${thumbnail}?late=${Date.now()}`;
    const fetches = await withThumbnail(late);
    const code = embedSnippet({
      kind: 'hero',
      id: 'one.json',
      companyId: 'c',
      staticUrl: audience,
      picture: { thumbnail: late, width: 1280, height: 720 },
    });
    const el = place(code.split('\n')[0]!).firstElementChild as HTMLElement;
    const picture = el.querySelector('img')!;
    hero();
    expect(picture.complete).toBe(false);
    expect(el.shadowRoot).toBeNull();
    expect(fetches).not.toHaveBeenCalled();
    await drawn(el);
    expect(picture.complete).toBe(true);
    expect(fetches).toHaveBeenCalledTimes(1);
  });

  it("draws the current thumbnail over the snippet's when the rep has changed it since the code was copied", async () => {
    const current = `${audience}/current.svg`;
    const fetches = await withThumbnail(current);
    const code = embedSnippet({
      kind: 'hero',
      id: 'one.json',
      companyId: 'c',
      staticUrl: audience,
      picture: { thumbnail, width: 1280, height: 720 },
    });
    const container = place(`<div style="height:3000px"></div>${code.split('\n')[0]}`);
    const el = container.lastElementChild as HTMLElement;
    const old = el.querySelector('img')!;
    hero();
    await drawn(el);
    const drawnPicture = shadow(el).querySelector<HTMLImageElement>('img.t')!;
    expect(drawnPicture.src).toBe(current);
    expect(drawnPicture.alt).toBe('');
    // The snippet's picture stays under it until the current one has loaded and covers it.
    expect(shadow(el).querySelector('slot')!.assignedElements()).toEqual([old]);
    el.scrollIntoView();
    await painted(drawnPicture);
    const box = el.getBoundingClientRect();
    expect(el.shadowRoot!.elementFromPoint(box.x + 10, box.y + 10)).toBe(drawnPicture);
    fetches.mockRestore();
  });

  it('creates the frame when the keyboard reaches the launch button, and gives it the focus once loaded', async () => {
    const container = place(
      '<button type="button">Before</button><div data-showroom-embed="hero" data-id="one.json"></div>',
    );
    // The pointer on the page's own button, off the widget (a pointer over the widget is intent too).
    await userEvent.hover(container.firstElementChild!);
    hero();
    const el = container.lastElementChild as HTMLElement;
    await drawn(el);
    expect(frameOf(el)).toBeNull();
    (container.firstElementChild as HTMLElement).focus();
    await userEvent.keyboard('{Tab}');
    await eventually(() => expect(frameOf(el)).not.toBeNull());
    expect(frameOf(el)!.src).not.toMatch(/autoplay/);
    await eventually(() => expect(shadow(el).querySelector('button')).toBeNull());
    expect(shadow(el).activeElement).toBe(frameOf(el));
  });

  it('draws each launch style’s picture, the CTA with its words and the hotspot’s dot from the placeholder, as data', async () => {
    const reply = await (await fetch(`${audience}/embed/solo/one.json`)).json();
    const answer = (payload: object) =>
      vi
        .spyOn(window, 'fetch')
        .mockImplementation(
          async () => new Response(JSON.stringify({ ...reply, payload: { ...reply.payload, ...payload } })),
        );
    const spark = { shape: 'M0 32a32 32 0 1 0 64 0a32 32 0 1 0-64 0z', path: 'M32 12l5 15z', stroke: false };
    let fetches = answer({
      blinker: { ...reply.payload.blinker, style: 'SPARK', size: 'SMALL', mark: spark },
    });
    const one = place('<div data-showroom-embed="solo" data-id="a"></div>').firstElementChild!;
    solo();
    await drawn(one);
    const paths = [...shadow(one).querySelectorAll('.c path')].map((path) => path.getAttribute('d'));
    expect(paths).toEqual([spark.shape, spark.path]);
    expect(shadow(one).querySelector('.c')!.getBoundingClientRect().width).toBe(40);
    fetches.mockRestore();
    // A CTA's words are text, never markup; they name the button.
    fetches = answer({
      teaser: 'cta',
      cta: { type: 'link', text: '<b>Watch</b> the tour' },
      look: '.a{color:red}',
    });
    const two = place('<div data-showroom-embed="solo" data-id="b"></div>').firstElementChild!;
    solo();
    await drawn(two);
    const cta = shadow(two).querySelector('.a.l')!;
    expect(cta.textContent).toBe('<b>Watch</b> the tour');
    expect(cta.querySelector('b')).toBeNull();
    expect(getComputedStyle(cta).color).toBe('rgb(255, 0, 0)');
    expect(shadow(two).querySelector('button')!.hasAttribute('aria-label')).toBe(false);
    fetches.mockRestore();
    fetches = answer({ teaser: 'hotspot' });
    const three = place('<div data-showroom-embed="solo" data-id="c"></div>').firstElementChild!;
    solo();
    await drawn(three);
    expect(shadow(three).querySelector('.o')).not.toBeNull();
    expect(shadow(three).querySelector('.c')).toBeNull();
    fetches.mockRestore();
  });

  it('opens the frame playing when the placeholder is pressed before it loaded', async () => {
    const container = place(
      '<div style="height:3000px"></div><div data-showroom-embed="hero" data-id="one.json"></div>',
    );
    hero();
    const el = container.lastElementChild!;
    await drawn(el);
    shadow(el).querySelector('button')!.click();
    expect(frameOf(el)!.src).toMatch(/&autoplay=1$/);
  });
});

describe('the Solo lightbox', () => {
  const lightbox = () => document.body.lastElementChild?.shadowRoot?.querySelector('dialog') ?? null;

  it('opens a modal dialog named for the widget, keeps focus inside, closes on Esc and gives focus back', async () => {
    const container = place(
      '<button type="button">Before</button><div data-showroom-embed="solo" data-id="one.json"></div>',
    );
    solo();
    const el = container.querySelector('[data-showroom-embed]')!;
    await drawn(el);
    const launch = shadow(el).querySelector('button')!;
    expect(launch.getAttribute('aria-haspopup')).toBe('dialog');
    expect(frameOf(el)).toBeNull();
    await userEvent.click(launch);
    const dialog = lightbox()!;
    expect(dialog.open).toBe(true);
    expect(dialog.matches(':modal')).toBe(true);
    expect(dialog.getAttribute('aria-label')).toBe('Sample Solo');
    const close = dialog.querySelector('button')!;
    expect(close.textContent).toBe('Close');
    expect(dialog.getRootNode()).toBeInstanceOf(ShadowRoot);
    expect((dialog.getRootNode() as ShadowRoot).activeElement).toBe(close);
    const frame = dialog.querySelector('iframe')!;
    expect(frame.src).toMatch(/&autoplay=1$/);
    await eventually(() => expect(frame.contentDocument?.querySelector('button')).toBeTruthy());
    // Tab after Tab, focus stays in the dialog (Close, the frame's button) and never reaches the page.
    const host = dialog.getRootNode() as ShadowRoot;
    for (let i = 0; i < 5; i++) {
      await userEvent.keyboard('{Tab}');
      expect(document.activeElement).toBe(host.host);
    }
    // Focus is in the frame now: Esc there is the frame's, which asks the loader to close.
    expect(frame.contentDocument!.activeElement?.textContent).toBe('Inside the frame');
    await userEvent.keyboard('{Escape}');
    await eventually(() => expect(lightbox()).toBeNull());
    expect(document.activeElement).toBe(el);
    expect(shadow(el).activeElement).toBe(launch);
    // Esc on the dialog's own Close: the dialog's.
    await userEvent.keyboard('{Enter}');
    expect((lightbox()!.getRootNode() as ShadowRoot).activeElement?.textContent).toBe('Close');
    await userEvent.keyboard('{Escape}');
    expect(lightbox()).toBeNull();
    expect(shadow(el).activeElement).toBe(launch);
  });

  it("closes on the frame's own close (Esc inside the frame) and on Close", async () => {
    const container = place(
      '<div data-showroom-embed="solo" data-id="closing.json"></div><div data-showroom-embed="solo" data-id="one.json"></div>',
    );
    solo();
    const [closing, plain] = [...container.children];
    await drawn(closing!);
    await userEvent.click(shadow(closing!).querySelector('button')!);
    expect(lightbox()).not.toBeNull();
    await eventually(() => expect(lightbox()).toBeNull());
    expect(shadow(closing!).activeElement).toBe(shadow(closing!).querySelector('button'));

    await drawn(plain!);
    await userEvent.click(shadow(plain!).querySelector('button')!);
    await userEvent.click(lightbox()!.querySelector('button')!);
    expect(lightbox()).toBeNull();
    expect(shadow(plain!).activeElement).toBe(shadow(plain!).querySelector('button'));
  });

  it('draws an inline Solo as its launch button alone, without a picture', async () => {
    const container = place(
      '<p>See <span data-showroom-embed="solo" data-id="sneak.json" data-sneak="1"></span></p>',
    );
    solo();
    const el = container.querySelector('[data-showroom-embed]')!;
    await drawn(el);
    expect(shadow(el).querySelector('img')).toBeNull();
    expect(shadow(el).querySelector('button')!.getAttribute('aria-label')).toBe('Play demo: Inline Solo');
    const circle = shadow(el).querySelector('.c')!.getBoundingClientRect();
    expect([circle.width, circle.height]).toEqual([64, 64]);
  });
});
