import type { PatientType } from '#core/patients/patient-types';
import { AnchorLink } from '../../ui/links.tsx';

/** The patient's name opening their profile: individuals and companies have their own screens. */
export function PatientLink({
  id,
  type,
  name,
  bold = false,
}: {
  id: string;
  /** Unknown when the patient is gone from this device: the individual screen then says so. */
  type: PatientType | undefined;
  name: string;
  bold?: boolean;
}) {
  const weight = bold ? 500 : undefined;
  return type === 'company' ? (
    <AnchorLink to="/company-patient-profile/$id" params={{ id }} fw={weight}>
      {name}
    </AnchorLink>
  ) : (
    <AnchorLink to="/patient-profile/$id" params={{ id }} fw={weight}>
      {name}
    </AnchorLink>
  );
}
