import type { LayoutStyle } from '@showroom/contract';
import { useEmit } from '../../../events/index.ts';
import { safeHref } from '../client.ts';
import { external, Primary } from './styles.ts';

/** The action message and button: the rep's address, in a new tab (spec 3 §2.10 redirectURL). */
export function ActionBlock({ style }: { style: LayoutStyle }) {
  const emit = useEmit();
  const href = safeHref(style.redirectURL);
  if (!style.actionMessage && !(href && style.actionButtonLabel)) return null;
  return (
    <section aria-label={style.actionButtonLabel || style.actionMessage}>
      {style.actionMessage ? <p>{style.actionMessage}</p> : null}
      {href && style.actionButtonLabel ? (
        <Primary
          as="a"
          href={href}
          {...external}
          onClick={() =>
            emit('cta', { ctaLabel: style.actionButtonLabel.slice(0, 200), url: href.slice(0, 2048) })
          }
        >
          {style.actionButtonLabel}
        </Primary>
      ) : null}
    </section>
  );
}
