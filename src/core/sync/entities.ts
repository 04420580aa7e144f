/**
 * Every synced entity of the product, in one list read by the mutation registry, the batch routes and
 * the pull (client and server). A new entity is defined in its own folder and added here.
 */
import { ACCESS_EVENT_ENTITY } from '../access-log/access-event-entity.ts';
import { ARTICLE_ENTITY } from '../articles/article-entity.ts';
import { BOOKING_REQUEST_ENTITY } from '../booking/booking-request-entity.ts';
import { CHAT_MESSAGE_ENTITY } from '../chats/chat-message-entity.ts';
import { NOTIFICATION_ENTITY } from '../notifications/notification-entity.ts';
import { PACKAGE_ENTITY, PACKAGE_OFFER_ENTITY } from '../packages/package-entity.ts';
import { PATIENT_ENTITY } from '../patients/patient-entity.ts';
import { PROFILE_ENTITY } from '../profile/profile-entity.ts';
import {
  PATIENT_DOCUMENT_ENTITY,
  RECORD_ADDENDUM_ENTITY,
  RECORD_ENTRY_ENTITY,
} from '../record/record-entity.ts';
import { SESSION_ENTITY } from '../sessions/session-entity.ts';
import type { SyncedEntity } from './entity.ts';

// Each entity is typed by its own fields; the list only needs the common surface.
export type AnySyncedEntity = SyncedEntity<Record<string, unknown>>;

export const SYNCED_ENTITIES: readonly AnySyncedEntity[] = [
  PATIENT_ENTITY,
  SESSION_ENTITY,
  PACKAGE_OFFER_ENTITY,
  PACKAGE_ENTITY,
  PROFILE_ENTITY,
  ARTICLE_ENTITY,
  CHAT_MESSAGE_ENTITY,
  NOTIFICATION_ENTITY,
  ACCESS_EVENT_ENTITY,
  RECORD_ENTRY_ENTITY,
  RECORD_ADDENDUM_ENTITY,
  PATIENT_DOCUMENT_ENTITY,
  BOOKING_REQUEST_ENTITY,
];
