/**
 * Hub addresses of the chat's sockets. A specialist's sockets are at their user id; a patient's
 * socket (opened with their chat link) is at its conversation and, so one message reaches every
 * patient of a specialist on this process, at its specialist's patients.
 */
export const conversationAddress = (patientId: string) => `chat:${patientId}`;
export const patientsOfAddress = (ownerId: string) => `patients-of:${ownerId}`;
