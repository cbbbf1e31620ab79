import { frameMessages, type ProspectStyle } from '@showroom/contract';
import type * as React from 'react';
import styled from 'styled-components';
import { CompanyHeader } from './Look.tsx';

/**
 * The audience host's pages around a widget: the share page (decision 8: title and description,
 * the widget below), the rep's preview (decision 9: a banner, nothing recorded) and the notices a
 * prospect meets instead of a widget. They sit inside ProspectLook and draw from `--page-*`.
 */

const Page = styled.div`
  /* A page fills the window; a preview inside the console sets the variable to 0. */
  min-height: var(--page-min-height, 100vh);
  background: var(--page-bg);
  color: var(--page-text);
  font-family: var(--page-font);

  & > main, & > [data-main] { display: grid; gap: 24px; max-width: 1180px; margin: 0 auto; padding: 32px 24px 48px; }
`;

const Titles = styled.div`
  display: grid;
  gap: 8px;

  & > :is(h1, h2, h3) { margin: 0; font-size: 28px; line-height: 1.25; font-weight: 700; overflow-wrap: anywhere; }
  & > p { margin: 0; font-size: 16px; line-height: 1.5; white-space: pre-line; overflow-wrap: anywhere; }
`;

const Banner = styled.p`
  margin: 0;
  padding: 10px 24px;
  background: #fff7c2;
  color: #4f3422;
  border-bottom: 1px solid #f3d768;
  font: 500 14px/1.4 system-ui, -apple-system, 'Segoe UI', sans-serif;
  text-align: center;
`;

export type SharePageProps = {
  look: ProspectStyle;
  share: { title: string; description: string };
  /** The title's level: 1 on the page itself, deeper where the page is shown inside another (a preview). */
  titleLevel?: 1 | 2 | 3;
  /** Shown inside another page (the console's preview): no landmarks of its own. */
  nested?: boolean;
  /** The widget, drawn by its frame. */
  children: React.ReactNode;
};

/** `/{token}/page/widget/{type}/{id}/{companyId}`: the company's header, the rep's title and description (as text), the widget. */
export function SharePage({ look, share, titleLevel = 1, nested = false, children }: SharePageProps) {
  const Title = `h${titleLevel}` as const;
  const Main = nested ? 'div' : 'main';
  return (
    <Page data-page="share">
      <CompanyHeader look={look} nested={nested} />
      <Main data-main="">
        <Titles>
          <Title>{share.title}</Title>
          {share.description ? <p>{share.description}</p> : null}
        </Titles>
        {children}
      </Main>
    </Page>
  );
}

export type PreviewPageProps = {
  look: ProspectStyle;
  children: React.ReactNode;
};

/** The rep's preview: what prospects would see, under a banner that says nothing is recorded. */
export function PreviewPage({ look, children }: PreviewPageProps) {
  return (
    <Page data-page="preview">
      <Banner role="note">{frameMessages.previewBanner}</Banner>
      <CompanyHeader look={look} />
      <main>{children}</main>
    </Page>
  );
}

const Notice = styled.div`
  display: grid;
  place-items: center;
  min-height: 240px;
  padding: 24px;
  background: var(--widget-bg, #ffffff);
  color: var(--widget-text, #1c2024);
  font-family: var(--widget-font, system-ui, sans-serif);
  text-align: center;

  /* A heading or a paragraph, one look. */
  & p, & h1, & h2 { margin: 0; max-width: 48ch; font-size: 16px; font-weight: 400; line-height: 1.5; letter-spacing: normal; }
`;

export type FrameNoticeKind = 'notFound' | 'processing' | 'previewExpired';

/**
 * What stands where a widget cannot: gone or not live, its demo still being prepared, an expired
 * preview. Where it is all a document shows (a frame, a preview page), its words are the
 * document's heading (`headingLevel`), in the same look as the plain paragraph it is elsewhere.
 */
export function FrameNotice({ kind, headingLevel }: { kind: FrameNoticeKind; headingLevel?: 1 | 2 }) {
  const Text = headingLevel ? (`h${headingLevel}` as const) : 'p';
  const text = <Text>{frameMessages[kind]}</Text>;
  return <Notice data-notice={kind}>{kind === 'processing' ? <div role="status">{text}</div> : text}</Notice>;
}
