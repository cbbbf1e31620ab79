import { defineMatrix } from '../../test/quality/matrix.ts';
import { ownersWidget } from './hero.matrix.ts';

export default defineMatrix({
  'GET /web/embed/loaders': {
    access: 'company',
    foreign: {
      ownScope:
        "The loaders' versions and integrity are the same for every company and name no record; the call changes nothing.",
    },
    arrange: async () => ({ readBack: async () => null, secrets: [] }),
  },
  'GET /web/embed/{kind}/{id}/picture': {
    access: 'company',
    arrange: async (context) => {
      const widget = await ownersWidget(context, 'hero', true);
      return { params: { kind: 'hero', id: widget.id }, readBack: widget.readBack, secrets: widget.secrets };
    },
  },
});
