import { type JSX, render } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { type Challenge, chooseStaffPool, isSignedIn, onSessionChange, signOut } from '../auth';
import { currentRoute, go } from '../nav';
import { NewPassword, SignIn } from '../screens/access';
import { Audit } from './audit';
import { DisputeCase, Disputes } from './disputes';
import { KycQueue } from './kyc';
import { AgentLookup, Lookup, OperatorLookup } from './lookup';
import '../styles.css';
import './admin.css';

// Before anything signs in or calls the API: the back office is the staff pool's.
chooseStaffPool();

const HOME = '/disputes';

const App = () => {
  const [route, setRoute] = useState(currentRoute(HOME));
  const [signedIn, setSignedIn] = useState(isSignedIn());
  const [challenge, setChallenge] = useState<Challenge>();
  useEffect(() => {
    const onHash = () => setRoute(currentRoute(HOME));
    addEventListener('hashchange', onHash);
    const stop = onSessionChange(() => setSignedIn(isSignedIn()));
    return () => {
      removeEventListener('hashchange', onHash);
      stop();
    };
  }, []);
  // Each screen's heading takes focus, so a screen reader announces where the staff member is now.
  useEffect(() => {
    document.querySelector<HTMLElement>('main h1')?.focus();
  }, [route, signedIn]);

  let screen: JSX.Element;
  if (!signedIn) {
    if (route === '/new-password' && challenge) screen = <NewPassword challenge={challenge} home={HOME} />;
    else
      screen = (
        <SignIn
          staff
          home={HOME}
          onChallenge={(next) => {
            setChallenge(next);
            go('/new-password');
          }}
        />
      );
  } else {
    const [, section, id] = route.split('/').map((part) => decodeURIComponent(part));
    if (section === 'disputes' && id) screen = <DisputeCase taskId={id} />;
    else if (section === 'kyc') screen = <KycQueue />;
    else if (section === 'operators' && id) screen = <OperatorLookup operatorId={id} />;
    else if (section === 'agents' && id) screen = <AgentLookup agentId={id} />;
    else if (section === 'lookup') screen = <Lookup />;
    else if (section === 'audit') screen = <Audit />;
    else screen = <Disputes />;
  }
  const here = (...prefixes: string[]) => (prefixes.some((prefix) => route.startsWith(prefix)) ? 'page' : undefined);
  return (
    <>
      <header class="bar">
        <span class="brand">Handoff back office</span>
        {signedIn && (
          <nav aria-label="Main">
            <a href="#/disputes" aria-current={here('/disputes')}>
              Disputes
            </a>
            <a href="#/kyc" aria-current={here('/kyc')}>
              KYC queue
            </a>
            <a href="#/lookup" aria-current={here('/lookup', '/operators', '/agents')}>
              Look up
            </a>
            <a href="#/audit" aria-current={here('/audit')}>
              Audit log
            </a>
            <button
              type="button"
              class="link"
              onClick={() => {
                signOut();
                go('/signin');
              }}
            >
              Sign out
            </button>
          </nav>
        )}
      </header>
      <main>{screen}</main>
    </>
  );
};

render(<App />, document.getElementById('app')!);
