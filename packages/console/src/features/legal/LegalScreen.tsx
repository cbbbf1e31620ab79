import { BrandMark, Card, Link } from '@showroom/ui';
import { Link as RouterLink } from 'react-router';
import styled from 'styled-components';
import { legalLabels, privacyPage, termsPage } from './messages.ts';

const Page = styled.main`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: var(--space-6);
  padding: var(--space-10) var(--space-4);
  background: var(--color-canvas);
`;

const Panel = styled(Card)`
  width: min(640px, 100%);
  display: flex;
  flex-direction: column;
  gap: var(--space-4);
`;

const Intro = styled.p`
  color: var(--color-text-muted);
`;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: var(--space-1);
`;

type Document = typeof privacyPage | typeof termsPage;

/** One of the console's own legal pages: a title, an intro and short sections. */
function LegalScreen({ document }: { document: Document }) {
  return (
    <Page>
      <BrandMark size="lg" />
      <Panel padding="lg" elevation="raised">
        <h1>{document.title}</h1>
        <Intro>{document.intro}</Intro>
        {document.sections.map((section) => (
          <Section key={section.heading}>
            <h2>{section.heading}</h2>
            <p>{section.body}</p>
          </Section>
        ))}
      </Panel>
      <Link asChild>
        <RouterLink to="/">{legalLabels.back}</RouterLink>
      </Link>
    </Page>
  );
}

/** /privacy: the Privacy Policy the sign-up box and the consent popup link to (unless configured elsewhere). */
export function PrivacyScreen() {
  return <LegalScreen document={privacyPage} />;
}

/** /terms: the Terms of Service. */
export function TermsScreen() {
  return <LegalScreen document={termsPage} />;
}
