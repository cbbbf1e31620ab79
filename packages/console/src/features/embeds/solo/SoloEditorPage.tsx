import { useLocation, useParams } from 'react-router';
import { isCreatedFromNew, WidgetEditor } from '../hero/widgetEditorPage.tsx';
import { SoloEditorScreen } from './SoloEditorScreen/index.ts';

/**
 * /feature/embeds/solo (new) and /feature/embeds/solo/{id} (spec 2 §2). The editor stays mounted
 * when a new Solo takes its own address after the first save (spec 2 §4 new becomes existing).
 */
export function SoloEditorPage() {
  const { id } = useParams();
  const location = useLocation();
  const key = id === undefined || isCreatedFromNew(location.state) ? 'new' : id;
  return (
    <WidgetEditor
      key={key}
      kind="solo"
      id={id ?? null}
      render={(snapshot, send, marketplace) => (
        <SoloEditorScreen snapshot={snapshot} send={send} marketplace={marketplace} />
      )}
    />
  );
}
