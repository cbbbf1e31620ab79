import type { LayoutStyle, ProspectPageData } from '@showroom/contract';
import { Demo, Video } from './media.tsx';

/** The welcome: headline, message, the preview demo or video, the preview message. */
export function Welcome({
  style,
  data,
  motion,
}: {
  style: LayoutStyle;
  data: ProspectPageData;
  motion: 'auto' | 'reduced';
}) {
  const preview = style.welcomePreview;
  const demo = preview.type === 'demo' ? data.demos.find((item) => item.id === preview.id) : undefined;
  const video = preview.type === 'video' ? data.videos.find((item) => item.id === preview.id) : undefined;
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">{style.headline || data.title}</h1>
      {style.welcomeMessage ? <p>{style.welcomeMessage}</p> : null}
      {demo ? <Demo recording={demo} motion={motion} /> : null}
      {video ? <Video video={video} /> : null}
      {style.previewMessage ? <p>{style.previewMessage}</p> : null}
    </section>
  );
}
