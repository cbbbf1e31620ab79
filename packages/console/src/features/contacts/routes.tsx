import { lazy } from 'react';
import { Route } from 'react-router';

// Loaded when a contacts route is first visited: the login route's bundle carries none of it.
const ContactListPage = lazy(() =>
  import('./ContactListPage.tsx').then((m) => ({ default: m.ContactListPage })),
);
const ContactDetailPage = lazy(() =>
  import('./ContactDetailPage.tsx').then((m) => ({ default: m.ContactDetailPage })),
);

/**
 * spec 1 §2 Routes: /feature/contact/ and /feature/contact/view/{id}/, relative to /feature, so
 * the shell's layout route renders them as its children (App.tsx: `{contactRoutes}`).
 */
export const contactRoutes = (
  <>
    <Route path="contact" element={<ContactListPage />} />
    <Route path="contact/view/:id" element={<ContactDetailPage />} />
  </>
);
