import { useNavigate } from 'react-router';
import { clearSession, readSession } from '../../session/session.ts';
import { Shell } from './Shell/index.ts';

/** /feature: the shell for the signed-in rep (RequireSession has checked there is a session). */
export default function ShellPage() {
  const navigate = useNavigate();
  const session = readSession();
  return (
    <Shell
      name={session?.name ?? ''}
      companyName={session?.companyName ?? ''}
      onLogout={() => {
        // spec 1 §2: Logout clears the session cookies; the rep lands on /login.
        clearSession();
        navigate('/login', { replace: true });
      }}
    />
  );
}
