import { Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { AnchorLink } from '../../ui/links.tsx';
import { MirroredIcon } from '../../ui/MirroredIcon.tsx';

/** The way back from a record page to its patient's profile, named by the patient. */
export function BackToPatient({ patient }: { patient: { id: string; name: string } }) {
  return (
    <AnchorLink to="/patient-profile/$id" params={{ id: patient.id }} size="sm">
      <Group gap={4}>
        <MirroredIcon icon={IconArrowLeft} size={14} />
        {patient.name}
      </Group>
    </AnchorLink>
  );
}
