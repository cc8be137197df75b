/** Hash routes: the app is one static page (S3 and the local server serve index.html only at `/`). */
export const currentRoute = () => location.hash.replace(/^#/, '') || '/tasks';

export const go = (route: string) => {
  location.hash = route;
};
