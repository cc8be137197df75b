import { type JSX, render } from 'preact';
import { useState } from 'preact/hooks';
import { type Challenge, chooseStaffPool } from '../auth';
import { go } from '../nav';
import { MfaCode, MfaSetup, NewPassword, SignIn } from '../screens/access';
import { Shell, useAppState } from '../shell';
import { Audit } from './audit';
import { DisputeCase, Disputes } from './disputes';
import { KycQueue } from './kyc';
import { AgentLookup, Lookup, OperatorLookup } from './lookup';
import { SafetyQueue } from './safety';
import '../styles.css';
import '../desk/desk.css';

// Before anything signs in or calls the API: the back office is the staff pool's.
chooseStaffPool();

const HOME = '/disputes';

const LINKS = [
  { label: 'Disputes', prefixes: ['/disputes'] },
  { label: 'KYC queue', prefixes: ['/kyc'] },
  { label: 'Safety queue', prefixes: ['/safety'] },
  { label: 'Look up', prefixes: ['/lookup', '/operators', '/agents'] },
  { label: 'Audit log', prefixes: ['/audit'] },
];

const App = () => {
  const { route, signedIn } = useAppState(HOME);
  const [challenge, setChallenge] = useState<Challenge>();

  let screen: JSX.Element;
  if (!signedIn) {
    // Staff must have an authenticator app: set up at the first sign-in (after the new password), asked for at each one after.
    const onChallenge = (next: Challenge) => {
      setChallenge(next);
      go(`/${next.kind}`);
    };
    if (route === '/new-password' && challenge?.kind === 'new-password')
      screen = <NewPassword challenge={challenge} home={HOME} onChallenge={onChallenge} />;
    else if (route === '/mfa-setup' && challenge?.kind === 'mfa-setup')
      screen = <MfaSetup challenge={challenge} home={HOME} onChallenge={onChallenge} />;
    else if (route === '/mfa-code' && challenge?.kind === 'mfa-code')
      screen = <MfaCode challenge={challenge} home={HOME} onChallenge={onChallenge} />;
    else screen = <SignIn staff home={HOME} onChallenge={onChallenge} />;
  } else {
    const [, section, id] = route.split('/').map((part) => decodeURIComponent(part));
    if (section === 'disputes' && id) screen = <DisputeCase taskId={id} />;
    else if (section === 'kyc') screen = <KycQueue />;
    else if (section === 'safety') screen = <SafetyQueue />;
    else if (section === 'operators' && id) screen = <OperatorLookup operatorId={id} />;
    else if (section === 'agents' && id) screen = <AgentLookup agentId={id} />;
    else if (section === 'lookup') screen = <Lookup />;
    else if (section === 'audit') screen = <Audit />;
    else screen = <Disputes />;
  }
  return (
    <Shell brand="Handoff back office" links={LINKS} route={route} signedIn={signedIn}>
      {screen}
    </Shell>
  );
};

render(<App />, document.getElementById('app')!);
