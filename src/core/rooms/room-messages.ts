/**
 * The wording of the live sessions' refusals, as descriptors the browser and the server both translate.
 */
import { defineMessages } from '../messages.ts';

export const ROOM_MESSAGES = defineMessages({
  noRoomOpen: /*i18n*/ {
    id: 'room.noneOpen',
    message: 'There is no session to join right now. The room opens 10 minutes before the session starts.',
  },
});
