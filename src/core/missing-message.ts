/**
 * How the app reports, on the console, a message the loaded catalog parts lack (it would show as its
 * id): the accessibility gate, which visits every screen in two languages, fails on it.
 */
export const MISSING_MESSAGE = 'Missing translation';
