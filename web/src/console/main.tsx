import { type JSX, render } from 'preact';
import { useState } from 'preact/hooks';
import { go } from '../nav';
import { ErrorNote, Heading, Note, useAction } from '../screens/ui';
import { Shell, useAppState } from '../shell';
import { Audit } from './audit';
import { Funds } from './funds';
import { Keys } from './keys';
import { keySession, signedOutBecause, signInWithKey } from './session';
import { TaskDetail, Tasks } from './tasks';
import { WebhookDetail, Webhooks } from './webhooks';
import '../styles.css';
import '../desk/desk.css';
import './console.css';

const HOME = '/tasks';

const LINKS = [
  { label: 'Tasks', prefixes: ['/tasks'] },
  { label: 'Balance', prefixes: ['/funds'] },
  { label: 'Keys', prefixes: ['/keys'] },
  { label: 'Webhooks', prefixes: ['/webhooks'] },
  { label: 'Audit log', prefixes: ['/audit'] },
];

/**
 * The key, typed or pasted; kept in memory only. A text field masked by CSS rather than a password
 * field, so the browser's password manager neither offers to save the key nor fills it in.
 */
const SignIn = () => {
  const [key, setKey] = useState('');
  const action = useAction();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        action.run(async () => {
          await signInWithKey(key);
          setKey('');
          go(HOME);
        });
      }}
    >
      <Heading>Owner's console</Heading>
      {signedOutBecause() && <Note>{signedOutBecause()}</Note>}
      <p>Sign in with one of your agent's API keys that has the keys:write scope (the key from registration has every scope).</p>
      <label class="field">
        <span>API key</span>
        <input
          type="text"
          class="masked"
          name="api-key"
          value={key}
          onInput={(event) => setKey(event.currentTarget.value)}
          autocomplete="off"
          autocapitalize="off"
          spellcheck={false}
          required
          aria-describedby="api-key-hint"
        />
        <small id="api-key-hint" class="hint">
          Kept in this tab's memory only: reloading or closing the page signs you out.
        </small>
      </label>
      <ErrorNote error={action.error} />
      <button type="submit" disabled={action.busy} aria-busy={action.busy}>
        Sign in
      </button>
    </form>
  );
};

const App = () => {
  const { route, signedIn } = useAppState(HOME, keySession);
  let screen: JSX.Element;
  if (!signedIn) screen = <SignIn />;
  else {
    // A hand-edited hash with a broken escape (`%E0`) is taken as it is rather than stopping the app.
    const [, section, id] = route.split('/').map((part) => {
      try {
        return decodeURIComponent(part);
      } catch {
        return part;
      }
    });
    if (section === 'tasks' && id) screen = <TaskDetail taskId={id} />;
    else if (section === 'funds') screen = <Funds />;
    else if (section === 'keys') screen = <Keys />;
    else if (section === 'webhooks' && id) screen = <WebhookDetail webhookId={id} />;
    else if (section === 'webhooks') screen = <Webhooks />;
    else if (section === 'audit') screen = <Audit />;
    else screen = <Tasks />;
  }
  return (
    <Shell brand="Handoff console" links={LINKS} route={route} signedIn={signedIn} session={keySession}>
      {screen}
    </Shell>
  );
};

render(<App />, document.getElementById('app')!);
