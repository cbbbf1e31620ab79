import { type FrameWidget, frameMessages, type ProspectStyle } from '@showroom/contract';
import { fontStack, isProspectFont, loadFont, WidgetTheme, type WidgetThemeKind } from '@showroom/ui';
import * as React from 'react';
import styled from 'styled-components';

/**
 * The company's look on a prospect surface (spec 1 §3 website style, logo, company name), as CSS
 * variables on the surface's root. Frames draw from `--widget-*` (ui widgetThemes: spec 2 §9 Solo
 * light, CYOA dark, Hero light in Verdana); the company's button, border and text colours and its
 * font are laid over them. The Hero keeps the spec's Verdana and #f7f7f7 (spec 2 §9 gives them
 * for the Hero), taking the company's action colours. Pages (share, preview) read `--page-*`.
 */

/** The chosen font once its file is in, so nothing is drawn in a face the browser fakes. */
export function useProspectFont(fontName: string) {
  const [loaded, setLoaded] = React.useState<string | null>(null);
  React.useEffect(() => {
    if (!isProspectFont(fontName)) return;
    let current = true;
    loadFont(fontName).then(
      () => {
        if (current) setLoaded(fontName);
      },
      // A font file that does not arrive leaves the surface in its fallback face.
      () => {},
    );
    return () => {
      current = false;
    };
  }, [fontName]);
  return loaded === fontName && isProspectFont(fontName) ? fontStack(fontName) : null;
}

export const themeKind = (kind: FrameWidget['kind']): WidgetThemeKind =>
  kind === 'sneakpeek' ? 'solo' : kind;

/** The CSS variables of the company's look, over the kind's theme. */
export function lookVariables(look: ProspectStyle, kind: WidgetThemeKind, font: string | null) {
  const { style } = look;
  const variables: Record<string, string> = {
    '--widget-accent': style.buttonBgColor,
    '--widget-accent-hover': style.buttonBgHoverColor,
    '--widget-border': style.borderColor,
    '--page-bg': style.bgColor,
    '--page-text': style.textColor,
    '--page-header': style.headerColor,
    '--page-border': style.borderColor,
    '--page-button': style.buttonBgColor,
    '--page-button-hover': style.buttonBgHoverColor,
    '--page-font': font ?? "system-ui, -apple-system, 'Segoe UI', sans-serif",
  };
  // CYOA is dark by spec: the company's (light-page) text colour would vanish on it.
  if (kind === 'solo') {
    variables['--widget-text'] = style.textColor;
    if (font) variables['--widget-font'] = font;
  }
  return variables as React.CSSProperties;
}

/**
 * An inline widget's frame (Hero, Sneakpeek, CYOA in a host page's box) is exactly the box the
 * snippet reserved (issue 29, C.2 and B.9): its surface fills it, in the widget's background,
 * whatever its content's height (no empty band under a short CYOA card), and is never taller, so
 * the frame never asks the host page for more room and the page never moves. A CYOA step taller
 * than a phone's box scrolls inside it. A Solo's lightbox frame is sized to its content instead.
 */
const Surface = styled(WidgetTheme)`
  &[data-mode='embed']:not([data-kind='solo']) {
    display: flex;
    flex-direction: column;
    height: 100vh;
    overflow: auto;
  }
  &[data-mode='embed']:not([data-kind='solo']) > main {
    display: flex;
    flex: 1 0 auto;
    flex-direction: column;
  }
  &[data-mode='embed']:not([data-kind='solo']) > main > * {
    flex: 1 0 auto;
    align-content: safe center;
  }
`;

export type ProspectLookProps = React.ComponentPropsWithoutRef<'div'> & {
  ref?: React.Ref<HTMLDivElement>;
  look: ProspectStyle;
  kind: FrameWidget['kind'];
};

/** A surface's root in the company's look: the kind's theme with the company's colours and font. */
export function ProspectLook({ look, kind, style, ...props }: ProspectLookProps) {
  const font = useProspectFont(look.style.fontName);
  const theme = themeKind(kind);
  return (
    <Surface
      kind={theme}
      data-kind={kind}
      data-font={font ? look.style.fontName : undefined}
      style={{ ...lookVariables(look, theme, font), ...style }}
      {...props}
    />
  );
}

const Header = styled.header`
  display: flex;
  align-items: center;
  gap: 12px;
  min-height: 56px;
  padding: 8px 24px;
  background: var(--page-header);
  border-bottom: 1px solid var(--page-border);
  color: var(--page-text);
  font-family: var(--page-font);
  font-weight: 700;
  font-size: 16px;

  & > img { height: 32px; width: auto; max-width: 160px; object-fit: contain; }
`;

/** A hosted page's header: the company's logo and, when the company says so, its name (as text). */
export function CompanyHeader({ look, nested = false }: { look: ProspectStyle; nested?: boolean }) {
  const named = look.style.showCompanyName && look.companyName !== '';
  if (!look.logo && !named) return null;
  return (
    <Header as={nested ? 'div' : 'header'}>
      {look.logo ? <img src={look.logo} alt={named ? '' : frameMessages.logo(look.companyName)} /> : null}
      {named ? <span>{look.companyName}</span> : null}
    </Header>
  );
}
