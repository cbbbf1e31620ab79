import { type LayoutStyle, prospectPageMessages as m, type ProspectPageData } from '@showroom/contract';
import { Demo, Video } from './media.tsx';
import { Grid } from './styles.ts';

/** A Collection's demos and videos (standardPreviewVideos), in the rep's order. */
export function Collection({
  style,
  data,
  motion,
}: {
  style: LayoutStyle;
  data: ProspectPageData;
  motion: 'auto' | 'reduced';
}) {
  return (
    <section aria-labelledby="page-collection">
      <h2 id="page-collection">{m.collectionHeading}</h2>
      <Grid>
        {style.standardPreviewVideos.map((item) => {
          const demo = item.type === 'demo' ? data.demos.find((d) => d.id === item.value) : undefined;
          const video = item.type === 'video' ? data.videos.find((v) => v.id === item.value) : undefined;
          if (!demo && !video) return null;
          return (
            <li key={item.key}>
              <h3>{item.label || demo?.title || video?.title}</h3>
              {demo ? <Demo recording={demo} motion={motion} /> : null}
              {video ? <Video video={video} /> : null}
            </li>
          );
        })}
      </Grid>
    </section>
  );
}
