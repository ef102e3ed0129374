/*
 * A sign-in in progress on a logged-out screen (login, verifying, a password reset, Google's return).
 * The session starts before the flow navigates on to where it leads; meanwhile the logged-out screens'
 * guard keeps the screen instead of sending the new session home, which would race that navigation.
 * Kept tiny: the route guards are in the landing page's entry.
 */
let isInProgress = false;

export function beginSignIn(): void {
  isInProgress = true;
}

export function isSigningIn(): boolean {
  return isInProgress;
}

/** The flow has arrived (the logged-out screens are gone): their guard works as usual again. */
export function endSignIn(): void {
  isInProgress = false;
}
