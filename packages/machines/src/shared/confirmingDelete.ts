/**
 * A list's delete confirmation (demos, videos, embeds, pages, contact lists): open while the
 * machine's `pending` names what would go; confirmed, it goes to the machine's own `deleting`
 * state (which calls the page's `remove`); cancelled, back to `ready`, forgetting it (`forget`).
 */
export const confirmingDelete = {
  on: {
    'delete.confirm': 'deleting',
    'delete.cancel': { target: 'ready', actions: 'forget' },
  },
} as const;
