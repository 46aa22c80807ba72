// The session cookie is httpOnly: the page cannot see whether it holds one. This browser-side
// mark remembers that the server last confirmed a session here, so that public pages ask the
// server only when there is one to find (docs/decisions.md, "Anonymous visits").

const KEY = 'session.active';

/**
 * True when the server last confirmed a session in this browser (or when storage cannot be
 * read: then the page asks the server, as it did before the mark existed).
 */
export function hasSessionSign(): boolean {
  try {
    return localStorage.getItem(KEY) === 'true';
  } catch {
    return true;
  }
}

/** Records what the server last said about the session. */
export function rememberSession(authenticated: boolean): void {
  try {
    if (authenticated) localStorage.setItem(KEY, 'true');
    else localStorage.removeItem(KEY);
  } catch {
    // Private browsing without storage: hasSessionSign() then always asks the server.
  }
}
