// Where the end-to-end SMTP receiver listens and keeps what it catches; shared by the global setup,
// the Playwright config (the server's SMTP_URL) and the tests that read the mail.
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526);
export const E2E_SMTP_URL = `smtp://127.0.0.1:${E2E_SMTP_PORT}`;
export const E2E_MAIL_DIR = '.tmp/e2e-mail';
