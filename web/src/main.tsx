import { type JSX, render } from 'preact';
import { useState } from 'preact/hooks';
import type { Challenge } from './auth';
import { go } from './nav';
import { registerServiceWorker } from './offline';
import { Forgot, MfaCode, NewPassword, Register, SignIn } from './screens/access';
import { Earnings } from './screens/earnings';
import { Kyc } from './screens/kyc';
import { Security } from './screens/security';
import { TaskDetail } from './screens/task';
import { Tasks } from './screens/tasks';
import { MyWork } from './screens/work';
import { Shell, useAppState } from './shell';
import './styles.css';

const LINKS = [
  { label: 'Tasks', prefixes: ['/tasks'] },
  { label: 'My work', prefixes: ['/work'] },
  { label: 'Earnings', prefixes: ['/earnings'] },
];

const App = () => {
  const { route, signedIn } = useAppState();
  const [challenge, setChallenge] = useState<Challenge>();
  const onChallenge = (next: Challenge) => {
    setChallenge(next);
    go(`/${next.kind}`);
  };

  let screen: JSX.Element;
  if (!signedIn) {
    if (route === '/register') screen = <Register />;
    else if (route === '/forgot') screen = <Forgot />;
    else if (route === '/new-password' && challenge?.kind === 'new-password')
      screen = <NewPassword challenge={challenge} onChallenge={onChallenge} />;
    else if (route === '/mfa-code' && challenge?.kind === 'mfa-code') screen = <MfaCode challenge={challenge} onChallenge={onChallenge} />;
    else screen = <SignIn onChallenge={onChallenge} />;
  } else {
    const task = /^\/tasks\/([^/]+)$/.exec(route);
    if (task) screen = <TaskDetail taskId={decodeURIComponent(task[1]!)} />;
    else if (route === '/work') screen = <MyWork />;
    else if (route === '/earnings') screen = <Earnings />;
    else if (route === '/security') screen = <Security />;
    else if (route === '/kyc') screen = <Kyc />;
    else screen = <Tasks />;
  }
  return (
    <Shell brand="Handoff" links={LINKS} route={route} signedIn={signedIn}>
      {screen}
    </Shell>
  );
};

render(<App />, document.getElementById('app')!);
registerServiceWorker();
