// Builds and downloads one patient's export: a ZIP holding the data as JSON, a readable HTML copy in
// the interface language, and the documents of the patient's messages. Everything comes from the
// device's copy, so it works offline (a document neither on the device nor reachable is listed as
// missing).
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { collectPatientExport } from '#local/patients/patient-export';
import { useLanguage } from '../../../i18n/useLanguage.ts';
import { saveFile } from '../../../ui/save-file.ts';
import { useSessionFormat } from '../../sessions/session-format.ts';
import { useSessionClock } from '../../sessions/useSessionClock.ts';
import { loadPatientArchive } from './load-patient-archive.ts';
import { type ExportLabels, renderPatientExportHtml } from './patient-export-html.ts';

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
  const { t } = useLingui();
  const language = useLanguage();
  const format = useSessionFormat(useSessionClock().zone);
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
      const exportedOn = format.longDate(now.toISOString());
      const labels: ExportLabels = {
        title: t`Patient record: ${name}`,
        exportedOn: t`Exported from MindOffice on ${exportedOn}.`,
        profile: t`Profile`,
        employees: t`Employees`,
        sessions: t`Sessions`,
        packages: t`Session packages`,
        messages: t`Messages`,
        documents: t`Documents`,
        none: t`None.`,
        fromPatient: t`Patient`,
        fromSpecialist: t`You`,
        missingFile: t`Not in this archive: it was not on this device and the server could not be reached.`,
        fields: {
          name: t`Name`,
          email: t`E-mail`,
          contactNumber: t`Contact number`,
          country: t`Country`,
          gender: t`Gender`,
          dateOfBirth: t`Date of birth`,
          careConsentOn: t`Consent to care, given on`,
          careConsentVersion: t`Consent to care, form version`,
          dataConsentOn: t`Consent to data processing, given on`,
          dataConsentVersion: t`Consent to data processing, form version`,
        },
        columns: {
          date: t`Date`,
          time: t`Time`,
          mode: t`Mode`,
          status: t`Status`,
          charge: t`Charge`,
          name: t`Name`,
          sessions: t`Sessions`,
          price: t`Price`,
          purchased: t`Purchased`,
          expires: t`Expires`,
          paid: t`Paid`,
          from: t`From`,
          message: t`Message`,
          file: t`Document`,
          inArchive: t`In this archive`,
        },
        yes: t`Yes`,
        no: t`No`,
      };
      const html = renderPatientExportHtml(data, {
        language: language.toLowerCase(),
        dir: language === 'AR' ? 'rtl' : 'ltr',
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
