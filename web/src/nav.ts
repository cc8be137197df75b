/** Hash routes: each app is one static page (S3 and the local server serve only its index.html). */
export const currentRoute = (home = '/tasks') => location.hash.replace(/^#/, '') || home;

export const go = (route: string) => {
  location.hash = route;
};
