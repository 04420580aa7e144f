// Builds and downloads one patient's export: a ZIP holding the data as JSON, a readable HTML copy in
// the patient's language (else the interface's), and the documents of the patient's messages. Everything comes from the
// device's copy, so it works offline (a document neither on the device nor reachable is listed as
// missing).
import { useState } from 'react';
import { isRightToLeft, parseLanguageCode } from '#core/languages';
import { collectPatientExport } from '#local/patients/patient-export';
import { i18nInLanguage } from '../../../i18n/language.ts';
import { useLanguage } from '../../../i18n/useLanguage.ts';
import { saveFile } from '../../../ui/save-file.ts';
import { sessionFormatIn } from '../../sessions/session-format.ts';
import { useSessionClock } from '../../sessions/useSessionClock.ts';
import { exportLabels } from './export-labels.ts';
import { loadPatientArchive } from './load-patient-archive.ts';
import { renderPatientExportHtml } from './patient-export-html.ts';

/** A file name from the patient's name: letters of any script kept, the rest dashes. */
function fileStem(name: string): string {
  return (
    name
      .normalize('NFC')
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'patient'
  );
}

export function usePatientExport() {
  const language = useLanguage();
  const { zone } = useSessionClock();
  const [isExporting, setExporting] = useState(false);
  const [hasFailed, setFailed] = useState(false);

  async function exportPatient(patientId: string): Promise<boolean> {
    setExporting(true);
    setFailed(false);
    try {
      const now = new Date();
      const [{ buildPatientArchive }, bundle] = await Promise.all([
        loadPatientArchive(),
        collectPatientExport(patientId, now),
      ]);
      if (!bundle) return false;
      const { data } = bundle;
      const name = String(data.patient.name ?? '');
      // The readable copy is in the patient's language, else the specialist's.
      const patientLanguage = parseLanguageCode(String(data.patient.language ?? '')) ?? language;
      const i18n = await i18nInLanguage(patientLanguage);
      const format = sessionFormatIn(i18n, patientLanguage, zone);
      const labels = exportLabels(i18n, name, format.longDate(now.toISOString()));
      const html = renderPatientExportHtml(data, {
        language: patientLanguage.toLowerCase(),
        dir: isRightToLeft(patientLanguage) ? 'rtl' : 'ltr',
        format,
        labels,
      });
      // The export itself is a line of the patient's access log (queued: offline too).
      void import('#local/access-log/record-access').then(({ recordExport }) => recordExport(patientId));
      const bytes = await buildPatientArchive(bundle, html);
      saveFile(
        new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/zip' }),
        `${fileStem(name)}-${now.toISOString().slice(0, 10)}.zip`,
      );
      return true;
    } catch {
      setFailed(true);
      return false;
    } finally {
      setExporting(false);
    }
  }

  return { isExporting, hasFailed, exportPatient };
}
