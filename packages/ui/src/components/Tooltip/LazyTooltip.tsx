import * as React from 'react';
import type { TooltipProps } from './Tooltip.tsx';

type TooltipComponent = typeof import('./Tooltip.tsx').Tooltip;

let loaded: TooltipComponent | undefined;
let loading: Promise<TooltipComponent | undefined> | undefined;

/**
 * The tooltip's code (radix Tooltip with its floating-ui positioning), loaded once. A failed load
 * (the network is gone) is not kept: the next trigger that needs it tries again.
 */
function load(): Promise<TooltipComponent | undefined> {
  loading ??= import('./Tooltip.tsx').then(
    (module) => {
      loaded = module.Tooltip;
      return loaded;
    },
    () => {
      loading = undefined;
      return undefined;
    },
  );
  return loading;
}

type TriggerProps = {
  ref?: React.Ref<HTMLElement>;
  onFocus?: React.FocusEventHandler<HTMLElement>;
  onBlur?: React.FocusEventHandler<HTMLElement>;
  onPointerEnter?: React.PointerEventHandler<HTMLElement>;
  onPointerLeave?: React.PointerEventHandler<HTMLElement>;
};

/**
 * `Tooltip`, with its code fetched when a trigger first needs it rather than with the component
 * that may show one (issue 30: a `Button` explains why it is disabled in a tooltip, and every
 * screen has buttons, the sign-in form's included; the tooltip's code is 17 KB of brotli). Until
 * the code is here the trigger is drawn alone, as the tooltip draws it while closed; when it
 * arrives the trigger is drawn again inside the tooltip (a new element), so a trigger the rep had
 * focused gets the focus back and one focused or pointed at opens its tooltip at once.
 */
export function LazyTooltip(props: TooltipProps) {
  const [Tooltip, setTooltip] = React.useState(() => loaded);
  // What the rep does with the trigger before the code is here.
  const engaged = React.useRef({ focused: false, hovered: false });
  const [openAtOnce, setOpenAtOnce] = React.useState(false);
  const refocus = React.useRef(false);
  const node = React.useRef<HTMLElement | null>(null);

  React.useEffect(() => {
    if (Tooltip) return;
    let live = true;
    void load().then((component) => {
      if (!live || !component) return;
      const { focused, hovered } = engaged.current;
      refocus.current = focused;
      setOpenAtOnce(focused || hovered);
      setTooltip(() => component);
    });
    return () => {
      live = false;
    };
  }, [Tooltip]);

  // The trigger drawn anew inside the tooltip takes back the focus the first one had.
  React.useLayoutEffect(() => {
    if (Tooltip && refocus.current && document.activeElement !== node.current) node.current?.focus();
  }, [Tooltip]);

  const child = props.children as React.ReactElement<TriggerProps>;
  const own = child.props;
  // Notes what the rep does, then passes the event on to the trigger's own handler.
  const noting =
    <Event,>(key: 'focused' | 'hovered', value: boolean, handler?: (event: Event) => void) =>
    (event: Event) => {
      engaged.current[key] = value;
      handler?.(event);
    };
  const trigger = React.cloneElement(child, {
    ref: (element: HTMLElement | null) => {
      node.current = element;
      const ref = own.ref;
      if (typeof ref === 'function') ref(element);
      else if (ref) (ref as React.RefObject<HTMLElement | null>).current = element;
    },
    onFocus: noting('focused', true, own.onFocus),
    onBlur: noting('focused', false, own.onBlur),
    onPointerEnter: noting('hovered', true, own.onPointerEnter),
    onPointerLeave: noting('hovered', false, own.onPointerLeave),
  });

  if (!Tooltip) return trigger;
  return (
    <Tooltip {...props} defaultOpen={props.defaultOpen ?? (openAtOnce || undefined)}>
      {trigger}
    </Tooltip>
  );
}
