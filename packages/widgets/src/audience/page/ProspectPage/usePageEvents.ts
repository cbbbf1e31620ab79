import type { ProspectPageData } from '@showroom/contract';
import * as React from 'react';
import type { Emit } from '../../../events/index.ts';
import { createEventSender, type EventSender } from '../../../events/sender.ts';

/**
 * The page's events (issue 12's pipeline: events/sender.ts), each naming the page's link, from
 * which the audience host takes the page, the relationship and the company. An Embed page's embed
 * reports as its widget under the same link and visitor; the page's visit is its one 'render',
 * sent through `visit` by the page machine's `reportVisit` (the embed's own is the same visit, so
 * it is not sent twice). Nothing in a rep's preview.
 */
export function usePageEvents(data: ProspectPageData, given: Emit | undefined) {
  const [sender] = React.useState<EventSender>(() =>
    createEventSender({
      ...(data.link
        ? { prospectLink: { link: data.link, audienceUrl: data.audienceUrl, record: data.record } }
        : {}),
    }),
  );
  const { content } = data;
  const [emits] = React.useState(() => {
    const page: Emit = given ?? sender.emit;
    const embed: Emit | undefined =
      content.type === 'embed' && content.embed ? (given ?? sender.emitFor(content.embed.widget)) : undefined;
    return {
      page,
      embed: embed ? (((type, eventData) => type !== 'render' && embed(type, eventData)) as Emit) : undefined,
      visit: embed ?? page,
    };
  });
  return { ...emits, visitor: sender.visitor };
}
