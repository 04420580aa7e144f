/**
 * A specialist closes their account (GDPR Art. 17): the user row goes, and with it, by the schema's
 * cascades, every row the account owns — patients and everything synced, files' rows, factors, tokens,
 * push subscriptions, the access log (its trigger lets a line go with its owner's account). In the same
 * transaction every session of the account ends on every process (its devices are signed out and wipe
 * themselves at their next call) and the mail log forgets the account's address and the chat-link mails
 * it sent to its patients. After commit the files' bytes are removed (the orphan sweep removes any a
 * crash left behind) and a last e-mail confirms the closure, in the account's language.
 */
import { eq, inArray, or, sql } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, parseLanguageCode } from '#core/languages';
import { sessionTransaction } from '../auth/session-events.ts';
import { mailOutbox, patients, uploadedFiles, users } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { errorFields } from '../log.ts';

/** Whether the account existed (and is now closed). */
export async function closeAccount(deps: AppDeps, userId: string): Promise<boolean> {
  const closed = await sessionTransaction(deps.db, deps.sessions, async (tx, endSessions) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!user) return undefined;
    const files = await tx
      .select({ storageName: uploadedFiles.storageName })
      .from(uploadedFiles)
      .where(eq(uploadedFiles.userId, userId));
    const patientAddresses = tx
      .select({ email: patients.email })
      .from(patients)
      .where(eq(patients.ownerId, userId));
    await tx.delete(mailOutbox).where(
      or(
        eq(mailOutbox.toAddress, user.email),
        // The mails to the account's patients: their chat links and their sessions' news.
        sql`(${mailOutbox.template} = 'chat-link' or ${mailOutbox.template} like 'session-%') and ${inArray(mailOutbox.toAddress, patientAddresses)}`,
      ),
    );
    await endSessions({ userId });
    await tx.delete(users).where(eq(users.id, userId));
    return { user, storageNames: files.map((file) => file.storageName) };
  });
  if (!closed) return false;
  for (const name of closed.storageNames) {
    await deps.onboarding.files.remove(name).catch((error: unknown) => {
      deps.log.warn('closed account file not removed', { ...errorFields(error), storageName: name });
    });
  }
  await deps.onboarding.mailer
    .send({
      to: closed.user.email,
      language: parseLanguageCode(closed.user.language) ?? DEFAULT_LANGUAGE,
      template: 'account-closed',
      content: { name: closed.user.firstName },
    })
    .catch((error: unknown) => deps.log.error('account closure mail failed', errorFields(error)));
  return true;
}
