// The sign-up form's type, shared by its sections.
import type { UseFormReturnType } from '@mantine/form';
import type { RegistrationValues } from './registration-values.ts';

export type RegistrationForm = UseFormReturnType<RegistrationValues>;
