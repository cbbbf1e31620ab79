import { Link } from '@showroom/ui';
import { VisuallyHidden } from 'radix-ui';
import { legalLinkLabels, privacyUrl, termsUrl } from './links.ts';

/** One of the two documents, in a new tab so the form or popup the rep is in stays as it was. */
function LegalLink({ href, children }: { href: string; children: string }) {
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <VisuallyHidden.Root> {legalLinkLabels.newTab}</VisuallyHidden.Root>
    </Link>
  );
}

/** 'Privacy Policy and Terms of Service', each a link: the sign-up box and the consent popup name them. */
export function LegalLinks({ before, after }: { before: string; after: string }) {
  return (
    <>
      {before}
      <LegalLink href={privacyUrl}>{legalLinkLabels.privacy}</LegalLink>
      {' and '}
      <LegalLink href={termsUrl}>{legalLinkLabels.terms}</LegalLink>
      {after}
    </>
  );
}
