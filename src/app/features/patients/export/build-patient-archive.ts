// One patient's export as a ZIP (fflate: small, no dependencies, synchronous in the page): the data
// as JSON, the readable HTML copy, and the documents. Loaded on demand (warmed when the profile is
// idle, so an offline export finds it).
import { strToU8, type Zippable, zipSync } from 'fflate';
import type { PatientExportBundle } from '#local/patients/patient-export';

export async function buildPatientArchive(bundle: PatientExportBundle, html: string): Promise<Uint8Array> {
  const entries: Zippable = {
    'patient.json': strToU8(JSON.stringify(bundle.data, null, 2)),
    'patient.html': strToU8(html),
  };
  for (const [path, blob] of bundle.fileBlobs) {
    // Documents are compressed already (PDF, images, DOCX): stored as they are.
    entries[path] = [new Uint8Array(await blob.arrayBuffer()), { level: 0 }];
  }
  return zipSync(entries, { level: 6 });
}
