import { useEffect, useState } from 'preact/hooks';
import { problem } from '../api';
import { finishAuthenticatorSetup, hasAuthenticatorApp, startAuthenticatorSetup } from '../auth';
import { useProfile } from './profile';
import { ErrorNote, Field, Heading, Note, useAction } from './ui';

/** The secret in groups of four, as authenticator apps ask for it to be typed. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** The key to add to an authenticator app, typed or opened from a link, and the code field below it: the operator's set-up and staff's first sign-in. */
export const AuthenticatorKey = ({ secret, uri, code, onCode }: { secret: string; uri: string; code: string; onCode(code: string): void }) => (
  <>
    <h2>1. Add Handoff to your authenticator app</h2>
    <p>In the app, add an account and type this key (time-based, 6 digits):</p>
    <p>
      <code class="secret" data-testid="totp-secret">
        {grouped(secret)}
      </code>
    </p>
    <p>
      On a phone with the app, you can also <a href={uri}>open the key in your authenticator app</a>.
    </p>
    <h2>2. Enter the code it shows</h2>
    <Field
      label="Code from your authenticator app"
      name="totp-code"
      inputMode="numeric"
      autocomplete="one-time-code"
      value={code}
      onInput={onCode}
      required
    />
  </>
);

/**
 * Two-factor authentication: sets up an authenticator app (TOTP) on the operator's login. Payouts
 * need it; once set up, each sign-in asks for the app's code.
 */
export const Security = () => {
  const profile = useProfile();
  const [enabled, setEnabled] = useState<boolean>();
  const [loadError, setLoadError] = useState<string>();
  const [setup, setSetup] = useState<{ secret: string; uri: string }>();
  const [code, setCode] = useState('');
  const action = useAction();
  useEffect(() => {
    hasAuthenticatorApp()
      .then(setEnabled)
      .catch((caught) => setLoadError(problem(caught)));
  }, []);

  return (
    <section>
      <Heading>Security</Heading>
      <ErrorNote error={loadError} />
      {enabled === true && (
        <Note>
          <strong>Two-factor authentication is on.</strong> Each sign-in asks for a code from your authenticator app, and you can request payouts.
        </Note>
      )}
      {enabled === false && !setup && (
        <>
          <p>
            Protect your earnings with an authenticator app (such as Google Authenticator, 1Password or Aegis). You need it before your first payout;
            after that, each sign-in asks for a code from the app.
          </p>
          <ErrorNote error={action.error} />
          <button
            type="button"
            disabled={action.busy || !profile}
            onClick={() => void action.run(async () => setSetup(await startAuthenticatorSetup(profile!.email)))}
          >
            Set up an authenticator app
          </button>
        </>
      )}
      {enabled === false && setup && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void action.run(async () => {
              await finishAuthenticatorSetup(code);
              setEnabled(true);
            });
          }}
        >
          <AuthenticatorKey secret={setup.secret} uri={setup.uri} code={code} onCode={setCode} />
          <ErrorNote error={action.error} />
          <button type="submit" disabled={action.busy}>
            {action.busy ? 'Checking…' : 'Turn on two-factor authentication'}
          </button>
        </form>
      )}
    </section>
  );
};
