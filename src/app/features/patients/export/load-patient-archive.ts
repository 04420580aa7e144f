// The export's ZIP writer, loaded on demand and warmed when the profile page is idle (see
// useLoadWhenIdle): an export made offline must not wait for a file it cannot fetch.
export function loadPatientArchive() {
  return import('./build-patient-archive.ts');
}
