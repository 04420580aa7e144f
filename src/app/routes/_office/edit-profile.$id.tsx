import { createFileRoute } from '@tanstack/react-router';
import { EditProfilePage } from '../../features/profile/EditProfilePage.tsx';

export const Route = createFileRoute('/_office/edit-profile/$id')({ component: EditProfilePage });
