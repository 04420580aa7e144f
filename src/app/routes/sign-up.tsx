import { createFileRoute } from '@tanstack/react-router';
import { RegistrationPage } from '../features/registration/RegistrationPage.tsx';

export const Route = createFileRoute('/sign-up')({
  component: RegistrationPage,
  // The form's costliest fields (~170 ms of evaluation in one task with the CPU slowed 4×), a turn each.
  staticData: {
    startInTurns: [
      () => import('../ui/forms/CountrySelect.tsx'),
      () => import('../ui/forms/DateField.tsx'),
      () => import('../ui/forms/FileDropzone.tsx'),
      () => import('../features/registration/ProfessionFields.tsx'),
      () => import('../features/registration/TrainingFields.tsx'),
      () => import('../features/registration/DiplomaFields.tsx'),
    ],
  },
});
