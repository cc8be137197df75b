/** Hash routes: the app is one static page (S3 and the local server serve index.html only at `/`). */
export const currentRoute = () => location.hash.replace(/^#/, '') || '/tasks';

export const go = (route: string) => {
  location.hash = route;
};

/** Tasks this operator claimed on this device, newest first, to find them again under "My work". */
const CLAIMS_KEY = 'handoff.claims';
export const rememberedClaims = (): string[] => {
  try {
    return JSON.parse(localStorage.getItem(CLAIMS_KEY) ?? '[]') as string[];
  } catch {
    return [];
  }
};
export const rememberClaim = (taskId: string) =>
  localStorage.setItem(CLAIMS_KEY, JSON.stringify([taskId, ...rememberedClaims().filter((id) => id !== taskId)].slice(0, 50)));
