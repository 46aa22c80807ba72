/** Where the landing page's sign-up buttons go: the login page, on its "S'inscrire" tab. */
export const SIGN_UP_PATH = '/login?mode=register';
