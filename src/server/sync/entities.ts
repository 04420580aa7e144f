/**
 * Every synced entity on the server, the counterpart of #core/sync/entities: its routes are mounted,
 * its commands batched and its rows pulled from this list.
 */
import { articleEntity } from './article-entity.ts';
import { chatMessageEntity } from './chat-message-entity.ts';
import type { ServerEntity } from './entity-definition.ts';
import { notificationEntity } from './notification-entity.ts';
import { packageEntity, packageOfferEntity } from './package-entity.ts';
import { patientEntity } from './patient-entity.ts';
import { profileEntity } from './profile-entity.ts';
import { sessionEntity } from './session-entity.ts';

export const SERVER_ENTITIES: readonly ServerEntity[] = [
  patientEntity,
  sessionEntity,
  packageOfferEntity,
  packageEntity,
  profileEntity,
  articleEntity,
  chatMessageEntity,
  notificationEntity,
];
