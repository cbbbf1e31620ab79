import type { StyleValues } from '@showroom/machines';
import { fontStack, isProspectFont, loadFont } from '@showroom/ui';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { settingsLabels } from '../messages.ts';
import { Section } from './layout.ts';

export type StylePreviewProps = {
  style: StyleValues;
  /** The company's name, shown in the preview's header when 'show company name' is on. */
  companyName: string;
};

const Preview = styled.div`
  border: var(--border-width) solid var(--preview-border);
  border-radius: var(--radius-md);
  overflow: hidden;
  background: var(--preview-bg);
  color: var(--preview-text);
  font-family: var(--preview-font);

  & header { padding: var(--space-3) var(--space-4); background: var(--preview-header); border-bottom: var(--border-width) solid var(--preview-border); }
  & div { padding: var(--space-6) var(--space-4); display: flex; flex-direction: column; gap: var(--space-3); align-items: flex-start; }
  & span[data-preview-button] { padding: var(--space-2) var(--space-4); border-radius: var(--radius-sm); background: var(--preview-button); color: #ffffff; }
  & span[data-preview-button]:hover { background: var(--preview-button-hover); }
`;

/** spec 1 §2 Preview: a prospect page drawn with the chosen colours and font. */
export function StylePreview({ style, companyName }: StylePreviewProps) {
  // The preview's font once its file is in; until then the preview says it is loading it.
  const [loadedFont, setLoadedFont] = useState<string | null>(null);
  useEffect(() => {
    if (!style.fontName) return;
    let current = true;
    loadFont(style.fontName).then(
      () => {
        if (current) setLoadedFont(style.fontName);
      },
      // A font file that does not arrive leaves the preview in its fallback face.
      () => {},
    );
    return () => {
      current = false;
    };
  }, [style.fontName]);

  return (
    <Section aria-label={settingsLabels.preview}>
      <Preview
        style={
          {
            '--preview-bg': style.bgColor,
            '--preview-text': style.textColor,
            '--preview-header': style.headerColor,
            '--preview-button': style.buttonBgColor,
            '--preview-button-hover': style.buttonBgHoverColor,
            '--preview-border': style.borderColor,
            // The chosen face only once its file is in (loadFont), so the preview never fakes it.
            '--preview-font':
              loadedFont === style.fontName && isProspectFont(style.fontName)
                ? fontStack(style.fontName)
                : 'sans-serif',
          } as React.CSSProperties
        }
        data-font={loadedFont === style.fontName ? style.fontName : undefined}
        aria-busy={loadedFont !== style.fontName || undefined}
      >
        <header>{style.showCompanyName ? companyName : null}</header>
        <div>
          <h3>{settingsLabels.previewHeading}</h3>
          <p>{settingsLabels.previewBody}</p>
          <span data-preview-button="">{settingsLabels.previewButton}</span>
        </div>
      </Preview>
    </Section>
  );
}
