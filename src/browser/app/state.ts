// Whether the page's React app (Gatsby's root: client-side navigation) runs yet. It is
// hydrated on intent only (a pointer over, a touch on or focus on an internal link): until
// then links are plain links and every control works from the page's inline script.

let ready = false;
let want: () => void = () => undefined;
const wanted = new Promise<void>((resolve) => {
  want = resolve;
});

/** The app is wanted now (navigation intent): Gatsby may load the page's data and hydrate. */
export function wantApp(): void {
  want();
}

/** Resolves when the app is wanted (gatsby-browser onClientEntry waits for it). */
export function appWanted(): Promise<void> {
  return wanted;
}

/** Called once the root has hydrated (gatsby-browser onInitialClientRender). */
export function markAppReady(): void {
  ready = true;
  document.documentElement.setAttribute('data-app', 'ready');
}

export function isAppReady(): boolean {
  return ready;
}
