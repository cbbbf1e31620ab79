/**
 * Paging of a list fetched one page at a time (the demos and embeds lists): Next, Previous and a
 * page number each go to the machine's `loading` state with the page to fetch. The machine
 * registers `pagingGuards` beside its own `hasNextPage` (the demos tell from the page's length,
 * the embeds from any full page of their four kinds) and `goTo`, and spreads `pagingEvents` into
 * the `on` of the state that shows the list.
 */
type Paged = { context: { page: number } };

export const pagingGuards = {
  hasPreviousPage: ({ context }: Paged) => context.page > 1,
  isOtherPage: ({ context }: Paged, params: { page: number }) =>
    Number.isInteger(params.page) && params.page >= 1 && params.page !== context.page,
};

export const pagingEvents = {
  'page.next': {
    guard: 'hasNextPage',
    target: 'loading',
    actions: { type: 'goTo', params: ({ context }: Paged) => ({ page: context.page + 1 }) },
  },
  'page.previous': {
    guard: 'hasPreviousPage',
    target: 'loading',
    actions: { type: 'goTo', params: ({ context }: Paged) => ({ page: context.page - 1 }) },
  },
  'page.go': {
    guard: {
      type: 'isOtherPage',
      params: ({ event }: { event: { page: number } }) => ({ page: event.page }),
    },
    target: 'loading',
    actions: { type: 'goTo', params: ({ event }: { event: { page: number } }) => ({ page: event.page }) },
  },
} as const;
