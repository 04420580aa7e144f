// Queuing a change needs the sync registry: every synced entity's schema, with the phone-number metadata.
// The pages that list and show patients paint without it and load it with their first change (offline,
// from the worker's cache like any other file).
export function loadPatientCommands() {
  return import('#local/patients/patient-commands');
}
