/**
 * The state of a conversation's other side, as the specialist's chat screen names it (spec §5: typing
 * indicator, online/offline, patient connected/disconnected, waiting for patient). "Disconnected"
 * needs the patient to have been seen connected while the screen was open; until then it is
 * "waiting for patient".
 */
export type ChatStatus = 'typing' | 'connected' | 'disconnected' | 'waiting';

export function chatStatus(state: { online: boolean; typing: boolean; seenOnline: boolean }): ChatStatus {
  if (state.online) return state.typing ? 'typing' : 'connected';
  return state.seenOnline ? 'disconnected' : 'waiting';
}
