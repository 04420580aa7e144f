import { AnchorLink } from '../../ui/links.tsx';

/** The session's short reference ("S-7K3Q9F2M"), opening its detail; kept on one line, left to right. */
export function SessionReferenceLink({ id, reference }: { id: string; reference: string }) {
  return (
    <AnchorLink
      to="/sessions-profile/$id"
      params={{ id }}
      fw={500}
      dir="ltr"
      style={{ whiteSpace: 'nowrap' }}
    >
      {reference}
    </AnchorLink>
  );
}
