/**
 * Every synced entity on the server, the counterpart of #core/sync/entities: its routes are mounted,
 * its commands batched and its rows pulled from this list.
 */
import { accessEventEntity } from './access-log/access-event-entity.ts';
import { articleEntity } from './articles/article-entity.ts';
import { bookingRequestEntity } from './booking/booking-request-entity.ts';
import { chatMessageEntity } from './chats/chat-message-entity.ts';
import { notificationEntity } from './notifications/notification-entity.ts';
import { packageEntity, packageOfferEntity } from './packages/package-entity.ts';
import { patientEntity } from './patients/patient-entity.ts';
import { profileEntity } from './profile/profile-entity.ts';
import { patientDocumentEntity } from './record/patient-document-entity.ts';
import { recordAddendumEntity, recordEntryEntity } from './record/record-entities.ts';
import { sessionEntity } from './sessions/session-entity.ts';
import type { ServerEntity } from './sync/entity-definition.ts';

export const SERVER_ENTITIES: readonly ServerEntity[] = [
  patientEntity,
  sessionEntity,
  packageOfferEntity,
  packageEntity,
  profileEntity,
  articleEntity,
  chatMessageEntity,
  notificationEntity,
  accessEventEntity,
  recordEntryEntity,
  recordAddendumEntity,
  patientDocumentEntity,
  bookingRequestEntity,
];
