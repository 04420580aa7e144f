/**
 * Onboarding tables: specialist profiles (their diplomas and trainings included), uploaded files and the
 * anonymous upload drafts, single-use link tokens, the mail outbox and shared rate-limit counters.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Diploma, Training } from '#core/onboarding/registration';
import type { AvailabilitySlot, DayOff } from '#core/profile/availability';
import { DEFAULT_MISSED_SESSION_POLICY, type MissedSessionPolicy } from '#core/sessions/missed-sessions';
import { users } from './schema.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => at('created_at').notNull().defaultNow();

/** An anonymous applicant's uploads before submission. The token is kept as SHA-256 hex only. */
export const uploadDrafts = pgTable('upload_drafts', {
  id: uuid('id').primaryKey().defaultRandom(),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: createdAt(),
  expiresAt: at('expires_at').notNull(),
  // Set when a registration takes its files: the token then uploads nothing more.
  submittedAt: at('submitted_at'),
});

export const uploadedFiles = pgTable(
  'uploaded_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Exactly one owner: a draft before submission, a user afterwards (checked below).
    draftId: uuid('draft_id').references(() => uploadDrafts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    // Random file name under DATA_DIR/uploads; never derived from user input.
    storageName: text('storage_name').notNull().unique(),
    createdAt: createdAt(),
  },
  (table) => [
    index('uploaded_files_draft_idx').on(table.draftId),
    index('uploaded_files_user_idx').on(table.userId),
    check('uploaded_files_one_owner', sql`(${table.draftId} is null) <> (${table.userId} is null)`),
  ],
);

/**
 * A specialist's profile, also the synced `profile` entity (#core/profile) the office edits: its id
 * and owner are the user id (generated, so they cannot disagree), its version comes from the one sync
 * sequence and every write of its fields draws a new one. The names are the user's, kept in step with
 * `users` by the writes that change them.
 */
export const specialistProfiles = pgTable(
  'specialist_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().generatedAlwaysAs(sql`user_id`),
    ownerId: uuid('owner_id').notNull().generatedAlwaysAs(sql`user_id`),
    version: bigint('version', { mode: 'number' }).notNull().default(sql`nextval('sync_version_seq')`),
    // A profile is never deleted through the sync engine (the user's deletion cascades); always null.
    deletedAt: at('deleted_at'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    stage: text('stage').notNull().default('review'),
    mobile: text('mobile').notNull(),
    gender: text('gender').notNull(),
    dateOfBirth: text('date_of_birth').notNull(),
    nationality: text('nationality').notNull(),
    countryOfResidence: text('country_of_residence').notNull(),
    companyName: text('company_name').notNull().default(''),
    profession: text('profession').notNull(),
    professionTitle: text('profession_title').notNull(),
    yearsOfExperience: integer('years_of_experience').notNull(),
    spokenLanguages: jsonb('spoken_languages').$type<string[]>().notNull(),
    professionalStatus: text('professional_status').notNull(),
    photoFileId: uuid('photo_file_id'),
    youtubeUrl: text('youtube_url'),
    videoFileId: uuid('video_file_id'),
    declaredAt: at('declared_at').notNull(),
    submittedAt: createdAt(),
    rejectionReason: text('rejection_reason'),
    decidedAt: at('decided_at'),
    passwordCreatedAt: at('password_created_at'),
    agreedAt: at('agreed_at'),
    // Profile completion: each step's time records that it was filed (resumable, ordered).
    photoStepAt: at('photo_step_at'),
    basicInfoStepAt: at('basic_info_step_at'),
    sessionStepAt: at('session_step_at'),
    completedAt: at('completed_at'),
    biography: text('biography'),
    bannerFileId: uuid('banner_file_id'),
    patientCategories: jsonb('patient_categories').$type<string[]>(),
    problems: jsonb('problems').$type<string[]>(),
    otherProblem: text('other_problem'),
    therapyModes: jsonb('therapy_modes').$type<string[]>(),
    // Prices in cents of `currency`, so no float ever reaches the database.
    price30Cents: integer('price30_cents'),
    price60Cents: integer('price60_cents'),
    currency: text('currency'),
    availability: jsonb('availability').$type<AvailabilitySlot[]>(),
    daysOff: jsonb('days_off').$type<DayOff[]>().notNull().default([]),
    // IANA zone the office shows session times in (and the availability hours mean); null: the device's.
    timeZone: text('time_zone'),
    sessionOffer: text('session_offer'),
    // Minutes before a session its patient is reminded by e-mail (#core/sessions/patient-mail-kinds).
    reminderOffsets: jsonb('reminder_offsets').$type<number[]>().notNull().default([1440, 60]),
    // What a missed session costs (#core/sessions/missed-sessions).
    missedSessionPolicy: jsonb('missed_session_policy')
      .$type<MissedSessionPolicy>()
      .notNull()
      .default(DEFAULT_MISSED_SESSION_POLICY),
    // The public booking page is open (#core/booking).
    bookingPage: boolean('booking_page').notNull().default(false),
    // Credentials: the diplomas (each with its document, kind `diploma`) and trainings in the order
    // given, and the Documents list (CV, diplomas, certificates; kind `document`).
    diplomas: jsonb('diplomas').$type<Diploma[]>().notNull().default([]),
    trainings: jsonb('trainings').$type<Training[]>().notNull().default([]),
    documentFileIds: jsonb('document_file_ids').$type<string[]>().notNull().default([]),
    bankName: text('bank_name'),
    iban: text('iban'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('specialist_profiles_id_idx').on(table.id),
    index('specialist_profiles_owner_version_idx').on(table.ownerId, table.version),
  ],
);

export const LINK_PURPOSES = ['create_password', 'agreement', 'reset_password', 'unlock_sign_in'] as const;
export type LinkPurpose = (typeof LINK_PURPOSES)[number];

/** E-mailed links. Only the SHA-256 of the token is stored; `usedAt` makes each single-use. */
export const linkTokens = pgTable(
  'link_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (table) => [index('link_tokens_user_idx').on(table.userId, table.purpose)],
);

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toAddress: text('to_address').notNull(),
    language: text('language').notNull(),
    template: text('template').notNull(),
    subject: text('subject').notNull(),
    status: text('status').notNull(),
    // Kept only while no SMTP server is configured (status 'stored'): the admin reads them there.
    textBody: text('text_body'),
    link: text('link'),
    error: text('error'),
    createdAt: createdAt(),
  },
  (table) => [index('mail_outbox_created_idx').on(table.createdAt)],
);

/** Fixed-window counters shared by every API process on the database. Keys hold no raw e-mail. */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  windowStartedAt: at('window_started_at').notNull(),
  count: integer('count').notNull(),
});
