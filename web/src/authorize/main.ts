/**
 * The OAuth authorization page of the hosted MCP server: checks the request (GET
 * /api/v1/oauth/authorization), shows the client and the scopes it would be granted, asks the
 * agent's owner for an API key and, on consent (POST), sends the browser to the client with the code;
 * on Deny, with `error=access_denied`. A refused request is shown, never redirected.
 */
import '../styles.css';

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const status = byId<HTMLParagraphElement>('status');
const form = byId<HTMLFormElement>('consent');
const errorLine = byId<HTMLParagraphElement>('error');
// The app's stylesheet gives forms a display of their own, which `hidden` alone does not beat.
const showForm = (shown: boolean) => {
  form.hidden = !shown;
  form.style.display = shown ? '' : 'none';
};
showForm(false);

const SCOPE_MEANINGS: Record<string, string> = {
  'tasks:read': 'read your tasks',
  'tasks:write': 'create, approve, verify and cancel tasks (spends your balance)',
  'funds:read': 'read your balance, wallet and deposit address',
  'funds:write': 'bind a wallet and report deposits',
  'keys:write': 'manage your API keys',
  'webhooks:write': 'manage your webhooks',
};

const request = Object.fromEntries(new URLSearchParams(location.search));
const messageOf = (body: { error?: string; error_description?: string }) => body.error_description ?? body.error ?? 'The request was refused';

const show = async () => {
  const answer = await fetch(`/api/v1/oauth/authorization${location.search}`);
  const body = await answer.json();
  if (!answer.ok) {
    status.textContent = `This authorization request cannot be granted: ${messageOf(body)}`;
    return;
  }
  status.textContent = '';
  byId('client-name').textContent = body.client_name;
  byId('resource').textContent = body.resource;
  byId('redirect-uri').textContent = body.redirect_uri;
  const list = byId<HTMLUListElement>('scopes');
  for (const scope of body.scopes as string[]) {
    const item = document.createElement('li');
    const name = document.createElement('code');
    name.textContent = scope;
    item.append(name, ` — ${SCOPE_MEANINGS[scope] ?? ''}`);
    list.append(item);
  }
  showForm(true);
};

form.addEventListener('submit', async (event) => {
  event.preventDefault();
  errorLine.textContent = '';
  const apiKey = byId<HTMLInputElement>('api-key').value.trim();
  const answer = await fetch('/api/v1/oauth/authorization', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': apiKey },
    body: JSON.stringify(request),
  });
  const body = await answer.json();
  if (!answer.ok) {
    errorLine.textContent = messageOf(body);
    return;
  }
  status.textContent = 'Allowed: returning to the client…';
  showForm(false);
  location.assign(body.redirect_to);
});

// Deny: the server checks the request again (so the browser only goes to a redirect URI the client
// registered) and answers the client's redirect with error=access_denied and the state.
byId<HTMLButtonElement>('deny').addEventListener('click', async () => {
  errorLine.textContent = '';
  const answer = await fetch('/api/v1/oauth/authorization/denial', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(request),
  });
  const body = await answer.json();
  if (!answer.ok) {
    errorLine.textContent = messageOf(body);
    return;
  }
  status.textContent = 'Denied: returning to the client…';
  showForm(false);
  location.assign(body.redirect_to);
});

show().catch(() => {
  status.textContent = 'The authorization server could not be reached; reload the page.';
});
