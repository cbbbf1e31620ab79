import { useLocation, useParams } from 'react-router';
import { HeroEditorScreen } from './HeroEditorScreen/index.ts';
import { isCreatedFromNew, WidgetEditor } from './widgetEditorPage.tsx';

/**
 * /feature/embeds/hero (new) and /feature/embeds/hero/{id} (spec 2 §2). The editor stays mounted
 * when a new Hero takes its own address after the first save (spec 2 §4 new becomes existing).
 */
export function HeroEditorPage() {
  const { id } = useParams();
  const location = useLocation();
  const key = id === undefined || isCreatedFromNew(location.state) ? 'new' : id;
  return (
    <WidgetEditor
      key={key}
      kind="hero"
      id={id ?? null}
      render={(snapshot, send, marketplace) => (
        <HeroEditorScreen snapshot={snapshot} send={send} marketplace={marketplace} />
      )}
    />
  );
}
