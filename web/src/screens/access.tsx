import { useEffect, useState } from 'preact/hooks';
import { api, call, problem } from '../api';
import {
  answerChallenge,
  type Challenge,
  confirmForgotPassword,
  finishMfaSetupChallenge,
  forgotPassword,
  type SignInResult,
  signIn,
  startMfaSetupChallenge,
} from '../auth';
import { go } from '../nav';
import { AuthenticatorKey } from './security';
import { ACCEPTABLE_USE_HREF, ErrorNote, Field, Heading, Note, useAction } from './ui';

const PASSWORD_HINT = 'At least 12 characters with upper and lower case, a digit and a symbol.';

/** Where a sign-in step leads: home once signed in, else the next challenge's screen. */
const next = (result: SignInResult, home: string, onChallenge: (challenge: Challenge) => void) => {
  if (result.kind === 'signed-in') go(home);
  else onChallenge(result);
};

/** `home`: where a signed-in person lands; `staff`: the back office's sign-in (no self-registration, no reset by mail). */
export const SignIn = ({
  onChallenge,
  home = '/tasks',
  staff = false,
}: {
  onChallenge(challenge: Challenge): void;
  home?: string;
  staff?: boolean;
}) => {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { busy, error, run } = useAction();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void run(async () => {
          next(await signIn(email, password), home, onChallenge);
        });
      }}
    >
      <Heading>{staff ? 'Back office sign-in' : 'Sign in'}</Heading>
      <Field label="Email" name="email" type="email" autocomplete="username" value={email} onInput={setEmail} required />
      <Field label="Password" name="password" type="password" autocomplete="current-password" value={password} onInput={setPassword} required />
      <ErrorNote error={error} />
      <button type="submit" disabled={busy}>
        {busy ? 'Signing in…' : 'Sign in'}
      </button>
      {staff ? (
        <p class="muted">Staff accounts are made by invitation: the mail brings a temporary password.</p>
      ) : (
        <p class="links">
          <a href="#/forgot">Forgot your password?</a>
          <a href="#/register">New here? Register</a>
        </p>
      )}
    </form>
  );
};

/** A challenge's screen: where it leads next (home, or the next challenge, as after a new password the set-up of an authenticator app). */
interface ChallengeProps {
  challenge: Challenge;
  home?: string;
  onChallenge(challenge: Challenge): void;
}

export const NewPassword = ({ challenge, home = '/tasks', onChallenge }: ChallengeProps) => {
  const [password, setPassword] = useState('');
  const { busy, error, run } = useAction();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void run(async () => next(await answerChallenge(challenge, password), home, onChallenge));
      }}
    >
      <Heading>Choose your password</Heading>
      <p>You signed in with a temporary password. Choose the one you will use from now on.</p>
      <Field
        label="New password"
        name="new-password"
        type="password"
        autocomplete="new-password"
        value={password}
        onInput={setPassword}
        hint={PASSWORD_HINT}
        required
      />
      <ErrorNote error={error} />
      <button type="submit" disabled={busy}>
        Set password
      </button>
    </form>
  );
};

/** The second step of a sign-in with an authenticator app set up: its current code. */
export const MfaCode = ({ challenge, home = '/tasks', onChallenge }: ChallengeProps) => {
  const [code, setCode] = useState('');
  const { busy, error, run } = useAction();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void run(async () => next(await answerChallenge(challenge, code), home, onChallenge));
      }}
    >
      <Heading>Enter your code</Heading>
      <p>Open your authenticator app and enter the 6-digit code it shows for Handoff.</p>
      <Field
        label="Code from your authenticator app"
        name="mfa-code"
        inputMode="numeric"
        autocomplete="one-time-code"
        value={code}
        onInput={setCode}
        required
      />
      <ErrorNote error={error} />
      <button type="submit" disabled={busy}>
        {busy ? 'Checking…' : 'Sign in'}
      </button>
      <p class="links">
        <a href="#/signin">Back to sign in</a>
      </p>
    </form>
  );
};

/**
 * A login that must have an authenticator app and has none yet (the back office's staff, at their
 * first sign-in): the key to add, then the app's first code, which completes the sign-in.
 */
