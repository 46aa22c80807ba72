// UI constants of spec part 1 §9. The CSS media queries repeat the two breakpoints.
export const APP_NAME = 'Gestion Asso';

/** Mobile: 640 px or less. */
export const BREAKPOINT_MOBILE_PX = 640;
/** Tablet: 992 px or less; above it the navigation is a sidebar. */
export const BREAKPOINT_TABLET_PX = 992;

export const TOAST_DURATION_DEFAULT_MS = 4000;
export const TOAST_DURATION_ERROR_MS = 4000;
export const TOAST_DURATION_SUCCESS_MS = 2000;
/** react-hot-toast keeps at most this many toasts (its built-in store limit, checked by a test). */
export const TOAST_LIMIT = 20;

export const NUMBER_CLAMP_HIGHLIGHT_MS = 1000;

export const MSG_OPERATION_IN_PROGRESS = 'Opération en cours';
export const MSG_GENERIC_ERROR = 'Une erreur est survenue';
