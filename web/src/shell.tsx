/**
 * What the web apps (the operator app, the back office, the owner's console) share around their
 * screens: the hash route and the session, followed as they change, the heading focused on each
 * screen (a screen reader announces where the person is now), and the bar with the app's links and
 * "Sign out".
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { isSignedIn, onSessionChange, signOut } from './auth';
import { currentRoute, go } from './nav';

/** Whether someone is signed in, and how to follow it: the Cognito session by default; the console's key in memory. */
export interface SessionState {
  isSignedIn(): boolean;
  onSessionChange(listener: () => void): () => void;
  signOut(): void;
}

const cognitoSession: SessionState = { isSignedIn, onSessionChange, signOut };

export const useAppState = (home?: string, session: SessionState = cognitoSession) => {
  const [route, setRoute] = useState(currentRoute(home));
  const [signedIn, setSignedIn] = useState(session.isSignedIn());
  useEffect(() => {
    const onHash = () => setRoute(currentRoute(home));
    addEventListener('hashchange', onHash);
    const stop = session.onSessionChange(() => setSignedIn(session.isSignedIn()));
    return () => {
      removeEventListener('hashchange', onHash);
      stop();
    };
  }, [home]);
  useEffect(() => {
    document.querySelector<HTMLElement>('main h1')?.focus();
  }, [route, signedIn]);
  return { route, signedIn };
};

/** A link of the bar: current when the route starts with any of its prefixes (the first is where it goes). */
interface NavLink {
  label: string;
  prefixes: readonly string[];
}

export const Shell = ({
  brand,
  links,
  route,
  signedIn,
  session = cognitoSession,
  children,
}: {
  brand: string;
  session?: SessionState;
  links: readonly NavLink[];
  route: string;
  signedIn: boolean;
  children: ComponentChildren;
}) => (
  <>
    <header class="bar">
      <span class="brand">{brand}</span>
      {signedIn && (
        <nav aria-label="Main">
          {links.map(({ label, prefixes }) => (
            <a key={label} href={`#${prefixes[0]}`} aria-current={prefixes.some((prefix) => route.startsWith(prefix)) ? 'page' : undefined}>
              {label}
            </a>
          ))}
          <button
            type="button"
            class="link"
            onClick={() => {
              session.signOut();
              go('/signin');
            }}
          >
            Sign out
          </button>
        </nav>
      )}
    </header>
    <main>{children}</main>
  </>
);