export const MfaSetup = ({ challenge, home = '/tasks', onChallenge }: ChallengeProps) => {
  const [setup, setSetup] = useState<Awaited<ReturnType<typeof startMfaSetupChallenge>>>();
  const [loadError, setLoadError] = useState<string>();
  const [code, setCode] = useState('');
  const { busy, error, run } = useAction();
  useEffect(() => {
    startMfaSetupChallenge(challenge)
      .then(setSetup)
      .catch((caught) => setLoadError(problem(caught)));
  }, [challenge]);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (setup) void run(async () => next(await finishMfaSetupChallenge(setup.challenge, code), home, onChallenge));
      }}
    >
      <Heading>Set up two-factor authentication</Heading>
      <p>This login needs an authenticator app (such as Google Authenticator, 1Password or Aegis): each sign-in asks for its code.</p>
      <ErrorNote error={loadError} />
      {setup && <AuthenticatorKey secret={setup.secret} uri={setup.uri} code={code} onCode={setCode} />}
      <ErrorNote error={error} />
      {loadError ? (
        <p class="links">
          <a href="#/signin">Back to sign in</a>
        </p>
      ) : (
        <button type="submit" disabled={busy || !setup}>
          {busy ? 'Checking…' : 'Turn on two-factor authentication'}
        </button>
      )}
    </form>
  );
};

export const Register = () => {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [done, setDone] = useState(false);
  const { busy, error, run } = useAction();
  if (done) {
    return (
      <section>
        <Heading>Check your email</Heading>
        <Note>We sent a temporary password to {email}. Sign in with it and choose your own.</Note>
        <a class="button" href="#/signin">
          Sign in
        </a>
      </section>
    );
  }
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void run(async () => {
          await call(api.POST('/api/v1/operator/register', { body: { name, email, ...(phone ? { phone } : {}) } }));
          setDone(true);
        });
      }}
    >
      <Heading>Register as an operator</Heading>
      <Field label="Name" name="name" autocomplete="name" value={name} onInput={setName} required />
      <Field label="Email" name="email" type="email" autocomplete="email" value={email} onInput={setEmail} required />
      <Field label="Phone (optional)" name="phone" type="tel" autocomplete="tel" value={phone} onInput={setPhone} />
      <p data-testid="acceptable-use">
        Tasks are held to the <a href={ACCEPTABLE_USE_HREF}>acceptable use policy</a>. Never do a task you think is unsafe or wrong: report it from
        the task's screen instead.
      </p>
      <ErrorNote error={error} />
      <button type="submit" disabled={busy}>
        Register
      </button>
      <p class="links">
        <a href="#/signin">Already registered? Sign in</a>
      </p>
    </form>
  );
};

export const Forgot = () => {
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [sent, setSent] = useState(false);
  const [reset, setReset] = useState(false);
  const { busy, error, run } = useAction();
  if (reset) {
    return (
      <section>
        <Heading>Password changed</Heading>
        <Note>Sign in with your new password.</Note>
        <a class="button" href="#/signin">
          Sign in
        </a>
      </section>
    );
  }
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void run(async () => {
          if (!sent) {
            await forgotPassword(email);
            setSent(true);
          } else {
            await confirmForgotPassword(email, code, password);
            setReset(true);
          }
        });
      }}
    >
      <Heading>Reset your password</Heading>
      <Field label="Email" name="email" type="email" autocomplete="username" value={email} onInput={setEmail} required />
      {sent && (
        <>
          <Note>If that address has a login, we sent it a code.</Note>
          <Field label="Code from the email" name="code" inputMode="numeric" autocomplete="one-time-code" value={code} onInput={setCode} required />
          <Field
            label="New password"
            name="new-password"
            type="password"
            autocomplete="new-password"
            value={password}
            onInput={setPassword}
            hint={PASSWORD_HINT}
            required
          />
        </>
      )}
      <ErrorNote error={error} />
      <button type="submit" disabled={busy}>
        {sent ? 'Change password' : 'Send me a code'}
      </button>
      <p class="links">
        <a href="#/signin">Back to sign in</a>
      </p>
    </form>
  );
};
