import { useLingui } from '@lingui/react/macro';
import { SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useLiveQuery } from 'dexie-react-hooks';
import { SESSION_TYPES, type SessionType } from '#core/sessions/session-lists';
import { type PackageWithUnits, packageChoices } from '#local/packages/package-queries';
import { translate } from '../../i18n/translate.ts';
import type { SessionFormat } from './session-format.ts';

type Props = {
  patientId: string;
  type: SessionType;
  packageId: string;
  /** The package the edited session draws on, offered even when it has no unit left. */
  heldPackageId: string | null;
  now: string;
  format: SessionFormat;
  error: string | undefined;
  disabled: boolean;
  onType: (type: SessionType) => void;
  /** A package was picked: the form takes its duration, an allowed mode and its per-session price. */
  onPackage: (row: PackageWithUnits | undefined) => void;
};

/** The booking form's session type and, for a package session, the patient's or their company's package. */
export function SessionPackageFields(props: Props) {
  const { t } = useLingui();
  const { patientId, type, packageId, heldPackageId, now, format, error, disabled } = props;
  const choices =
    useLiveQuery(() => packageChoices(patientId, now, heldPackageId), [patientId, now, heldPackageId]) ?? [];
  const label = (row: PackageWithUnits) =>
    t`${row.name} — ${row.unitsLeft} of ${row.sessionCount} left, expires ${format.date(row.expiresAt)}`;
  return (
    <Stack gap="sm">
      <Stack gap={4}>
        <Text size="sm" fw={500} id="session-type-label">
          {t`Session type`}
        </Text>
        <SegmentedControl
          aria-labelledby="session-type-label"
          value={type}
          disabled={disabled}
          onChange={(value) => props.onType(value === 'package' ? 'package' : 'single')}
          data={SESSION_TYPES.map((item) => ({ value: item.code, label: translate(item.label) }))}
        />
      </Stack>
      {type === 'package' ? (
        <Select
          label={t`Package`}
          description={
            choices.length === 0
              ? t`This patient and their company hold no package with a session left.`
              : t`The patient's own packages and their company's, soonest expiry first.`
          }
          required
          disabled={disabled}
          data={choices.map((row) => ({ value: row.id, label: label(row) }))}
          value={packageId || null}
          onChange={(value) => props.onPackage(choices.find((row) => row.id === value))}
          error={error}
          nothingFoundMessage={t`No package with a session left`}
        />
      ) : null}
    </Stack>
  );
}
