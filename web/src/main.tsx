import { type JSX, render } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { type Challenge, isSignedIn, onSessionChange, signOut } from './auth';
import { currentRoute, go } from './nav';
import { Earnings } from './screens/earnings';
import { Forgot, MfaCode, NewPassword, Register, SignIn } from './screens/access';
import { Kyc } from './screens/kyc';
import { Security } from './screens/security';
import { TaskDetail } from './screens/task';
import { Tasks } from './screens/tasks';
import { MyWork } from './screens/work';
import './styles.css';

const App = () => {
  const [route, setRoute] = useState(currentRoute());
  const [signedIn, setSignedIn] = useState(isSignedIn());
  const [challenge, setChallenge] = useState<Challenge>();
  useEffect(() => {
    const onHash = () => setRoute(currentRoute());
    addEventListener('hashchange', onHash);
    const stop = onSessionChange(() => setSignedIn(isSignedIn()));
    return () => {
      removeEventListener('hashchange', onHash);
      stop();
    };
  }, []);
  // Each screen's heading takes focus, so a screen reader announces where the operator is now.
  useEffect(() => {
    document.querySelector<HTMLElement>('main h1')?.focus();
  }, [route, signedIn]);

  let screen: JSX.Element;
  if (!signedIn) {
    if (route === '/register') screen = <Register />;
    else if (route === '/forgot') screen = <Forgot />;
    else if (route === '/new-password' && challenge?.kind === 'new-password') screen = <NewPassword challenge={challenge} />;
    else if (route === '/mfa-code' && challenge?.kind === 'mfa-code') screen = <MfaCode challenge={challenge} />;
    else
      screen = (
        <SignIn
          onChallenge={(next) => {
            setChallenge(next);
            go(`/${next.kind}`);
          }}
        />
      );
  } else {
    const task = /^\/tasks\/([^/]+)$/.exec(route);
    if (task) screen = <TaskDetail taskId={decodeURIComponent(task[1]!)} />;
    else if (route === '/work') screen = <MyWork />;
    else if (route === '/earnings') screen = <Earnings />;
    else if (route === '/security') screen = <Security />;
    else if (route === '/kyc') screen = <Kyc />;
    else screen = <Tasks />;
  }
  const here = (prefix: string) => (route.startsWith(prefix) ? 'page' : undefined);
  return (
    <>
      <header class="bar">
        <span class="brand">Handoff</span>
        {signedIn && (
          <nav aria-label="Main">
            <a href="#/tasks" aria-current={here('/tasks')}>
              Tasks
            </a>
            <a href="#/work" aria-current={here('/work')}>
              My work
            </a>
            <a href="#/earnings" aria-current={here('/earnings')}>
              Earnings
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
